/**
 * The mocked APIs of mock/ as a plain express middleware, loaded the way `max dev` and `max preview` load them
 * (Umi's own mock loader), for the scripts that serve the production build or pre-render it.
 */
import type { RequestHandler } from 'express';

// Umi's internal mock loader (same package version as the dev server: @umijs/max is pinned).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createMockMiddleware } = require('@umijs/preset-umi/dist/features/mock/createMockMiddleware');

export function mockMiddleware(cwd: string): RequestHandler {
  return createMockMiddleware({ context: { mockData: getMockData({ cwd, mockConfig: {} }) } });
}
