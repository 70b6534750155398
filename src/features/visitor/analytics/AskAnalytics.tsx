import { lazy, useState } from 'react';

import { analyticsBuildOn, visitorSettings } from '@/config/visitor';
import { WhenReached } from '@/prerender';

import { readAnalyticsConsent } from './consent';
import { useAnalyticsConsent } from './useAnalyticsConsent';

import './analyticsConsentBar.css';

const AnalyticsConsentBar = lazy(() => import(/* webpackChunkName: "analytics-question" */ './AnalyticsConsentBar'));

const notAskedYet = () => readAnalyticsConsent() === 'unasked';

/**
 * The analytics question. Every pre-rendered page with the common layout has it in its HTML, shown from the first
 * paint only on a device not asked yet (the boot script tells by the stored answer; the CSS is here, on the first
 * page): it is on screen as soon as the page is, not later over it. Its script loads after the take-over, and only on
 * such a device; what the visitor did with it before is replayed then (`WhenReached`). Where the visitor has answered,
 * it goes with the take-over, its code never loaded. Once shown it stays, to say the answer to screen readers.
 */
export default function AskAnalytics() {
  const consent = useAnalyticsConsent();
  const [shownHere, setShownHere] = useState(false);
  if (!analyticsBuildOn(visitorSettings())) return null;
  // null: pre-rendered, or being taken over (the HTML as it was rendered).
  if (consent === 'unasked' && !shownHere) setShownHere(true);
  if (consent !== null && consent !== 'unasked' && !shownHere) return null;
  return (
    <WhenReached fallback={null} wakeAtOnce={notAskedYet}>
      <AnalyticsConsentBar />
    </WhenReached>
  );
}
