/**
 * What a share picture shows of an item or an industry landing: the art its page shows (the report's cover, the
 * activity's key visual with its date, the case's key figure, the industry's illustration, the service's icon), its
 * Chinese title, a kicker and a line of facts, and the colour of its industry. The art is the page's own React
 * component rendered to static SVG markup. art.ts bundles this file for Node (it imports the app's modules by `@/`).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { ItemOf } from '@/api/answers';
import { FamilyArt } from '@/components/Illustrations';
import IndustryArt from '@/components/IndustryArt';
import Logo from '@/components/Logo';
import type { ItemKind } from '@/config/contentKinds';
import { INDUSTRIES } from '@/config/industries';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { COMPLIANCE_HERO } from '@/content/compliance';
import { FIRM } from '@/content/firm';
import ActivityVisual from '@/features/content/activities/ActivityVisual';
import ServiceIcon from '@/features/content/services/ServiceIcon';
import MaterialCover from '@/features/materials/MaterialCover';
import { MATERIAL_TYPE_TEXT, materialTone } from '@/features/materials/materialView';
import { beijingParts, formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';
import { type IndustryTone, industryTones } from '@/styles/tokens';

import type * as API from '../../src/api';

/** A piece of art: SVG markup and the size of its viewBox. */
export interface Art {
  svg: string;
  width: number;
  height: number;
}

/** A figure drawn large (a case's result, an insight's key number). */
export interface KeyFigure {
  value: string;
  label: string;
}

export interface Subject {
  /** '<kind>/<id>': where its pictures go (share/<kind>/<id>-square.png). */
  key: string;
  kind: string;
  id: string;
  /** The small line above the title: the kind of item and its industry or format. */
  kicker: string;
  title: string;
  /** One line of facts under the title (a date, a place, an author). */
  meta: string;
  /** The industry's colour (a hex value of the design tokens). */
  tone: string;
  art: Art | { figure: KeyFigure };
}

const svgOf = (element: ReactElement, width: number, height: number): Art => ({ svg: renderToStaticMarkup(element), width, height });
const toneOf = (tone: IndustryTone | undefined) => industryTones[tone ?? 'brand'];
const industryTone = (slug: string) => toneOf(INDUSTRIES.find((i) => i.slug === slug)?.tone);
const industryArt = (slug: string): Art | undefined => {
  const industry = INDUSTRIES.find((i) => i.slug === slug);
  return industry ? svgOf(<IndustryArt motif={industry.motif} tone={industry.tone} />, 240, 160) : undefined;
};
/** The firm's mark of the site's header (its <svg>, without the name beside it). */
export const logoArt = (): Art => ({
  svg: /<svg[\s\S]*?<\/svg>/.exec(renderToStaticMarkup(<Logo />))?.[0] ?? '',
  width: 32,
  height: 32,
});
/** For content of no single industry: the firm's mark. */
const brandArt = logoArt;

function activity(a: API.Activity): Omit<Subject, 'key' | 'kind' | 'id'> {
  const start = beijingParts(a.startTime);
  const when = start ? `${start.year}年${start.month}月${start.day}日 周${start.weekday} ${start.time}` : '时间待定';
  return {
    kicker: `活动 · ${industryName(a.industry)}`,
    title: a.title,
    meta: a.format === 'offline' && a.place ? `${when} · ${a.place}` : when,
    tone: industryTone(a.industry),
    // The key visual with its date and format (online, on site, live); the title is written large beside it.
    art: svgOf(<ActivityVisual activity={{ ...a, title: '' }} size="hero" />, 320, 180),
  };
}

function material(m: API.Material): Omit<Subject, 'key' | 'kind' | 'id'> {
  return {
    kicker: `${MATERIAL_TYPE_TEXT[m.type] ?? '资料'} · ${m.industries.length ? m.industries.map(industryName).join('、') : '综合'}`,
    title: m.title,
    meta: `${formatDate(m.publishedAt)} · ${m.pages} 页`,
    tone: toneOf(materialTone(m.industries)),
    art: svgOf(<MaterialCover material={m} size="hero" />, 120, 160),
  };
}

