import { Sheet, Stroke } from './parts';

/** Research (insights, hot topics, the library, cases): two pages of a report, a chart and an expert's quote. */
export function ResearchArt() {
  const bars = [46, 70, 58, 92, 110];
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <Sheet className="fill-brand-soft stroke-brand-line" x={168} y={34} width={180} height={230} rx={10} transform="rotate(6 258 149)" />
      <Sheet className="fill-white stroke-brand-line" x={92} y={30} width={190} height={240} rx={10} />
      <rect className="fill-brand-dark" x="92" y="30" width="190" height="10" rx="5" />
      <rect className="fill-ink" x="112" y="58" width="120" height="10" rx="5" opacity="0.85" />
      <rect className="fill-slate" x="112" y="76" width="150" height="7" rx="3.5" />
      <rect className="fill-slate" x="112" y="90" width="96" height="7" rx="3.5" />
      <path className="stroke-line" d="M112 200h150" strokeWidth="2" />
      {bars.map((h, i) => (
        <rect
          key={h}
          className={i === 3 ? 'fill-accent' : 'fill-brand'}
          x={120 + i * 28}
          y={200 - h * 0.8}
          width="16"
          height={h * 0.8}
          rx="3"
          opacity={i === 3 ? 1 : 0.55 + i * 0.1}
        />
      ))}
      <Stroke className="stroke-brand-dark" d="M124 150l28-14 28 8 28-30 28-12" width={2.5} />
      <rect className="fill-slate" x="112" y="218" width="150" height="7" rx="3.5" />
      <rect className="fill-slate" x="112" y="232" width="120" height="7" rx="3.5" />
      <path
        className="fill-brand"
        d="M262 196h96a14 14 0 0 1 14 14v44a14 14 0 0 1-14 14h-58l-22 18v-18h-16a14 14 0 0 1-14-14v-44a14 14 0 0 1 14-14z"
      />
      <path className="fill-accent" d="M276 216h14v14c0 8-4 13-12 15l-2-5c4-2 6-4 6-8h-6zm24 0h14v14c0 8-4 13-12 15l-2-5c4-2 6-4 6-8h-6z" />
      <rect className="fill-brand-light" x="322" y="218" width="34" height="6" rx="3" />
      <rect className="fill-brand-light" x="322" y="232" width="24" height="6" rx="3" />
    </svg>
  );
}
