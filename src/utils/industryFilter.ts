import { INDUSTRY_LANDINGS } from '@/config/industries';

/** The industry slug of a query value, or undefined when it is missing or unknown. */
export function parseIndustrySlug(value: string | null | undefined): API.IndustrySlug | undefined {
  return INDUSTRY_LANDINGS.find((i) => i.slug === value)?.slug;
}

/** Options of an industry filter: every landing industry, in the table's order. */
export const INDUSTRY_OPTIONS: readonly { value: API.IndustrySlug; label: string }[] = INDUSTRY_LANDINGS.map((i) => ({
  value: i.slug,
  label: i.name,
}));
