import { OPEN_IN_BROWSER_HINT } from '@/content/ui/materials';

/** A phone's WeChat title bar: the ··· button at the top right and the menu item "在浏览器中打开". */
export default function OpenInBrowserHint() {
  return (
    <svg className="material-fallback__hint" viewBox="0 0 320 260" role="img" aria-labelledby="material-fallback-hint-title">
      <title id="material-fallback-hint-title">{OPEN_IN_BROWSER_HINT.title}</title>
      <rect className="fill-white stroke-slate" x="40" y="10" width="240" height="250" rx="26" strokeWidth="3" />
      <rect className="fill-surface" x="52" y="24" width="216" height="44" rx="8" />
      <rect className="fill-slate" x="66" y="40" width="86" height="10" rx="5" />
      <rect className="fill-white stroke-accent" x="210" y="32" width="48" height="28" rx="14" strokeWidth="3" />
      <circle className="fill-ink" cx="224" cy="46" r="3.5" />
      <circle className="fill-ink" cx="234" cy="46" r="3.5" />
      <circle className="fill-ink" cx="244" cy="46" r="3.5" />
      <path className="stroke-accent" d="M236 70c10 18 12 34 6 52" strokeWidth="3" fill="none" strokeDasharray="5 5" />
      <path className="stroke-accent" d="M236 118l6 10 7-9" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect className="fill-surface stroke-line" x="52" y="136" width="216" height="112" rx="12" />
      <rect className="fill-white stroke-line" x="70" y="150" width="52" height="52" rx="12" />
      <rect className="fill-white stroke-line" x="134" y="150" width="52" height="52" rx="12" />
      <rect className="fill-brand-soft stroke-brand" x="198" y="150" width="52" height="52" rx="12" strokeWidth="2.5" />
      <circle className="stroke-brand" cx="224" cy="176" r="13" fill="none" strokeWidth="2.5" />
      <path className="stroke-brand" d="M211 176h26M224 163c-6 8-6 18 0 26M224 163c6 8 6 18 0 26" strokeWidth="2" fill="none" />
      <text className="fill-brand" x="224" y="226" textAnchor="middle" fontSize="12" fontWeight="700">
        {OPEN_IN_BROWSER_HINT.menuItem}
      </text>
      <rect className="fill-slate" x="82" y="218" width="28" height="8" rx="4" />
      <rect className="fill-slate" x="146" y="218" width="28" height="8" rx="4" />
    </svg>
  );
}
