/** Public asset prefix and default router base: the site is served under /html/. */
export const BASE_PATH = '/html/';
