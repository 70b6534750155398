/**
 * The firm's founding year and the home page's figures: part of the firm's story (company.ts, which re-exports them),
 * kept apart so that the first page does not carry the whole story of the about, contact and service pages.
 */
import { grouped } from '../lib/grouped';

export const FOUNDED_YEAR = 2014;

export interface CompanyFigure {
  value: string;
  label: string;
}

/** Key figures with where they come from: each page shows its own set, never the same four everywhere. */
export interface FigureSet {
  figures: readonly CompanyFigure[];
  /** "来源：…", shown under the figures. */
  source: string;
}

/** The size and reach of the expert network, as counted (each edition writes the numbers its own way). */
export const NETWORK = {
  experts: 400_000,
  clients: 1_200,
  countries: 60,
  /** Average time to the first matched experts. */
  matchHours: 24,
  /** When the figures were counted. */
  asOf: { year: 2026, month: 10 },
} as const;

/** The firm's own size, as counted. */
export const FIRM_SIZE = {
  /** Full-time researchers and consultants. */
  researchers: 210,
  asOf: { year: 2026, month: 10 },
} as const;

/** Home: the size and reach of the expert network. */
export const NETWORK_FIGURES: FigureSet = {
  figures: [
    { value: `${NETWORK.experts / 10_000}万+`, label: '认证行业专家' },
    { value: `${grouped(NETWORK.clients)}+`, label: '服务机构客户' },
    { value: `${NETWORK.countries}+`, label: '覆盖国家与地区' },
    { value: `${NETWORK.matchHours}小时`, label: '平均专家匹配时间' },
  ],
  source: `来源：知桥专家库与客户记录，截至 ${NETWORK.asOf.year} 年 ${NETWORK.asOf.month} 月`,
};
