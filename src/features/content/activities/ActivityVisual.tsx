import type { CSSProperties, ReactNode } from 'react';

import type * as API from '@/api';
import { findIndustry } from '@/config/industries';
import { ACTIVITY_VISUAL } from '@/content/ui/contentCards';
import { beijingParts } from '@/lib/beijingTime';
import { breakLines } from '@/lib/textLines';

import { ACTIVITY_FORMAT_TEXT } from './activityView';

import './ActivityVisual.css';

/** The motif of each format, in white over the industry's colour (right half of the visual). */
const MOTIFS: Record<API.ActivityFormat, ReactNode> = {
  // Online meeting: a screen with signal waves.
  online: (
    <g className="stroke-white" fill="none" opacity="0.45" strokeWidth="3" strokeLinecap="round">
      <rect x="222" y="52" width="74" height="50" rx="6" />
      <path d="M246 118h26M259 102v16" />
      <path d="M300 40a30 30 0 0 1 0 42M310 30a44 44 0 0 1 0 62" />
    </g>
  ),
  // On-site event: a round table seen from above, seats around it.
  offline: (
    <g opacity="0.45">
      <circle className="stroke-white" cx="262" cy="86" r="26" fill="none" strokeWidth="3" />
      {[0, 60, 120, 180, 240, 300].map((deg) => (
        <circle
          key={deg}
          className="fill-white"
          cx={262 + 42 * Math.cos((deg * Math.PI) / 180)}
          cy={86 + 42 * Math.sin((deg * Math.PI) / 180)}
          r="7"
        />
      ))}
    </g>
  ),
  // Live stream: a play button in a ring.
  live: (
    <g opacity="0.5">
      <circle className="stroke-white" cx="262" cy="84" r="36" fill="none" strokeWidth="3" />
      <path className="fill-white" d="M252 66l28 18-28 18z" />
    </g>
  ),
};

type VisualActivity = Pick<API.Activity, 'title' | 'format' | 'industry' | 'startTime'>;

/**
 * An activity's key visual, drawn from its data: the date, the format with its motif, the industry's colour and the
 * title. `card` is the small square of a list card (date only), `hero` the wide picture of the detail page.
 */
export default function ActivityVisual({ activity, size = 'hero' }: { activity: VisualActivity; size?: 'card' | 'hero' }) {
  const tone = findIndustry(activity.industry)?.tone ?? 'brand';
  const start = beijingParts(activity.startTime);
  const style = { '--tone': `var(--tone-${tone})` } as CSSProperties;
  if (size === 'card') {
    return (
      <svg
        className="activity-visual activity-visual--card"
        viewBox="0 0 80 88"
        style={style}
        aria-hidden="true"
        data-testid="activity-visual"
      >
        <rect className="fill-tone" width="80" height="88" rx="8" />
        <rect className="fill-accent" y="80" width="80" height="8" />
        <text className="fill-white activity-visual__small" x="40" y="22" textAnchor="middle" fontSize="12">
          {start ? ACTIVITY_VISUAL.month(start.month) : ACTIVITY_VISUAL.noMonth}
        </text>
        <text className="fill-white activity-visual__day" x="40" y="54" textAnchor="middle" fontSize="28">
          {start ? start.day : ACTIVITY_VISUAL.noDay}
        </text>
        {start && (
          <text className="fill-white activity-visual__small" x="40" y="72" textAnchor="middle" fontSize="11">
            {ACTIVITY_VISUAL.weekday(start.weekday)}
          </text>
        )}
      </svg>
    );
  }
  const lines = breakLines(activity.title, 11, 2);
  return (
    <svg
      className="activity-visual activity-visual--hero"
      viewBox="0 0 320 180"
      style={style}
      aria-hidden="true"
      data-testid="activity-visual"
    >
      <rect className="fill-tone" width="320" height="180" rx="12" />
      <path className="fill-brand-dark" opacity="0.35" d="M200 0h108a12 12 0 0 1 12 12v156a12 12 0 0 1-12 12H160z" />
      {MOTIFS[activity.format]}
      <rect className="fill-accent" x="20" y="20" width="64" height="20" rx="10" />
      <text className="fill-ink activity-visual__small" x="52" y="34" textAnchor="middle" fontSize="11">
        {ACTIVITY_FORMAT_TEXT[activity.format]}
      </text>
      <text className="fill-white activity-visual__day" x="20" y="92" fontSize="44">
        {start ? `${start.month}.${start.day}` : ACTIVITY_VISUAL.noDay}
      </text>
      {start && (
        <text className="fill-white activity-visual__small" x="22" y="112" fontSize="12">
          {ACTIVITY_VISUAL.yearWeekday(start.year, start.weekday)}
        </text>
      )}
      {lines.map((line, i) => (
        <text key={`${i}-${line}`} className="fill-white activity-visual__title" x="20" y={142 + i * 18} fontSize="14">
          {line}
        </text>
      ))}
    </svg>
  );
}
