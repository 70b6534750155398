import { Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type * as API from '@/api';
import {
  PRIVACY_REQUEST_EFFECT,
  PRIVACY_REQUEST_FORMS,
  PRIVACY_REQUEST_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  type PrivacyRequestKind,
} from '@/config/forms/privacyRequests';
import { RIGHTS_COPY, rightsConfirmation, rightsRecordMeta } from '@/content/rightsRequests';
import { formatDate, formatDateTime } from '@/lib/beijingTime';

import { ConfirmationStep, LeadFormEngine } from './parts';
import { readRightsRequests, recordRightsRequest, type RightsRequestRecord } from './records';
import { useSlotBefore } from './useSlotBefore';

import './rights.css';

const KINDS = Object.keys(PRIVACY_REQUEST_LABELS) as PrivacyRequestKind[];

/** Where the confirmation step goes in the engine's form: just before its 提交请求. */
const ENGINE_ACTIONS = '.lead-form__actions';

const dayOf = (answerBy: string | undefined) => answerBy && formatDate(answerBy);

/**
 * The visitor's rights online (/user): withdraw the marketing consent, a copy of their information, its deletion or
 * correction, a restriction of its processing, leaving the expert network. The request is chosen on the lead form
 * engine (a failed request is kept as a draft and sent again like a lead); who is asking is confirmed by a one-time
 * code in a step of its own, inside the engine's form before its button. The confirmation says what the platform did:
 * in effect now, answered by a day, or held for a person to check; the device lists what was sent.
 */
export default function RightsRequests({ signedIn }: { signedIn: boolean }) {
  const [records, setRecords] = useState<RightsRequestRecord[]>(readRightsRequests);
  const [confirmed, setConfirmed] = useState<RightsRequestRecord | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const slot = useSlotBefore(formArea, ENGINE_ACTIONS, 'rights__confirm-slot');
  const form = signedIn ? PRIVACY_REQUEST_FORMS.privacyRequestSignedIn : PRIVACY_REQUEST_FORMS.privacyRequest;

  const submitted = (receipt: API.LeadReceipt, submission: API.LeadSubmission) => {
    const record: RightsRequestRecord = {
      kind: submission.values.request as PrivacyRequestKind,
      reference: receipt.leadId,
      sentAt: receipt.receivedAt,
      ...(receipt.answerBy ? { answerBy: receipt.answerBy } : {}),
      ...(receipt.outcome && PRIVACY_REQUEST_OUTCOMES.includes(receipt.outcome) ? { outcome: receipt.outcome } : {}),
    };
    setConfirmed(record);
    setRecords(recordRightsRequest(record));
  };

  return (
    // What a visitor asks about their own information is no one's click statistics.
    // A change to the form starts the next request: the last one's confirmation stays in the list below, not above it.
    <section
      className="panel rights"
      aria-labelledby="rights-title"
      data-testid="rights-requests"
      sensors-disable="true"
      onChange={() => setConfirmed(null)}
    >
      <h2 id="rights-title" className="rights__title">
        {RIGHTS_COPY.title}
      </h2>
      <p className="rights__intro">{RIGHTS_COPY.intro}</p>
      <dl className="rights__kinds">
        {KINDS.map((kind) => (
          <div key={kind}>
            <dt>
              {PRIVACY_REQUEST_LABELS[kind]}
              <span className={`rights__effect rights__effect--${PRIVACY_REQUEST_EFFECT[kind]}`}>
                {RIGHTS_COPY.effects[PRIVACY_REQUEST_EFFECT[kind]]}
              </span>
            </dt>
            <dd>{RIGHTS_COPY.kinds[kind]}</dd>
          </div>
        ))}
      </dl>
      <p className="rights__identity">{signedIn ? RIGHTS_COPY.identity.signedIn : RIGHTS_COPY.identity.anonymous}</p>

      {confirmed && (
        <p
          className={`rights__confirmed rights__confirmed--${confirmed.outcome ?? 'scheduled'}`}
          role="status"
          data-testid="rights-confirmation"
          data-outcome={confirmed.outcome}
        >
          {rightsConfirmation(PRIVACY_REQUEST_LABELS[confirmed.kind], confirmed.reference, confirmed.outcome, dayOf(confirmed.answerBy))}
        </p>
      )}

      <div ref={formArea}>
        <Suspense fallback={<p className="rights__note">{RIGHTS_COPY.loading}</p>}>
          <LeadFormEngine key={form.key} form={form} onSubmitted={submitted} />
        </Suspense>
      </div>
      {slot &&
        createPortal(
          <Suspense fallback={null}>
            <ConfirmationStep optional={signedIn} />
          </Suspense>,
          slot,
        )}
      <p className="rights__note">{RIGHTS_COPY.more}</p>

      {records.length > 0 && (
        <>
          <h3 className="rights__records-title">{RIGHTS_COPY.recordsTitle}</h3>
          <ul className="rights__records" data-testid="rights-records">
            {records.map((r) => (
              <li key={r.reference}>
                <span className="rights__record-title">
                  {PRIVACY_REQUEST_LABELS[r.kind]} · {r.reference}
                </span>
                <span className="rights__note">{rightsRecordMeta(formatDateTime(r.sentAt), r.outcome, dayOf(r.answerBy))}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
