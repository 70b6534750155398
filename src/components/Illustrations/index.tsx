/**
 * Decorative inline illustrations of the content pages (no image requests). Each family of pages has its own
 * (`FamilyArt`), so no picture is reused out of context: services, research, activities, about, forms, the survey
 * and the materials centre; the industries draw theirs from their data (IndustryArt), the home page has HeroArt.
 */
import { FormArt } from './FormArt';
import { MaterialsArt } from './MaterialsArt';
import { BrandGradient } from './parts';
import { ResearchArt } from './ResearchArt';

export type ArtFamily = 'services' | 'research' | 'activities' | 'about' | 'forms' | 'survey' | 'materials';

/** Experts as nodes joined to a central bridge. */
export function NetworkArt() {
  const nodes: [number, number, number][] = [
    [60, 70, 14],
    [330, 60, 12],
    [350, 220, 16],
    [70, 230, 12],
    [200, 30, 10],
    [210, 270, 11],
    [120, 150, 9],
    [290, 150, 9],
  ];
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <BrandGradient id="art-net" />
      {nodes.map(([x, y], i) => (
        <line key={`l${i}`} className="stroke-brand-edge" x1="200" y1="150" x2={x} y2={y} strokeWidth="2" strokeDasharray="4 6" />
      ))}
      <circle cx="200" cy="150" r="64" fill="url(#art-net)" />
      <path className="stroke-white" d="M168 172v-30m64 30v-30m-64 8c10-18 54-18 64 0" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle className="fill-accent" cx="200" cy="164" r="6" />
      {nodes.map(([x, y, r], i) => (
        <g key={`n${i}`}>
          <circle className="fill-white stroke-brand-line" cx={x} cy={y} r={r + 6} />
          <circle className={i % 3 === 0 ? 'fill-accent' : 'fill-brand'} cx={x} cy={y - r * 0.25} r={r * 0.35} />
          <path
            className={i % 3 === 0 ? 'fill-accent' : 'fill-brand'}
            d={`M${x - r * 0.6} ${y + r * 0.6}a${r * 0.6} ${r * 0.5} 0 0 1 ${r * 1.2} 0`}
          />
        </g>
      ))}
    </svg>
  );
}

/** A calendar page with a microphone: activities. */
export function EventArt() {
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <rect className="fill-white stroke-brand-line" x="70" y="50" width="220" height="200" rx="18" strokeWidth="2" />
      <rect className="fill-brand" x="70" y="50" width="220" height="52" rx="18" />
      <rect className="fill-brand" x="70" y="84" width="220" height="18" />
      <circle className="fill-brand-dark" cx="120" cy="50" r="8" />
      <circle className="fill-brand-dark" cx="240" cy="50" r="8" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            className={row === 1 && col === 2 ? 'fill-accent' : 'fill-brand-soft'}
            x={92 + col * 38}
            y={120 + row * 30}
            width="26"
            height="18"
            rx="4"
          />
        )),
      )}
      <rect className="fill-brand-dark" x="300" y="120" width="40" height="74" rx="20" />
      <path
        className="stroke-brand-dark"
        d="M288 176c0 28 64 28 64 0M320 210v30m-20 0h40"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A globe with office pins. */
export function GlobeArt() {
  const pins: [number, number][] = [
    [236, 118],
    [226, 96],
    [214, 146],
    [222, 152],
    [196, 196],
  ];
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <circle className="fill-brand-soft stroke-brand-edge" cx="200" cy="150" r="120" strokeWidth="2" />
      <ellipse className="stroke-brand-edge" cx="200" cy="150" rx="55" ry="120" fill="none" strokeWidth="2" />
      <path className="stroke-brand-edge" d="M80 150h240M98 90h204M98 210h204" strokeWidth="2" />
      <path className="fill-brand-line" d="M150 70c30 10 70 0 90 20s10 40 30 50-10 50-40 50-30 30-60 20-40-40-30-70 0-60 10-70z" />
      {pins.map(([x, y], i) => (
        <g key={i}>
          <circle className={`stroke-white ${i === 0 ? 'fill-accent' : 'fill-brand'}`} cx={x} cy={y} r="9" strokeWidth="3" />
        </g>
      ))}
    </svg>
  );
}

/** The hero illustration of a family of pages. */
export function FamilyArt({ family }: { family: ArtFamily }) {
  switch (family) {
    case 'services':
      return <NetworkArt />;
    case 'research':
      return <ResearchArt />;
    case 'activities':
      return <EventArt />;
    case 'about':
      return <GlobeArt />;
    case 'forms':
      return <FormArt />;
    case 'survey':
      return <FormArt variant="survey" />;
    case 'materials':
      return <MaterialsArt />;
  }
}
