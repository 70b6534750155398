import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import PageLink from '@/components/PageLink';
import { INDUSTRIES, industryLandingHref } from '@/config/industries';
import type { IndustrySlug } from '@/config/industrySlugs';
import type { IndustryWords } from '@/content/labels/industries';

import './IndustryTiles.css';

interface Props {
  /** Each industry's name and summary in the page's language (the Chinese by default). */
  words?: Record<IndustrySlug, IndustryWords>;
  /** Beside each tile's name: the landing page is in another language than the tile (the English home's "in Chinese"). */
  note?: ReactNode;
  /** A last tile, closing the grid: to the overview of all industries, or to a band of the page (`/en#contact`). */
  last?: { title: string; text: string; path: string };
}

/** The seven industries as tiles, each leading to its landing page; on the home pages. */
export default function IndustryTiles({ words, note, last }: Props) {
  return (
    <ul className="grid grid--4 grid--tablet-2 grid--phone-1 industry-tiles">
      {INDUSTRIES.map((industry) => (
        <li key={industry.slug}>
          <Link to={industryLandingHref(industry)} className="industry-tile">
            <strong>{words?.[industry.slug].name ?? industry.name}</strong>
            <span>{words?.[industry.slug].summary ?? industry.summary}</span>
            {note}
          </Link>
        </li>
      ))}
      {/* The eighth tile closes the grid (seven industries would leave a hole) and leads to the overview. */}
      {last && (
        <li>
          <PageLink to={last.path} className="industry-tile industry-tile--all">
            <strong>{last.title}</strong>
            <span>{last.text}</span>
          </PageLink>
        </li>
      )}
    </ul>
  );
}
