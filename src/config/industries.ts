/**
 * The seven industries of the site (the landing pages of /industryLanding/two … /eight): what every list, card, filter
 * and link needs of one. The content of each landing page (hero, segments, offers, leads …) is in industryLandings.ts,
 * so a page that only names an industry does not carry it. Plain data: no React, no window.
 */

import type { IndustryTone } from '../styles/tokens';
import type { IndustrySlug } from './industrySlugs';

/** Which local illustration (src/components/IndustryArt) stands for an industry. */
export type IndustryMotif = 'stake' | 'candles' | 'dossier' | 'matrix' | 'gear' | 'helix' | 'chip';

export interface Industry {
  /** The path segment after /industryLanding/. */
  slug: IndustrySlug;
  /** The landing id passed as ?id= to GET /api/platform/industry. */
  id: string;
  name: string;
  summary: string;
  motif: IndustryMotif;
  /** Accent colour of the industry's panel and art: a design token (custom property `--tone-<tone>`). */
  tone: IndustryTone;
  /** The enquiry form that fits this industry best (a lead-form route). */
  formPath: string;
}

export const INDUSTRIES: readonly Industry[] = [
  {
    slug: 'two',
    id: '2',
    name: '私募股权投资',
    summary: '为投前尽调、投后管理与退出决策提供一线行业专家视角。',
    motif: 'stake',
    tone: 'brand',
    formPath: '/expertCallForm',
  },
  {
    slug: 'three',
    id: '3',
    name: '二级市场投资',
    summary: '以产业链专家访谈与数据验证，支撑投研观点与持仓判断。',
    motif: 'candles',
    tone: 'teal',
    formPath: '/expertCallForm',
  },
  {
    slug: 'four',
    id: '4',
    name: '投资银行与研究',
    summary: '为IPO、并购与行业研究快速匹配可信赖的产业专家。',
    motif: 'dossier',
    tone: 'indigo',
    formPath: '/psfForm',
  },
  {
    slug: 'five',
    id: '5',
    name: '咨询公司服务',
    summary: '为咨询项目提供专家访谈、问卷调研与行业数据支持。',
    motif: 'matrix',
    tone: 'forest',
    formPath: '/studyForm',
  },
  {
    slug: 'six',
    id: '6',
    name: '工业、化工与材料',
    summary: '覆盖高端装备、精细化工与新材料的产业洞察。',
    motif: 'gear',
    tone: 'copper',
    formPath: '/insightForm',
  },
  {
    slug: 'seven',
    id: '7',
    name: '医疗器械、诊断、制药与生物科技',
    summary: '连接临床、研发、注册与市场准入领域的资深专家。',
    motif: 'helix',
    tone: 'jade',
    formPath: '/insightForm',
  },
  {
    slug: 'eight',
    id: '8',
    name: '科技',
    summary: '聚焦半导体、云计算、人工智能与企业软件的前沿判断。',
    motif: 'chip',
    tone: 'royal',
    formPath: '/insightForm',
  },
];

/** Every industry as a choice (filters, the form's industry field), in the table's order. */
export const INDUSTRY_OPTIONS: readonly { value: IndustrySlug; label: string }[] = INDUSTRIES.map((i) => ({
  value: i.slug,
  label: i.name,
}));

export const industryLandingPath = (slug: Industry['slug']) => `/industryLanding/${slug}`;

/** A link to a landing page that carries its ?id=, so the industry model fetches its list. */
export const industryLandingHref = (industry: Pick<Industry, 'slug' | 'id'> | Industry['slug']) => {
  const { slug, id } = typeof industry === 'string' ? (INDUSTRIES.find((i) => i.slug === industry) as Industry) : industry;
  return `${industryLandingPath(slug)}?id=${encodeURIComponent(id)}`;
};

export const findIndustry = (slug: string | undefined): Industry | undefined => INDUSTRIES.find((i) => i.slug === slug);
