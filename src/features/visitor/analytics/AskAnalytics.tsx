import { lazy, Suspense, useState } from 'react';

import { analyticsBuildOn, visitorSettings } from '@/config/visitor';
import { useAfterTakeOver } from '@/prerender';

import { useAnalyticsConsent } from './useAnalyticsConsent';

const AnalyticsConsentBar = lazy(() => import(/* webpackChunkName: "analytics-question" */ './AnalyticsConsentBar'));

/**
 * The analytics question, loaded only on a device not asked yet, after the take-over: its code, words and styles stay
 * off the first page of everyone who answered. Once loaded it stays, to say the answer to screen readers.
 */
export default function AskAnalytics() {
  const consent = useAnalyticsConsent();
  const live = useAfterTakeOver();
  const [wanted, setWanted] = useState(false);
  if (!wanted && live && consent === 'unasked' && analyticsBuildOn(visitorSettings())) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AnalyticsConsentBar />
    </Suspense>
  ) : null;
}
