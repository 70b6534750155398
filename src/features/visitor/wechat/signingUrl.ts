/**
 * Which address the JS-SDK signature is made for, by WeChat's rule for single-page apps: iOS keeps the
 * address the visitor first landed on for the whole visit, Android and the rest use the current one.
 * Either without the `#` part.
 */
export const isIosUserAgent = (ua: string) => /iPhone|iPad|iPod/i.test(ua);

const withoutHash = (href: string) => href.split('#')[0];

export function signingUrl(ua: string, landingHref: string, currentHref: string): string {
  return withoutHash(isIosUserAgent(ua) ? landingHref : currentHref);
}
