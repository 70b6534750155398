import { useInterval } from 'ahooks';

import type * as API from '@/api';
import { PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { formatDateTime } from '@/lib/beijingTime';
import { useAfterTakeOver, useData } from '@/prerender';
import { expireSentCode, listSentCodes } from '@/services/qa';

const POLL_MS = 2000;
const SHOWN = 6;

const STATE_LABELS: Record<API.SentVerification['state'], string> = {
  open: '可用',
  used: '已使用',
  void: '已失效（输错过多）',
  expired: '已过期',
};

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
      <h2 id="qa-codes">验证码（个人信息权利请求，模拟发送）</h2>
      <p>
        最近发送的短信与邮件验证码，最新的在最前（“立即过期”：看过期验证码的提示，无需等 10 分钟）；完整列表：
        <a href={PRIVACY_VERIFY_PATH} target="_blank" rel="noreferrer">
          GET {PRIVACY_VERIFY_PATH}
        </a>
      </p>
      {list.length === 0 ? (
        <p className="qa__status">尚未发送验证码。</p>
      ) : (
        <ol className="qa__feed" data-testid="qa-codes">
          {list.slice(0, SHOWN).map((c, i) => (
            <li key={c.verificationId}>
              <strong className="qa__code">{c.code}</strong> {c.channel === 'sms' ? '短信' : '邮件'} {c.to} · {STATE_LABELS[c.state]} · 输错{' '}
              {c.tries} 次 · {formatDateTime(c.expiresAt)} 过期
              {c.state === 'open' && i === list.findIndex((other) => other.to === c.to) && (
                <button
                  type="button"
                  className="link-button qa__inline"
                  data-qa="expire-code"
                  onClick={() => expireSentCode(c.to).finally(codes.refresh)}
                >
                  立即过期
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
