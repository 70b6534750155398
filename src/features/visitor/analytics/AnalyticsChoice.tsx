import { useState } from 'react';

import { analyticsBuildOn, visitorSettings } from '@/config/visitor';
import { ANALYTICS_CONSENT_COPY } from '@/content/analyticsConsent';

import { type AnalyticsAnswer, answerAnalytics } from './consent';
import NoticeLink from './NoticeLink';
import { useAnalyticsConsent } from './useAnalyticsConsent';

import './analyticsChoice.css';

const COPY = ANALYTICS_CONSENT_COPY;

/**
 * The visitor's answer to the analytics question, kept on this device (/user): what is recorded, and the three states
 * as they are (not asked yet: neither answer chosen). A change takes effect at once (start.ts hears it): a yes starts
 * the SDK from now, a no stops it and every beacon.
 */
export default function AnalyticsChoice() {
  const consent = useAnalyticsConsent();
  const [changed, setChanged] = useState<AnalyticsAnswer | null>(null);

  if (!analyticsBuildOn(visitorSettings())) {
    return (
      <div className="uc-analytics" data-testid="analytics-choice">
        <p className="analytics-choice__state">{COPY.choice.off}</p>
      </div>
    );
  }

  const change = (choice: AnalyticsAnswer) => {
    answerAnalytics(choice);
    setChanged(choice);
  };

  return (
    <div className="uc-analytics" data-testid="analytics-choice" sensors-disable="true">
      <fieldset className="analytics-choice" disabled={consent === null}>
        <legend className="analytics-choice__legend">{COPY.choice.legend}</legend>
        <p className="analytics-choice__recorded">
          {COPY.choice.recorded}
          <NoticeLink />
        </p>
        <div className="analytics-choice__options">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="analytics-choice__option">
              <input type="radio" name="analytics-consent" value={choice} checked={consent === choice} onChange={() => change(choice)} />
              {COPY.answers[choice]}
            </label>
          ))}
        </div>
        <p className="analytics-choice__state" data-testid="analytics-state">
          {consent && COPY.choice.state[consent]}
        </p>
        {changed && changed === consent && (
          <p className="uc-analytics__note" role="status">
            {COPY.choice.changed[changed]}
          </p>
        )}
      </fieldset>
    </div>
  );
}
