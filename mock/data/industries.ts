/**
 * What GET /api/platform/industry answers per landing id: the sub-segments of that industry
 * (src/config/industries.ts) with the number of vetted experts in each.
 */
import type * as API from '../../src/api';
import { INDUSTRY_LANDINGS } from '../../src/content/industryLandings';

/** Vetted experts per sub-segment id. */
export const EXPERT_COUNTS: Record<string, number> = {
  'pe-buyout': 8620,
  'pe-growth': 7240,
  'pe-venture': 5310,
  'pe-portfolio': 6480,
  'pe-exit': 3170,
  'sm-consumer': 12400,
  'sm-tmt': 10860,
  'sm-healthcare': 9120,
  'sm-cyclical': 7730,
  'sm-energy': 8050,
  'ib-ipo': 6210,
  'ib-ma': 5480,
  'ib-research': 4930,
  'ib-credit': 2760,
  'ib-crossborder': 3390,
  'cs-strategy': 7010,
  'cs-cdd': 6340,
  'cs-operations': 5820,
  'cs-market-entry': 4170,
  'cs-survey': 3260,
  'ind-automation': 9340,
  'ind-chemicals': 7680,
  'ind-materials': 8210,
  'ind-energy': 6950,
  'ind-auto-parts': 5920,
  'hc-devices': 11250,
  'hc-diagnostics': 8470,
  'hc-innovative-drugs': 14300,
  'hc-cxo': 6180,
  'hc-access': 4820,
  'tech-semi': 15600,
  'tech-cloud': 12300,
  'tech-ai': 13800,
  'tech-software': 11700,
  'tech-devices': 9400,
};

/** The industry list answered for each landing id. */
export const INDUSTRY_SEGMENTS: Record<string, API.IndustryItem[]> = Object.fromEntries(
  INDUSTRY_LANDINGS.map((industry) => [
    industry.id,
    industry.segments.map((segment) => ({
      ...segment,
      expertCount: EXPERT_COUNTS[segment.id] ?? 0,
      landingId: industry.id,
    })),
  ]),
);
