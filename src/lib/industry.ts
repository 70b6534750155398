/** Industry slugs as the lists, cards and filters use them: names, filter options, parsing a query value. */
import { INDUSTRY_LANDINGS, type IndustryLandingDefinition } from '@/config/industries';

export type IndustrySlug = IndustryLandingDefinition['slug'];

/** The industry slug of a query value, or undefined when it is missing or unknown. */
export function parseIndustrySlug(value: string | null | undefined): IndustrySlug | undefined {
  return INDUSTRY_LANDINGS.find((i) => i.slug === value)?.slug;
}

/** Options of an industry filter: every landing industry, in the table's order. */
export const INDUSTRY_OPTIONS: readonly { value: IndustrySlug; label: string }[] = INDUSTRY_LANDINGS.map((i) => ({
  value: i.slug,
  label: i.name,
}));

/** The Chinese name of an industry slug; content that spans industries reads '综合'. */
export const industryName = (slug: string): string => INDUSTRY_LANDINGS.find((i) => i.slug === slug)?.name ?? '综合';
