/** Industry slugs as the lists, cards and filters use them: names and parsing a query value. */
import { INDUSTRIES, type Industry } from '../config/industries';
import { INDUSTRY_NAME } from '../content/ui/dates';

export type IndustrySlug = Industry['slug'];

/** The industry slug of a query value, or undefined when it is missing or unknown. */
export function parseIndustrySlug(value: string | null | undefined): IndustrySlug | undefined {
  return INDUSTRIES.find((i) => i.slug === value)?.slug;
}

/** The Chinese name of an industry slug; content that spans industries reads '综合'. */
export const industryName = (slug: string): string => INDUSTRIES.find((i) => i.slug === slug)?.name ?? INDUSTRY_NAME.general;
