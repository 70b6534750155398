/**
 * The seven industries of the site (the landing pages of /industryLanding/two … /eight): what every list, card, filter
 * and link needs of one. The content of each landing page (hero, segments, offers, leads …) is in industryLandings.ts,
 * so a page that only names an industry does not carry it. Plain data: no React, no window.
 */

import { INDUSTRY_LABELS, type IndustryWords } from '../content/labels/industries';
import type { IndustryTone } from '../styles/tokens';
import type { IndustrySlug } from './industrySlugs';

/** Which local illustration (src/components/IndustryArt) stands for an industry. */
export type IndustryMotif = 'stake' | 'candles' | 'dossier' | 'matrix' | 'gear' | 'helix' | 'chip';

/** An industry's settings; its name and summary are words (src/content/labels/industries.ts). */
interface IndustrySettings {
  /** The path segment after /industryLanding/. */
  slug: IndustrySlug;
  /** The landing id passed as ?id= to GET /api/platform/industry. */
  id: string;
  motif: IndustryMotif;
  /** Accent colour of the industry's panel and art: a design token (custom property `--tone-<tone>`). */
  tone: IndustryTone;
  /** The enquiry form that fits this industry best (a lead-form route). */
  formPath: string;
}

export type Industry = IndustrySettings & IndustryWords;

const SETTINGS: readonly IndustrySettings[] = [
  {
    slug: 'two',
    id: '2',
    motif: 'stake',
    tone: 'brand',
    formPath: '/expertCallForm',
  },
  {
    slug: 'three',
    id: '3',
    motif: 'candles',
    tone: 'teal',
    formPath: '/expertCallForm',
  },
  {
    slug: 'four',
    id: '4',
    motif: 'dossier',
    tone: 'indigo',
    formPath: '/psfForm',
  },
  {
    slug: 'five',
    id: '5',
    motif: 'matrix',
    tone: 'forest',
    formPath: '/studyForm',
  },
  {
    slug: 'six',
    id: '6',
    motif: 'gear',
    tone: 'copper',
    formPath: '/insightForm',
  },
  {
    slug: 'seven',
    id: '7',
    motif: 'helix',
    tone: 'jade',
    formPath: '/insightForm',
  },
  {
    slug: 'eight',
    id: '8',
    motif: 'chip',
    tone: 'royal',
    formPath: '/insightForm',
  },
];

export const INDUSTRIES: readonly Industry[] = SETTINGS.map((industry) => ({ ...industry, ...INDUSTRY_LABELS[industry.slug] }));

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
