import type { CSSProperties, ReactNode } from 'react';

import type * as API from '@/api';
import { MATERIAL_COVER } from '@/content/ui/materials';
import { breakLines } from '@/lib/textLines';

import { MATERIAL_TYPE_TEXT, materialTone } from './materialView';

import './MaterialCover.css';

type CoverMaterial = Pick<API.MaterialSummary, 'title' | 'type' | 'industries' | 'publishedAt'>;

/** The pattern of each series, in white over the cover's colour. */
const PATTERNS: Record<API.MaterialType, ReactNode> = {
  // Research reports: rising bars and a trend line.
  report: (
    <g className="stroke-white" opacity="0.35" strokeWidth="2" fill="none">
      <path d="M18 140v-14M30 140v-22M42 140v-18M54 140v-30M66 140v-38" strokeWidth="7" />
      <path d="M16 104l14-8 12 4 12-14 14-8" strokeLinecap="round" />
    </g>
  ),
  // White papers: nested arcs, a field seen from above.
  whitepaper: (
    <g className="stroke-white" opacity="0.3" strokeWidth="1.5" fill="none">
      {[20, 34, 48, 62].map((r) => (
        <circle key={r} cx="120" cy="160" r={r} />
      ))}
    </g>
  ),
  // Service brochures: a grid of dots, one of them accented.
  brochure: (
    <g>
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <circle
            key={`${row}-${col}`}
            className={row === 2 && col === 3 ? 'fill-accent' : 'fill-white'}
            opacity={row === 2 && col === 3 ? 1 : 0.3}
            cx={44 + col * 16}
            cy={100 + row * 14}
            r="3"
          />
        )),
      )}
    </g>
  ),
  // Case collections: quotation marks, the client's own words.
  'case-study': (
    <path
      className="fill-white"
      opacity="0.3"
      d="M70 104h18v18c0 11-6 18-16 20l-2-6c5-2 8-6 8-11h-8zm26 0h18v18c0 11-6 18-16 20l-2-6c5-2 8-6 8-11h-8z"
    />
  ),
};

/**
 * A designed cover of a report or material, drawn from its data: the series (kind and year), the title and the
 * colour of its industry, with a pattern per kind. Decorative next to the real title (hidden from screen readers).
 */
export default function MaterialCover({ material, size = 'card' }: { material: CoverMaterial; size?: 'card' | 'hero' }) {
  const lines = breakLines(material.title, 8, 4);
  const year = material.publishedAt.slice(0, 4);
  return (
    <svg
      className={`material-cover material-cover--${size}`}
      viewBox="0 0 120 160"
      style={{ '--tone': `var(--tone-${materialTone(material.industries)})` } as CSSProperties}
      aria-hidden="true"
      focusable="false"
      data-testid="material-cover"
    >
      <rect className="fill-tone" width="120" height="160" rx="6" />
      <rect className="fill-accent" width="5" height="160" />
      {PATTERNS[material.type]}
      <text className="fill-white material-cover__series" x="14" y="20" fontSize="7.5">
        {MATERIAL_COVER.series(MATERIAL_TYPE_TEXT[material.type])}
      </text>
      <rect className="fill-white" x="14" y="26" width="24" height="1.5" opacity="0.7" />
      {lines.map((line, i) => (
        <text key={`${i}-${line}`} className="fill-white material-cover__title" x="14" y={44 + i * 14} fontSize="11.5">
          {line}
        </text>
      ))}
      <text className="fill-white material-cover__year" x="106" y="150" textAnchor="end" fontSize="8">
        {year}
      </text>
    </svg>
  );
}
