/** WeChat's in-app browser, where file downloads are blocked. */

/** Whether a user-agent string is WeChat's in-app browser (including the desktop and work variants). */
export const isWechatUserAgent = (ua: string | null | undefined): boolean => /MicroMessenger/i.test(ua ?? '');

/** The current browser's answer; false when there is no browser (server rendering, tests without navigator). */
export const isWechatBrowser = (): boolean => typeof navigator !== 'undefined' && isWechatUserAgent(navigator.userAgent);
