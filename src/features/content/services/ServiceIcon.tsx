import type * as API from '@/api';

/** A line icon per service, drawn inline (no image requests). */
const PATHS: Record<API.ServiceId, string> = {
  'expert-call': 'M9 6h4l2 5-3 2a12 12 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 7 8a2 2 0 0 1 2-2z',
  meeting:
    'M6 21v-1a4 4 0 0 1 4-4h2a4 4 0 0 1 4 4v1M11 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 13a2.5 2.5 0 1 0 0-5M20 16a3.5 3.5 0 0 1 3 3.5v1.5',
  'custom-insight': 'M14 20a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM18.5 18.5L24 24M11 14h6M14 11v6',
  'quant-study': 'M6 23h19M9 19v-5M14 19V9M19 19v-8M24 19V6',
  psf: 'M7 9h18v13H7zM12 9V6h8v3M7 15h18M15 14v3h2v-3',
  training: 'M5 11l11-5 11 5-11 5-11-5zM10 13.5V19c2 2 10 2 12 0v-5.5M26 11v6',
};

export default function ServiceIcon({ id, size = 48 }: { id: API.ServiceId; size?: number }) {
  return (
    <svg className="service-icon" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className="fill-brand-soft" width="32" height="32" rx="9" />
      <path
        className="stroke-brand"
        d={PATHS[id] ?? PATHS['custom-insight']}
        fill="none"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
