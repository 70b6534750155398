import type { CSSProperties, ReactNode } from 'react';

import { Sheet, Stroke } from '@/components/Illustrations/parts';
import type { IndustryMotif } from '@/config/industries';
import type { IndustryTone } from '@/styles/tokens';

interface Props {
  motif: IndustryMotif;
  /** Accent colour of the industry (src/config/industries.ts): a design token. */
  tone: IndustryTone;
  className?: string;
}

/**
 * Each motif drawn in a 240 x 160 box: shapes only, painted with the paint classes of global.css
 * (`fill-tone`/`stroke-tone` read the industry's colour from `--tone`, set on the svg).
 */
const MOTIFS: Record<IndustryMotif, () => ReactNode> = {
  // Private equity: an ownership pie beside rising value bars.
  stake: () => (
    <>
      <circle className="fill-brand-soft stroke-brand-line" cx="78" cy="84" r="50" strokeWidth="2" />
      <path className="fill-tone" d="M78 84V34a50 50 0 0 1 47 66z" />
      <path className="fill-accent" d="M78 84l47 16a50 50 0 0 1-22 27z" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          className={i === 3 ? 'fill-accent' : 'fill-tone'}
          x={150 + i * 20}
          y={118 - i * 22}
          width="14"
          height={22 + i * 22}
          rx="3"
          opacity={0.45 + i * 0.18}
        />
      ))}
      <path className="stroke-tone" d="M146 92l22-16 20 6 34-38" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  // Secondary market: candlesticks over a grid.
  candles: () => (
    <>
      <rect className="fill-brand-soft stroke-brand-line" x="16" y="16" width="208" height="128" rx="12" strokeWidth="2" />
      {[48, 80, 112].map((y) => (
        <path key={y} className="stroke-brand-line" d={`M28 ${y}h184`} strokeWidth="1.5" strokeDasharray="4 5" />
      ))}
      {[
        [44, 70, 110, 84, 100],
        [72, 60, 104, 70, 92],
        [100, 74, 120, 90, 110],
        [128, 46, 96, 56, 82],
        [156, 40, 84, 50, 70],
        [184, 26, 70, 34, 56],
      ].map(([x, top, bottom, open, close], i) => (
        <g key={x}>
          <path className="stroke-tone" d={`M${x} ${top}V${bottom}`} strokeWidth="2" />
          <rect className={i === 2 ? 'fill-accent' : 'fill-tone'} x={x - 8} y={open} width="16" height={close - open} rx="2" />
        </g>
      ))}
    </>
  ),
  // Investment banking and research: a dossier under a magnifier.
  dossier: () => (
    <>
      <Sheet className="fill-white stroke-brand-line" x={40} y={22} width={112} height={124} rx={10} />
      <Sheet className="fill-brand-soft stroke-brand-line" x={28} y={32} width={112} height={124} rx={10} transform="translate(0 -6)" />
      <rect className="fill-tone" x="44" y="42" width="60" height="8" rx="4" />
      {[62, 78, 94, 110].map((y, i) => (
        <rect key={y} className="fill-brand-line" x="44" y={y} width={i % 2 ? 56 : 80} height="6" rx="3" />
      ))}
      <circle className="fill-white stroke-tone" cx="160" cy="96" r="30" strokeWidth="6" />
      <Stroke className="stroke-accent" d="M148 100l8 8 16-20" width={5} />
      <path className="stroke-tone" d="M182 118l26 26" strokeWidth="10" strokeLinecap="round" />
    </>
  ),
  // Consulting firms: a two-by-two matrix with a highlighted quadrant.
  matrix: () => (
    <>
      <rect className="fill-white stroke-brand-line" x="30" y="18" width="180" height="124" rx="12" strokeWidth="2" />
      <rect className="fill-brand-soft" x="42" y="30" width="76" height="48" rx="6" />
      <rect className="fill-tone" x="122" y="30" width="76" height="48" rx="6" />
      <rect className="fill-brand-soft" x="42" y="82" width="76" height="48" rx="6" />
      <rect className="fill-brand-soft" x="122" y="82" width="76" height="48" rx="6" />
      <circle className="fill-tone" cx="80" cy="106" r="7" opacity="0.5" />
      <circle className="fill-tone" cx="150" cy="106" r="9" opacity="0.7" />
      <circle className="fill-tone" cx="64" cy="52" r="6" opacity="0.4" />
      <circle className="fill-accent stroke-white" cx="166" cy="54" r="12" strokeWidth="3" />
      <path className="stroke-accent" d="M80 106L150 106L166 54" strokeWidth="2" strokeDasharray="4 4" fill="none" />
    </>
  ),
  // Industrials, chemicals, materials: a gear meshed with a molecule.
  gear: () => {
    const teeth = Array.from({ length: 10 }, (_, i) => i * 36);
    return (
      <>
        <g transform="translate(84 84)">
          {teeth.map((deg) => (
            <rect key={deg} className="fill-tone" x="-8" y="-56" width="16" height="18" rx="3" transform={`rotate(${deg})`} />
          ))}
          <circle className="fill-tone" r="44" />
          <circle className="fill-white" r="18" />
        </g>
        <path className="fill-brand-soft stroke-tone" d="M150 50l22-12 22 12v26l-22 12-22-12z" strokeWidth="3" />
        <path className="stroke-tone" d="M172 88v24m0 0l-22 12m22-12l22 12" strokeWidth="3" />
        <circle className="fill-accent" cx="172" cy="38" r="7" />
        <circle className="fill-tone" cx="150" cy="124" r="7" />
        <circle className="fill-accent" cx="194" cy="124" r="7" />
      </>
    );
  },
  // Medical devices, diagnostics, pharma and biotech: a double helix and a cross.
  helix: () => {
    const rungs = Array.from({ length: 9 }, (_, i) => 22 + i * 15);
    return (
      <>
        <path className="stroke-tone" d="M64 16c60 24 60 54 0 72s-60 48 0 72" strokeWidth="5" fill="none" />
        <path className="stroke-accent" d="M64 16c-60 24-60 54 0 72s60 48 0 72" strokeWidth="5" fill="none" />
        {rungs.map((y) => (
          <path key={y} className="stroke-brand-line" d={`M${40} ${y}h48`} strokeWidth="3" />
        ))}
        <rect className="fill-brand-soft stroke-brand-line" x="132" y="40" width="84" height="84" rx="20" strokeWidth="2" />
        <path className="fill-tone" d="M163 58h22v18h18v22h-18v18h-22v-18h-18V76h18z" />
      </>
    );
  },
  // Technology: a chip with circuit traces.
  chip: () => {
    const pins = [52, 68, 84, 100];
    return (
      <>
        {pins.map((p) => (
          <g key={p} className="stroke-brand-line" strokeWidth="3">
            <path d={`M${p + 36} 20v26M${p + 36} 114v26`} />
            <path d={`M56 ${p + 2}h26M158 ${p + 2}h26`} />
          </g>
        ))}
        <rect className="fill-tone" x="82" y="46" width="76" height="68" rx="10" />
        <rect className="stroke-white" x="98" y="60" width="44" height="40" rx="6" fill="none" strokeWidth="3" />
        <circle className="fill-accent" cx="120" cy="80" r="7" />
        <path
          className="stroke-tone"
          d="M184 62h26v-30M184 102h18v34M56 70H30v-36M56 94H24v40"
          strokeWidth="2.5"
          fill="none"
          opacity="0.6"
        />
        {[
          [210, 32],
          [202, 136],
          [30, 34],
          [24, 134],
        ].map(([x, y]) => (
          <circle className="fill-accent" key={`${x}-${y}`} cx={x} cy={y} r="5" />
        ))}
      </>
    );
  },
};

/** The local, decorative illustration of one industry (no image requests). */
export default function IndustryArt({ motif, tone, className }: Props) {
  const style = { '--tone': `var(--tone-${tone})` } as CSSProperties;
  return (
    <svg
      className={className}
      style={style}
      viewBox="0 0 240 160"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-motif={motif}
    >
      {MOTIFS[motif]()}
    </svg>
  );
}
