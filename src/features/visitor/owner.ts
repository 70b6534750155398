/**
 * The visitor's one owner. Who the visitor is lives on the device (src/lib/visitor.ts: the openid in storage and in
 * its cookie, the WeChat profile) and in the store (`global.userInfo`, what the pages read); the two change together,
 * only through these three. The WeChat JS-SDK's readiness for the page is in the same state, set by `wechatReady`.
 */
import type * as API from '@/api';
import { readVisitor, rememberVisitor, signOutVisitor } from '@/lib/visitor';
import type { GlobalState } from '@/models/global';

/** The `global` model's save, typed: it merges the payload into the state. */
const saveGlobal = (payload: Partial<GlobalState>) => ({ type: 'global/save' as const, payload });

/** The store's dispatch (any will do: these send only the `global` model's save). */
type Dispatch = (action: ReturnType<typeof saveGlobal>) => unknown;

/** The visitor this device knows (the openid restored from storage or its cookie), into the store; null if none. */
export function restore(dispatch: Dispatch): API.WechatVisitor | null {
  const visitor = readVisitor();
  dispatch(saveGlobal({ userInfo: visitor ?? {} }));
  return visitor;
}

/** A visitor who just signed in: kept on the device for 5 days, and in the store. */
export function signIn(dispatch: Dispatch, visitor: API.WechatVisitor): void {
  rememberVisitor(visitor);
  dispatch(saveGlobal({ userInfo: visitor }));
}

/** Forgets the visitor: the openid, its cookie and the profile leave the device, and the store. */
export function forget(dispatch: Dispatch): void {
  signOutVisitor();
  dispatch(saveGlobal({ userInfo: {} }));
}

/** The WeChat JS-SDK is configured for this page (`global.wxConfig`). */
export function wechatReady(dispatch: Dispatch): void {
  dispatch(saveGlobal({ wxConfig: true }));
}
