/**
 * The industries as the platform names them: the landing pages' slugs (/industryLanding/<slug>), the one spelling.
 * Apart from ./industries.ts, so that the answers' schemas (src/api) read the names without the industries' copy.
 */
export const INDUSTRY_SLUGS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];
