import { buildEnv } from '@/config/env';
// The one piece of pre-rendering the request layer needs (an absolute API origin in Node); the index would pull React in.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { prerenderApiOrigin } from '@/prerender/renderState';

/** Base address selection, placeholder stripping and the token parameter of every request. */

/** A URL beginning with this is a platform API path: the placeholder is removed before the base is added. */
export const PLATFORM_PLACEHOLDER = '@platform';
/** A URL containing this stamp is served by the third-party tenant gateway. */
export const THIRD_PARTY_STAMP = '/tenant-gateway/';

export interface EndpointSettings {
  defaultBase: string;
  thirdPartyBase: string;
  token: string;
}

/** The public settings: what links in a page (a file download, a beacon) are made of. */
export const endpointSettings = (): EndpointSettings => {
  const env = buildEnv();
  return { defaultBase: env.API_BASE, thirdPartyBase: env.THIRD_PARTY_API_BASE, token: env.API_TOKEN };
};

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

const join = (base: string, path: string) => (base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path);

export function pickBase(url: string, settings: EndpointSettings): string {
  return url.includes(THIRD_PARTY_STAMP) ? settings.thirdPartyBase : settings.defaultBase;
}

export function resolveUrl(url: string, settings: EndpointSettings): string {
  if (isAbsolute(url)) return url;
  const path = url.startsWith(PLATFORM_PLACEHOLDER) ? url.slice(PLATFORM_PLACEHOLDER.length) || '/' : url;
  return join(pickBase(url, settings), path);
}

export function withToken(params: unknown, token: string): Record<string, unknown> {
  const own = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return { ...own, token };
}

/** The settings requests are sent with: while pre-rendering in Node, relative URLs need an origin and the pre-renderer names it. */
export const requestSettings = (): EndpointSettings => {
  const settings = endpointSettings();
  const apiOrigin = prerenderApiOrigin();
  return apiOrigin ? { ...settings, defaultBase: apiOrigin } : settings;
};
