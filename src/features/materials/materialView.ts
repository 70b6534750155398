/** How a material is presented: its kind in Chinese, its file size and its cover. */
import type * as API from '@/api';
import { INDUSTRIES } from '@/config/industries';
import { MATERIAL_VIEW } from '@/content/ui/materialTypes';
import type { IndustryTone } from '@/styles/tokens';

export const MATERIAL_TYPES: readonly API.MaterialType[] = ['report', 'whitepaper', 'brochure', 'case-study'];

export const MATERIAL_TYPE_TEXT: Record<API.MaterialType, string> = MATERIAL_VIEW.type;

/** "3.8 MB" / "620 KB". */
export const formatFileSize = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.round(kb)} KB`);

/**
 * A cover's colour: the industry the material is about (its tone token), or the brand colour when it speaks to
 * more than two industries (a cross-industry white paper, a brochure for every industry).
 */
export function materialTone(industries: readonly string[]): IndustryTone {
  if (industries.length === 0 || industries.length > 2) return 'brand';
  return INDUSTRIES.find((i) => i.slug === industries[0])?.tone ?? 'brand';
}
