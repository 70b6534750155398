import type { DvaModel } from '@umijs/max';

import type * as API from '@/api';
import { feedback } from '@/components/feedback';
import { CODE_ANSWER_SUCCESS } from '@/config/successCode';
import { DISPLAY_SECONDS, INDUSTRY_LOADING_DELAY_MS } from '@/config/timing';
import { TEXTS } from '@/content/messages';
import { restoreOpenid } from '@/lib/visitor';
import { getIndustryList } from '@/services/industry';

export interface IndustryState {
  industryList: API.IndustryItem[];
  /** The last request: which landing id, and the openid it was asked with ('' before the visitor is known). */
  requested: { id: string; openid: string } | null;
  /** Whether that request is still under way. */
  pending: boolean;
  /** The landing id whose request has finished (answered or failed); null before. Until then a page shows loading. */
  settledFor: string | null;
}

export const initialIndustryState: IndustryState = { industryList: [], requested: null, pending: false, settledFor: null };

interface LocationLike {
  pathname: string;
  search: string;
}

/** The landing id when a location is an industry landing page with ?id=, else null. */
export function landingIdOf(location: LocationLike): string | null {
  if (!location.pathname.includes('/industryLanding')) return null;
  return new URLSearchParams(location.search).get('id') || null;
}

const IndustryModel: DvaModel<IndustryState> = {
  namespace: 'industry',
  state: initialIndustryState,
  reducers: {
    save: (state = initialIndustryState, { payload }) => ({ ...state, ...payload }),
  },
  effects: {
    *fetch({ payload }, { call, put }) {
      const { id } = payload as { id: string };
      const openid = restoreOpenid() ?? '';
      yield put({ type: 'save', payload: { requested: { id, openid }, pending: true } });
      const hide = feedback.loading(TEXTS.loading, { duration: 0, delay: INDUSTRY_LOADING_DELAY_MS });
      try {
        const res: API.CodeResponse<API.IndustryItem[]> = yield call(getIndustryList, { id, openid });
        hide();
        if (res?.code === CODE_ANSWER_SUCCESS) {
          yield put({ type: 'save', payload: { industryList: res.data ?? [], settledFor: id, pending: false } });
        } else {
          yield put({ type: 'save', payload: { settledFor: id, pending: false } });
          feedback.error(TEXTS.loadFailed, { duration: DISPLAY_SECONDS.industryFailure });
        }
      } catch {
        hide();
        yield put({ type: 'save', payload: { settledFor: id, pending: false } });
        feedback.error(TEXTS.loadFailed, { duration: DISPLAY_SECONDS.industryFailure });
      }
    },
  },
  subscriptions: {
    setup({ dispatch, history }) {
      // The list is the visitor's own (it carries the openid): never requested while pre-rendering.
      if (typeof window === 'undefined') return undefined;
      const onLocation = (location: LocationLike) => {
        const id = landingIdOf(location);
        if (id) dispatch({ type: 'fetch', payload: { id } });
      };
      // history.listen does not report the first location.
      onLocation(history.location);
      return history.listen(({ location }) => onLocation(location));
    },
  },
};

export default IndustryModel;