function caseStudy(c: API.CaseStudy): Omit<Subject, 'key' | 'kind' | 'id'> {
  const figure = c.results[0];
  return {
    kicker: `案例研究 · ${industryName(c.industry)}`,
    title: c.title,
    meta: c.client,
    tone: industryTone(c.industry),
    art: figure ? { figure: { value: figure.value, label: figure.label } } : (industryArt(c.industry) ?? brandArt()),
  };
}

function insight(i: API.InsightDetail): Omit<Subject, 'key' | 'kind' | 'id'> {
  const figure = i.sections?.find((s) => s.figure)?.figure;
  return {
    kicker: `深度洞察 · ${industryName(i.industry)}`,
    title: i.title,
    meta: `${i.author.name} · ${formatDate(i.date)}`,
    tone: industryTone(i.industry),
    art: figure ? { figure } : (industryArt(i.industry) ?? brandArt()),
  };
}

function hotTopic(t: API.HotTopic): Omit<Subject, 'key' | 'kind' | 'id'> {
  return {
    kicker: `近期热点 · ${industryName(t.industry)}`,
    title: t.title,
    meta: `专家观点 · ${t.expert.name} · ${formatDate(t.date)}`,
    tone: industryTone(t.industry),
    art: industryArt(t.industry) ?? brandArt(),
  };
}

function service(s: API.Service): Omit<Subject, 'key' | 'kind' | 'id'> {
  return {
    kicker: '产品与服务',
    title: s.name,
    meta: s.pitch,
    tone: toneOf('brand'),
    art: svgOf(<ServiceIcon id={s.id} size={32} />, 32, 32),
  };
}

function campaign(c: API.Campaign): Omit<Subject, 'key' | 'kind' | 'id'> {
  return {
    kicker: `专题活动 · ${c.topic}`,
    title: c.share.title,
    meta: `${CAMPAIGN_COPY.closes} ${formatDate(c.endsAt)}`,
    tone: toneOf('brand'),
    // The illustration its page shows.
    art: svgOf(<FamilyArt family={c.illustration} />, 400, 300),
  };
}

const BY_KIND: { [K in ItemKind]: (item: ItemOf[K]) => Omit<Subject, 'key' | 'kind' | 'id'> } = {
  activity,
  material,
  case: caseStudy,
  insight,
  hotTopic,
  service,
  campaign,
};

/** The subject of an item of `kind` as its item endpoint answered (unchecked: what the page was rendered with). */
export function itemSubject(kind: ItemKind, id: string, item: unknown): Subject | undefined {
  const of = BY_KIND[kind] as (item: unknown) => Omit<Subject, 'key' | 'kind' | 'id'>;
  return item ? { key: `${kind}/${id}`, kind, id, ...of(item) } : undefined;
}

/** The subjects of pages with a picture of their own that is not an item's (their route names it: src/config/routes.ts). */
export const pageSubjects = (): Subject[] => [
  {
    key: 'page/compliance',
    kind: 'page',
    id: 'compliance',
    kicker: `${COMPLIANCE_HERO.eyebrow} · ${FIRM.name}`,
    title: COMPLIANCE_HERO.title,
    meta: '信息边界 · 冲突检查 · 记录与审计',
    tone: toneOf('brand'),
    art: svgOf(<FamilyArt family="about" />, 400, 300),
  },
];

/** The subjects of the industry landings (their pages and pictures come from src/config/industries.ts). */
export const industrySubjects = (): Subject[] =>
  INDUSTRIES.map((industry) => ({
    key: `industry/${industry.slug}`,
    kind: 'industry',
    id: industry.slug,
    kicker: `行业解决方案 · ${FIRM.name}`,
    title: industry.name,
    meta: industry.summary,
    tone: toneOf(industry.tone),
    art: svgOf(<IndustryArt motif={industry.motif} tone={industry.tone} />, 240, 160),
  }));
