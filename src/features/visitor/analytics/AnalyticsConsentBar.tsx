import { useLocation } from '@umijs/max';
import { type RefObject, useEffect, useRef, useState } from 'react';

import { localeOfPath } from '@/config/locales';
import {
  ANALYTICS_QUESTION_SHOWN_CLASS as SHOWN_CLASS,
  ANALYTICS_QUESTION_TITLE_ID as TITLE_ID,
  analyticsBuildOn,
  visitorSettings,
} from '@/config/visitor';
import { ANALYTICS_CONSENT_COPY } from '@/content/analyticsConsent';
import { ENGLISH_ANALYTICS_CONSENT_COPY } from '@/content/en/analyticsConsent';
import { isWechatBrowser } from '@/lib/userAgent';
import { useAfterTakeOver, useBrowserValue } from '@/prerender';

import { type AnalyticsAnswer, answerAnalytics } from './consent';
import NoticeLink from './NoticeLink';
import { useAnalyticsConsent } from './useAnalyticsConsent';

/** The question in the page's language (this chunk loads only where it is asked, after the take-over). */
const COPIES = { zh: ANALYTICS_CONSENT_COPY, en: ENGLISH_ANALYTICS_CONSENT_COPY };
/** On <html> while the bar shows, the bar's height (analyticsConsentBar.css). */
const HEIGHT_VAR = '--analytics-consent-height';

/** While the bar shows, the end of the page stays reachable above it: the footer grows by its height, scrolling stops above it. */
function useRoomAbove(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    root.classList.add(SHOWN_CLASS);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.classList.remove(SHOWN_CLASS);
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [bar, shown]);
}

/**
 * The analytics question, on every page with the common layout, until the visitor answers on this device: what is
 * recorded (inside WeChat: linked to the openid) and why, the notice, and two equal answers. In the pre-rendered HTML
 * as for a visitor not asked yet (whether it shows is the boot script's to say, then this component's); it takes no
 * focus and covers nothing but itself. A build that sends no analytics asks nothing. The answer is said to screen
 * readers once the bar has gone (a live region, there from the moment the bar is live).
 */
export default function AnalyticsConsentBar() {
  const copy = COPIES[localeOfPath(useLocation().pathname)];
  const consent = useAnalyticsConsent();
  const inWechat = useBrowserValue(isWechatBrowser, false);
  const live = useAfterTakeOver();
  const [said, setSaid] = useState('');
  const bar = useRef<HTMLElement>(null);
  // Not known yet (pre-rendered, being hydrated): rendered as for a visitor not asked, as the HTML has it.
  const shown = (consent ?? 'unasked') === 'unasked' && analyticsBuildOn(visitorSettings());
  useRoomAbove(bar, shown);

  const answer = (choice: AnalyticsAnswer) => {
    setSaid(copy.bar.answered[choice]);
    answerAnalytics(choice);
  };

  return (
    <>
      {live && (shown || said) && (
        <p className="visually-hidden" role="status">
          {said}
        </p>
      )}
      {shown && (
        <section ref={bar} className="analytics-consent" aria-labelledby={TITLE_ID} data-testid="analytics-consent" sensors-disable="true">
          <div className="analytics-consent__box">
            <p className="analytics-consent__text">
              <strong id={TITLE_ID}>{copy.bar.title}</strong>
              {copy.bar.recorded}
              {inWechat && copy.bar.wechat}
              {copy.bar.purpose}
              <NoticeLink copy={copy} />
            </p>
            <div className="analytics-consent__actions">
              {(['yes', 'no'] as const).map((choice) => (
                <button key={choice} type="button" className="btn btn--ghost analytics-consent__answer" onClick={() => answer(choice)}>
                  {copy.answers[choice]}
                </button>
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
