/**
 * The firm's founding year and the home page's figures: part of the firm's story (company.ts, which re-exports them),
 * kept apart so that the first page does not carry the whole story of the about, contact and service pages.
 */
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

/** Home: the size and reach of the expert network. */
export const NETWORK_FIGURES: FigureSet = {
  figures: [
    { value: '40万+', label: '认证行业专家' },
    { value: '1,200+', label: '服务机构客户' },
    { value: '60+', label: '覆盖国家与地区' },
    { value: '24小时', label: '平均专家匹配时间' },
  ],
  source: '来源：知桥专家库与客户记录，截至 2026 年 10 月',
};
