import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import type * as API from '@/api';
import { FIRM } from '@/content/firm';
import type { RelatedLink } from '@/content/formResults';
import { RESULT_CARD, type ResultCardWords } from '@/content/ui/leadForms';

import './result.css';

/** A page with a form but no submission yet: an empty form sheet, not a success tick. */
function PendingMark() {
  return (
    <svg className="lead-result__mark" viewBox="0 0 64 64" aria-hidden="true" data-testid="result-pending-mark">
      <circle className="fill-surface" cx="32" cy="32" r="30" />
      <rect className="fill-white stroke-brand-edge" x="19" y="14" width="26" height="36" rx="4" strokeWidth="2" />
      <path className="stroke-brand-light" d="M25 24h14M25 31h14M25 38h9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function SuccessMark() {
  return (
    <svg className="lead-result__mark" viewBox="0 0 64 64" aria-hidden="true">
      <circle className="fill-brand-soft" cx="32" cy="32" r="30" />
      <circle className="fill-brand" cx="32" cy="32" r="22" />
      <path className="stroke-white" d="M22 33l7 7 14-15" fill="none" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface ResultCardProps {
  formKey: string;
  /** The server's receipt of this visit's submission; without it the page says what it will show. */
  receipt: API.LeadReceipt | undefined;
  /** With a receipt: the heading and the thanks. */
  thanks: { title: string; text: string };
  /** Without one: what the page shows after a submission, and the way to the form(s). */
  pending: { text: string; action: ReactNode };
  steps: readonly string[];
  related: readonly RelatedLink[];
  /** The card's own words and its edition's home (the English result page's); the Chinese by default. */
  words?: ResultCardWords;
  home?: string;
}

/** A form's result: thanks with the reference number (or what will show here), what happens next, where to read on. */
export function ResultCard({ formKey, receipt, thanks, pending, steps, related, words = RESULT_CARD, home = '/' }: ResultCardProps) {
  return (
    <div className="lead-result container" data-testid="lead-result" data-form-key={formKey}>
      <div className="panel panel--raised lead-result__card">
        {receipt ? (
          <>
            <SuccessMark />
            <h1 className="lead-result__title">{thanks.title}</h1>
            <p className="lead-result__lead" data-testid="result-thanks">
              {thanks.text}
              {receipt.leadId && (
                <span className="lead-result__ref">
                  {words.reference}
                  <strong data-testid="lead-id">{receipt.leadId}</strong>
                </span>
              )}
            </p>
          </>
        ) : (
          <>
            <PendingMark />
            <h1 className="lead-result__title">{words.pendingTitle}</h1>
            <p className="lead-result__lead" data-testid="result-thanks">
              {pending.text}
            </p>
            {pending.action}
          </>
        )}

        <section className="lead-result__section" aria-labelledby="result-next">
          <h2 id="result-next">{receipt ? words.next : words.pendingNext}</h2>
          <ol className="lead-result__steps">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>

        <section className="lead-result__section" aria-labelledby="result-related">
          <h2 id="result-related">{words.related}</h2>
          <ul className="lead-result__related">
            {related.map((r) => (
              <li key={r.path}>
                <Link to={r.path}>{r.label}</Link>
              </li>
            ))}
            <li>
              <Link to={home}>{words.home}</Link>
            </li>
          </ul>
        </section>

        <p className="lead-result__contact">
          {words.contactPhone} <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          {words.contactEmail} <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          {words.recordsBefore}
          <Link to="/user">{words.recordsLink}</Link>
          {words.recordsAfter}
        </p>
      </div>
    </div>
  );
}
