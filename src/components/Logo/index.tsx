import { FIRM } from '@/content/firm';

import './index.css';

/** The firm's mark: two pillars joined by an arc (a bridge of knowledge), and its name (in the page's language). */
export default function Logo({ light = false, name = FIRM.name }: { light?: boolean; name?: string }) {
  return (
    <span className={light ? 'logo logo--light' : 'logo'}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={light ? 'fill-white' : 'fill-brand'} width="32" height="32" rx="8" />
        <path
          className={light ? 'stroke-brand' : 'stroke-white'}
          d="M7 23V13m18 10V13M7 15c3-5 15-5 18 0"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
        <circle className="fill-accent" cx="16" cy="20" r="2.2" />
      </svg>
      <span className="logo__name">{name}</span>
    </span>
  );
}
