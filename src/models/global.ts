import type { DvaModel } from '@umijs/max';

import type * as API from '@/api';
import { GLOBAL_MODEL } from '@/content/ui/visitor';

/** The displayed name the model starts with ('test model in use'). */
export const TEST_MODEL_NAME = GLOBAL_MODEL.testModelName;

/** The store's view of the visitor: empty until known (src/features/visitor/owner.ts keeps it in step with the device). */
export type UserInfo = Partial<API.WechatVisitor>;

export interface GlobalState {
  /** Displayed name; starts as the Chinese placeholder for 'test model in use'. */
  name: string;
  userInfo: UserInfo;
  wxConfig: boolean;
}

export const initialGlobalState: GlobalState = {
  name: TEST_MODEL_NAME,
  userInfo: {},
  wxConfig: false,
};

const GlobalModel: DvaModel<GlobalState> = {
  namespace: 'global',
  state: initialGlobalState,
  reducers: {
    save: (state = initialGlobalState, { payload }) => ({ ...state, ...payload }),
    /** Sample operation: replaces only the displayed name. */
    rename: (state = initialGlobalState, { payload }) => ({ ...state, name: String(payload) }),
  },
  effects: {
    /** Sample operation, asynchronous: replaces only the displayed name. */
    *renameAsync({ payload }, { put }) {
      yield put({ type: 'rename', payload });
    },
  },
};

export default GlobalModel;
