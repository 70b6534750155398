import type { request as umiRequest } from '@umijs/max';

import { preloadSchemas } from './answer';

/**
 * Umi's `request` (the request plugin: axios with the interceptors of src/app.tsx), loaded with the first request. A
 * pre-rendered page carries its data, so a visit that asks the API nothing never downloads the HTTP client.
 */
const client = () => import(/* webpackChunkName: "request" */ '@umijs/max');

let quiet = 0;

/**
 * Runs `load` so that the requests it starts display nothing when they fail (as `skipErrorHandler`): for work the
 * visitor did not ask for, such as bringing a page's content up to date. The requests must start synchronously, as
 * the services' do (the flag is read when `request` is called).
 */
export function quietly<T>(load: () => Promise<T>): Promise<T> {
  quiet += 1;
  try {
    return load();
  } finally {
    quiet -= 1;
  }
}

export const request = (async (url: string, options?: Record<string, unknown>) => {
  const silent = quiet > 0;
  if (options?.expectData) preloadSchemas();
  const { request: send } = await client();
  return (send as (url: string, options?: Record<string, unknown>) => Promise<unknown>)(
    url,
    silent ? { ...options, skipErrorHandler: true } : options,
  );
}) as typeof umiRequest;

/** Loads the HTTP client ahead of a request that is about to come (a form the visitor has started on). */
export const preloadRequest = () => {
  client().catch(() => {
    /* the request itself will load it again and report a failure */
  });
};
