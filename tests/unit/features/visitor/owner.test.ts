import * as visitor from '@/features/visitor/owner';
import { readVisitor, restoreOpenid } from '@/lib/visitor';
import GlobalModel, { type GlobalState, initialGlobalState } from '@/models/global';

/** A store of the `global` model alone: what the pages read from it after each step. */
function globalStore() {
  let state: GlobalState = initialGlobalState;
  const dispatch = (action: { type: string; payload?: unknown }) => {
    expect(action.type).toBe('global/save');
    state = GlobalModel.reducers!.save(state, action as never);
  };
  return { dispatch, state: () => state };
}

describe('the visitor, owned in one place', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'openid8=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('signs in: the device keeps the openid (storage and cookie) and the profile, the store shows them', () => {
    const store = globalStore();
    visitor.signIn(store.dispatch, { openid: 'o-owner-1', nickname: '陈晓' });
    expect(store.state().userInfo).toEqual({ openid: 'o-owner-1', nickname: '陈晓' });
    expect(document.cookie).toContain('openid8=o-owner-1');
    expect(readVisitor()).toEqual({ openid: 'o-owner-1', nickname: '陈晓' });
  });

  it('restores a visitor the device knows into a fresh store, and an unknown one as empty', () => {
    visitor.signIn(globalStore().dispatch, { openid: 'o-owner-2', nickname: '林舟' });
    const next = globalStore();
    expect(visitor.restore(next.dispatch)).toEqual({ openid: 'o-owner-2', nickname: '林舟' });
    expect(next.state().userInfo).toEqual({ openid: 'o-owner-2', nickname: '林舟' });

    localStorage.clear();
    document.cookie = 'openid8=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const anonymous = globalStore();
    expect(visitor.restore(anonymous.dispatch)).toBeNull();
    expect(anonymous.state().userInfo).toEqual({});
  });

  it('forgets: nothing of the visitor is left on the device or in the store', () => {
    const store = globalStore();
    visitor.signIn(store.dispatch, { openid: 'o-owner-3', nickname: '周宁' });
    visitor.forget(store.dispatch);
    expect(store.state().userInfo).toEqual({});
    expect(document.cookie).not.toContain('openid8=o-owner-3');
    expect(restoreOpenid()).toBeNull();
    expect(readVisitor()).toBeNull();
  });
});
