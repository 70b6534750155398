import { useInterval } from 'ahooks';

import type * as API from '@/api';
import { PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { TEST_PAGE } from '@/content/pages/test';
import { formatDateTime } from '@/lib/beijingTime';
import { useAfterTakeOver, useData } from '@/prerender';
import { expireSentCode, listSentCodes } from '@/services/qa';

const POLL_MS = 2000;
const SHOWN = 6;

const COPY = TEST_PAGE.codes;
const STATE_LABELS: Record<API.SentVerification['state'], string> = COPY.states;

/**
 * QA: the one-time codes the mocked platform "sent" for rights requests (/user), newest first and live, so a code can
 * be typed by hand as a visitor types the one on their phone.
 */
export default function SentCodes() {
  const live = useAfterTakeOver();
  const codes = useData(live && { key: 'qa:codes', load: listSentCodes });
  useInterval(() => codes.refresh(), live ? POLL_MS : undefined);
  const list = codes.data?.data?.list ?? [];

  return (
    <section className="qa__group" aria-labelledby="qa-codes">
      <h2 id="qa-codes">{COPY.title}</h2>
      <p>
        {COPY.lead}
        <a href={PRIVACY_VERIFY_PATH} target="_blank" rel="noreferrer">
          GET {PRIVACY_VERIFY_PATH}
        </a>
      </p>
      {list.length === 0 ? (
        <p className="qa__status">{COPY.empty}</p>
      ) : (
        <ol className="qa__feed" data-testid="qa-codes">
          {list.slice(0, SHOWN).map((c, i) => (
            <li key={c.verificationId}>
              <strong className="qa__code">{c.code}</strong>{' '}
              {COPY.line({
                channel: c.channel === 'sms' ? COPY.channels.sms : COPY.channels.email,
                to: c.to,
                state: STATE_LABELS[c.state],
                tries: c.tries,
                expiresAt: formatDateTime(c.expiresAt),
              })}
              {c.state === 'open' && i === list.findIndex((other) => other.to === c.to) && (
                <button
                  type="button"
                  className="link-button qa__inline"
                  data-qa="expire-code"
                  onClick={() => expireSentCode(c.to).finally(codes.refresh)}
                >
                  {COPY.expire}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
