/**
 * Which files of mock/ Umi's mock loader reads (`max dev`, `max preview`; `.umirc.ts` sets it). Umi takes every export
 * of a file it loads as a route, and one that is not a handler (a number, a string) stops the loader: every address of
 * the dev server then answers HTTP 500. So it reads mock/routes.ts alone, and none of the folders under mock/: the
 * mocked platform (mock/platform/) and its fixtures (mock/data/) are modules, not route tables.
 */
export const MOCK_CONFIG = { exclude: ['mock/*/**/*'] };
