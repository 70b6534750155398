import { useDispatch, useSelector } from '@umijs/max';
import { useCallback, useEffect } from 'react';

import type * as API from '@/api';
import type { GlobalState } from '@/models/global';
import type { IndustryState } from '@/models/industry';
import { useAfterTakeOver } from '@/prerender';

const FETCH = 'industry/fetch';

export interface IndustrySegments {
  /** 'loading' until the answer for this landing is in (and while the page is being taken over); 'failed' when it had none. */
  state: 'loading' | 'failed' | 'ready';
  items: API.IndustryItem[];
  /** A request is under way (a retry, or a visitor who just signed in), while the previous list stays shown. */
  busy: boolean;
  retry: () => void;
}

/** The items of the stored list that belong to this landing id (a previous landing's list is ignored). */
export const itemsFor = (list: readonly API.IndustryItem[], landingId: string) =>
  list.filter((item) => item.landingId === undefined || item.landingId === landingId);

/**
 * A landing's sub-segments, as the `industry` model holds them. The model's subscription asks for a landing addressed
 * with ?id=; a landing opened without it, or a visitor who signed in after the first request, asks here, through the
 * same model. The list is the visitor's own (asked with the openid): never part of the pre-rendered page.
 */
export function useIndustrySegments(landingId: string): IndustrySegments {
  const dispatch = useDispatch();
  const { industryList, requested, pending, settledFor } = useSelector((s: { industry: IndustryState }) => s.industry);
  const openid = useSelector((s: { global: GlobalState }) => s.global.userInfo.openid);
  const shown = useAfterTakeOver();
  const retry = useCallback(() => dispatch({ type: FETCH, payload: { id: landingId } }), [dispatch, landingId]);

  const askedForThis = requested?.id === landingId && (typeof openid !== 'string' || requested.openid === openid);
  useEffect(() => {
    if (shown && !askedForThis) retry();
  }, [shown, askedForThis, retry]);

  const items = itemsFor(industryList, landingId);
  const state = !shown || (items.length === 0 && (pending || settledFor !== landingId)) ? 'loading' : items.length ? 'ready' : 'failed';
  return { state, items, busy: pending, retry };
}
