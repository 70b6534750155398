import { Sheet, Stroke } from './parts';

/** A stack of report covers with a download arrow: the materials centre. */
export function MaterialsArt() {
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <Sheet className="fill-white stroke-brand-line" x={150} y={40} width={170} height={220} rx={12} transform="rotate(8 235 150)" />
      <Sheet className="fill-white stroke-brand-line" x={110} y={36} width={170} height={224} rx={12} />
      <rect className="fill-brand" x="110" y="36" width="170" height="70" rx="12" />
      <rect className="fill-brand" x="110" y="86" width="170" height="20" />
      <rect className="fill-white" x="130" y="58" width="92" height="10" rx="5" opacity="0.9" />
      <rect className="fill-brand-light" x="130" y="76" width="60" height="8" rx="4" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} className="fill-brand-pale" x="130" y={126 + i * 20} width={i % 2 ? 96 : 130} height="8" rx="4" />
      ))}
      <rect className="fill-accent" x="130" y="226" width="52" height="18" rx="4" opacity="0.85" />
      <circle className="fill-accent" cx="300" cy="220" r="38" />
      <Stroke className="stroke-white" d="M300 198v38m-15-15l15 15 15-15" width={7} />
      <circle className="fill-brand-line" cx="70" cy="90" r="10" />
      <circle className="fill-brand" cx="84" cy="230" r="6" opacity="0.4" />
    </svg>
  );
}
