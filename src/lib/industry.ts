/** Industry slugs as the lists, cards and filters use them: names, filter options, parsing a query value. */
import { INDUSTRIES, type Industry } from '@/config/industries';

export type IndustrySlug = Industry['slug'];

/** The industry slug of a query value, or undefined when it is missing or unknown. */
export function parseIndustrySlug(value: string | null | undefined): IndustrySlug | undefined {
  return INDUSTRIES.find((i) => i.slug === value)?.slug;
}

/** Options of an industry filter: every landing industry, in the table's order. */
export const INDUSTRY_OPTIONS: readonly { value: IndustrySlug; label: string }[] = INDUSTRIES.map((i) => ({
  value: i.slug,
  label: i.name,
}));

/** The Chinese name of an industry slug; content that spans industries reads '综合'. */
export const industryName = (slug: string): string => INDUSTRIES.find((i) => i.slug === slug)?.name ?? '综合';
