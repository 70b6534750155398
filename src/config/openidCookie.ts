/** The cookie that carries the visitor's WeChat openid beside local storage, and how long both keep it. */
export const OPENID_COOKIE = 'openid8';
export const OPENID_COOKIE_MAX_AGE_MS = 432_000_000;
