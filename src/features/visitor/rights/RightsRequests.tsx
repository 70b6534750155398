import { lazy, Suspense, useState } from 'react';

import { PRIVACY_REQUEST_FORMS, PRIVACY_REQUEST_LABELS, type PrivacyRequestKind } from '@/config/forms/privacyRequests';
import { RIGHTS_COPY, rightsConfirmation } from '@/content/rightsRequests';
import { formatDate, formatDateTime } from '@/lib/beijingTime';

import { readRightsRequests, recordRightsRequest, type RightsRequestRecord } from './records';

import './rights.css';

const LeadFormEngine = lazy(() => import('@/features/leads/engine/LeadFormEngine'));

const KINDS = Object.keys(PRIVACY_REQUEST_LABELS) as PrivacyRequestKind[];

/**
 * The visitor's rights online (/user): withdraw the marketing consent, a copy of their information, its deletion, leaving
 * the expert network. Sent on the lead form engine, so a failed request is kept as a draft and sent again like a lead;
 * the confirmation names the reference and the day the answer is due, and the device lists what was sent.
 */
export default function RightsRequests({ signedIn }: { signedIn: boolean }) {
  const [records, setRecords] = useState<RightsRequestRecord[]>(readRightsRequests);
  const [confirmed, setConfirmed] = useState<RightsRequestRecord | null>(null);
  const form = signedIn ? PRIVACY_REQUEST_FORMS.privacyRequestSignedIn : PRIVACY_REQUEST_FORMS.privacyRequest;

  const submitted = (receipt: API.LeadReceipt, submission: API.LeadSubmission) => {
    const record: RightsRequestRecord = {
      kind: submission.values.request as PrivacyRequestKind,
      reference: receipt.leadId,
      sentAt: receipt.receivedAt,
      ...(receipt.answerBy ? { answerBy: receipt.answerBy } : {}),
    };
    setConfirmed(record);
    setRecords(recordRightsRequest(record));
  };

  return (
    // What a visitor asks about their own information is no one's click statistics.
    <section className="panel rights" aria-labelledby="rights-title" data-testid="rights-requests" sensors-disable="true">
      <h2 id="rights-title" className="rights__title">
        {RIGHTS_COPY.title}
      </h2>
      <p className="rights__intro">{RIGHTS_COPY.intro}</p>
      <dl className="rights__kinds">
        {KINDS.map((kind) => (
          <div key={kind}>
            <dt>{PRIVACY_REQUEST_LABELS[kind]}</dt>
            <dd>{RIGHTS_COPY.kinds[kind]}</dd>
          </div>
        ))}
      </dl>
      <p className="rights__identity">{signedIn ? RIGHTS_COPY.identity.signedIn : RIGHTS_COPY.identity.anonymous}</p>

      {confirmed && (
        <p className="rights__confirmed" role="status" data-testid="rights-confirmation">
          {rightsConfirmation(
            PRIVACY_REQUEST_LABELS[confirmed.kind],
            confirmed.reference,
            confirmed.answerBy && formatDate(confirmed.answerBy),
          )}
        </p>
      )}

      <Suspense fallback={<p className="rights__note">{RIGHTS_COPY.loading}</p>}>
        <LeadFormEngine key={form.key} form={form} onSubmitted={submitted} />
      </Suspense>
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
                <span className="rights__note">
                  {formatDateTime(r.sentAt)} 提交{r.answerBy && ` · ${formatDate(r.answerBy)}前答复`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
