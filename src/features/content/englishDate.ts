import { englishDate } from '@/content/en/dates';
import { beijingParts } from '@/lib/beijingTime';

/** A platform date or time as an English reader writes the day (Beijing's): 12 November 2026; '' if unreadable. */
export function englishDay(iso: string): string {
  const parts = beijingParts(iso);
  return parts ? englishDate(parts) : '';
}
