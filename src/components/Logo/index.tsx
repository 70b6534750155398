import { FIRM } from '@/config/site';
import './index.css';

/** The firm's mark: two pillars joined by an arc (a bridge of knowledge). */
export default function Logo({ light = false }: { light?: boolean }) {
  const ink = light ? '#fff' : 'var(--brand)';
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={ink} />
        <path d="M7 23V13m18 10V13M7 15c3-5 15-5 18 0" stroke={light ? 'var(--brand)' : '#fff'} strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="20" r="2.2" fill="var(--accent)" />
      </svg>
      <span className="logo__name" style={{ color: light ? '#fff' : 'var(--ink)' }}>
        {FIRM.name}
      </span>
    </span>
  );
}
