/**
 * What a share picture shows of an item or an industry landing: the art its page shows (the report's cover, the
 * activity's key visual with its date, the case's key figure, the industry's illustration, the service's icon), its
 * Chinese title, a kicker and a line of facts, and the colour of its industry. The art is the page's own React
 * component rendered to static SVG markup. art.ts bundles this file for Node (it imports the app's modules by `@/`).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { FamilyArt } from '@/components/Illustrations';
import IndustryArt from '@/components/IndustryArt';
import Logo from '@/components/Logo';
import { INDUSTRIES } from '@/config/industries';
import { COMPLIANCE_HERO, COMPLIANCE_SHARE_META } from '@/content/compliance';
import { ENGLISH_COMPLIANCE } from '@/content/en/compliance';
import { ENGLISH_FRAME } from '@/content/en/frame';
import { ENGLISH_HOME } from '@/content/en/home';
import { FIRM } from '@/content/firm';
import ActivityVisual from '@/features/content/activities/ActivityVisual';
import ServiceIcon from '@/features/content/services/ServiceIcon';
import MaterialCover from '@/features/materials/MaterialCover';
import { CONTENT_KINDS, type ItemKind } from '@/kinds';
import type { ItemOf } from '@/kinds/all';
import { KIND_MODULES } from '@/kinds/all';
import type { KeyFigure, ShareWords } from '@/kinds/define';
import { type IndustryTone, industryTones } from '@/styles/tokens';

/** A piece of art: SVG markup and the size of its viewBox. */
export interface Art {
  svg: string;
  width: number;
  height: number;
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
  /** The firm's name beside its mark, in the picture's language (the Chinese by default). */
  firmName?: string;
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

/** Art of its own for a kind's pictures: what its page shows (otherwise its key figure, its industry's art, the firm's mark). */
const ART_OF: { [K in ItemKind]?: (item: ItemOf[K]) => Art } = {
  // The key visual with its date and format (online, on site, live); the title is written large beside it.
  activity: (a) => svgOf(<ActivityVisual activity={{ ...a, title: '' }} size="hero" />, 320, 180),
  material: (m) => svgOf(<MaterialCover material={m} size="hero" />, 120, 160),
  service: (s) => svgOf(<ServiceIcon id={s.id} size={32} />, 32, 32),
  // The illustration its page shows.
  campaign: (c) => svgOf(<FamilyArt family={c.illustration} />, 400, 300),
};

/** The subject of an item of `kind` as its item endpoint answered (unchecked: what the page was rendered with). */
export function itemSubject(kind: ItemKind, id: string, item: unknown): Subject | undefined {
  if (!item) return undefined;
  const words = (KIND_MODULES[kind].share as (item: unknown) => ShareWords)(item);
  const ownArt = ART_OF[kind] as ((item: unknown) => Art) | undefined;
  const { name } = CONTENT_KINDS[kind];
  return {
    key: `${kind}/${id}`,
    kind,
    id,
    kicker: words.detail ? `${name} · ${words.detail}` : name,
    title: words.title,
    meta: words.meta,
    tone: words.industry ? industryTone(words.industry) : toneOf('brand'),
    art: ownArt?.(item) ?? (words.figure ? { figure: words.figure } : (words.industry && industryArt(words.industry)) || brandArt()),
  };
}

/** The subjects of pages with a picture of their own that is not an item's (their route names it: src/config/routes.ts). */
export const pageSubjects = (): Subject[] => [
  {
    key: 'page/compliance',
    kind: 'page',
    id: 'compliance',
    kicker: `${COMPLIANCE_HERO.eyebrow} · ${FIRM.name}`,
    title: COMPLIANCE_HERO.title,
    meta: COMPLIANCE_SHARE_META,
    tone: toneOf('brand'),
    art: svgOf(<FamilyArt family="about" />, 400, 300),
  },
  {
    key: 'page/en-home',
    kind: 'page',
    id: 'en-home',
    kicker: ENGLISH_HOME.share.kicker,
    title: ENGLISH_HOME.share.title,
    meta: ENGLISH_HOME.share.meta,
    tone: toneOf('brand'),
    art: svgOf(<FamilyArt family="about" />, 400, 300),
    firmName: ENGLISH_FRAME.firm.name,
  },
  {
    key: 'page/en-compliance',
    kind: 'page',
    id: 'en-compliance',
    kicker: ENGLISH_COMPLIANCE.share.kicker,
    title: ENGLISH_COMPLIANCE.share.title,
    meta: ENGLISH_COMPLIANCE.share.meta,
    tone: toneOf('brand'),
    art: svgOf(<FamilyArt family="about" />, 400, 300),
    firmName: ENGLISH_FRAME.firm.name,
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
