/** The visitor's choice to turn analytics off, kept on this device (not removed with the visitor's data). */
import { ANALYTICS_OFF_KEY } from '@/config/visitor';
import { readText, removeStorage, writeStorage } from '@/lib/storage';

export const isAnalyticsOff = (): boolean => readText(ANALYTICS_OFF_KEY, (t) => t === '1') === '1';

export function setAnalyticsOff(off: boolean): void {
  if (off) writeStorage(ANALYTICS_OFF_KEY, '1');
  else removeStorage(ANALYTICS_OFF_KEY);
}
