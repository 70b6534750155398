import { ANSWER_DAYS } from '@/content/answerDays';
import { FORM_ART } from '@/content/ui/leadForms';

/**
 * Form pages. `enquiry`: a short form and the consultant's call back (service, campaign, insight forms);
 * `survey`: a questionnaire with choices, stars and a progress bar.
 */
export function FormArt({
  variant = 'enquiry',
  badge = FORM_ART.workingDays(ANSWER_DAYS.enquiry),
  badgeWidth = 70,
}: {
  variant?: 'enquiry' | 'survey';
  /** The enquiry's pill: how soon a consultant answers, in the page's language, and the pill's width (English is wider). */
  badge?: string;
  badgeWidth?: number;
}) {
  if (variant === 'survey') {
    return (
      <svg viewBox="0 0 400 300" role="presentation">
        <rect className="fill-white stroke-brand-line" x="90" y="26" width="220" height="250" rx="14" strokeWidth="2" />
        <rect className="fill-brand" x="90" y="26" width="220" height="12" rx="6" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect
              className={i === 1 ? 'fill-brand' : 'fill-white stroke-brand-edge'}
              x="112"
              y={62 + i * 34}
              width="18"
              height="18"
              rx="4"
              strokeWidth="2"
            />
            {i === 1 && <path className="stroke-white" d="M116 81l4 4 7-8" strokeWidth="2.5" fill="none" strokeLinecap="round" />}
            <rect className="fill-slate" x="142" y={67 + i * 34} width={i === 1 ? 120 : 96} height="8" rx="4" />
          </g>
        ))}
        {[0, 1, 2, 3, 4].map((i) => (
          <path
            key={i}
            className={i < 4 ? 'fill-accent' : 'fill-brand-pale'}
            d={`M${126 + i * 38} 178l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z`}
          />
        ))}
        <rect className="fill-brand-soft" x="112" y="238" width="176" height="10" rx="5" />
        <rect className="fill-brand" x="112" y="238" width="122" height="10" rx="5" />
        <circle className="fill-accent" cx="318" cy="60" r="26" />
        <path className="stroke-white" d="M306 60l8 8 16-17" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <rect className="fill-white stroke-brand-line" x="60" y="40" width="200" height="220" rx="14" strokeWidth="2" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect className="fill-slate" x="82" y={66 + i * 50} width={40 + i * 8} height="7" rx="3.5" />
          <rect className="fill-surface stroke-brand-edge" x="82" y={80 + i * 50} width="156" height="22" rx="6" strokeWidth="1.5" />
        </g>
      ))}
      <rect className="fill-brand" x="82" y="222" width="156" height="24" rx="6" />
      <rect className="fill-white" x="132" y="231" width="56" height="6" rx="3" />
      <path className="stroke-brand-edge" d="M260 150c34 0 40-34 66-34" strokeWidth="2" strokeDasharray="5 6" fill="none" />
      <circle className="fill-brand-dark" cx="326" cy="110" r="42" />
      <path
        className="fill-white"
        d="M308 94c2-3 6-4 9-2l6 6c2 2 2 6 0 8l-4 3c3 6 8 11 14 14l3-4c2-2 6-2 8 0l6 6c2 3 1 7-2 9l-5 3c-4 2-9 2-13 0-11-6-20-15-26-26-2-4-2-9 0-13z"
      />
      <rect className="fill-accent" x={327 - badgeWidth / 2} y="168" width={badgeWidth} height="28" rx="14" />
      <text className="fill-ink" x="327" y="187" textAnchor="middle" fontSize="14" fontWeight="700">
        {badge}
      </text>
    </svg>
  );
}
