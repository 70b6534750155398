import type { request as umiRequest } from '@umijs/max';

/**
 * Umi's `request` (the request plugin: axios with the interceptors of src/app.tsx), loaded with the first request. A
 * pre-rendered page carries its data, so a visit that asks the API nothing never downloads the HTTP client.
 */
const client = () => import(/* webpackChunkName: "request" */ '@umijs/max');

export const request = (async (...args: unknown[]) => {
  const { request: send } = await client();
  return (send as (...sent: unknown[]) => Promise<unknown>)(...args);
}) as typeof umiRequest;

/** Loads the HTTP client ahead of a request that is about to come (a form the visitor has started on). */
export const preloadRequest = () => {
  client().catch(() => {
    /* the request itself will load it again and report a failure */
  });
};
