import { useEffect, useReducer } from 'react';

import { useBrowserValue } from '@/prerender';

import { type AnalyticsConsent, onAnalyticsConsent, readAnalyticsConsent } from './consent';

/** The visitor's answer for a component: null in the pre-rendered HTML and while the page is taken over, then kept current. */
export function useAnalyticsConsent(): AnalyticsConsent | null {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onAnalyticsConsent(changed), []);
  return useBrowserValue<AnalyticsConsent | null>(readAnalyticsConsent, null);
}
