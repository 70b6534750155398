/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
// Umi's own mock loader, the one `max dev` and `max preview` run (this test only: the app and scripts never load it).
import { getMockData } from '@umijs/preset-umi/dist/features/mock/getMockData';

import { mockRoutes } from '../../../scripts/lib/mockApi';
import { MOCK_CONFIG } from '../../../scripts/lib/mockConfig';

const ROOT = join(__dirname, '../../..');
const PLATFORM = join(ROOT, 'mock/platform');

/** 'GET /api/x' as Umi keys it (method upper case, one space). */
const normalised = (key: string) => {
  const [method, path] = key.trim().split(/\s+/);
  return path ? `${method.toUpperCase()} ${path}` : `GET ${method}`;
};

/** Each area of the mocked platform with a route table, and its routes. */
const AREAS = readdirSync(PLATFORM)
  .filter((f) => f.endsWith('.ts'))
  .flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each area, as mock/routes.ts imports it
    const table = (require(join(PLATFORM, file)) as { default?: Record<string, unknown> }).default;
    return table ? [{ file, keys: Object.keys(table).map(normalised) }] : [];
  });

describe("Umi's mock loader, as npm start runs it", () => {
  // What broke `npm start` on 2026-11-26: a fixture's exported number stopped this loader, and every address of the
  // dev server answered HTTP 500.
  it('loads mock/ with the project’s mock config and no assertion', () => {
    expect(() => getMockData({ cwd: ROOT, mockConfig: MOCK_CONFIG })).not.toThrow();
  });

  it('serves exactly the routes that scripts/serve.ts serves', () => {
    const umi = Object.keys(getMockData({ cwd: ROOT, mockConfig: MOCK_CONFIG })).sort();
    const serve = Object.keys(mockRoutes(ROOT)).map(normalised).sort();
    expect(umi).toEqual(serve);
    expect(umi.length).toBeGreaterThan(30);
  });

  it('reads only route tables: every route a function, none named after a constant', () => {
    const data = getMockData({ cwd: ROOT, mockConfig: MOCK_CONFIG }) as Record<string, { path: string; handler: unknown; file: string }>;
    for (const [id, { path, handler, file }] of Object.entries(data)) {
      expect([id, typeof handler]).toEqual([id, 'function']);
      expect([id, path]).toEqual([id, expect.stringMatching(/^\/api\//)]);
      expect(file).toBe(join(ROOT, 'mock/routes.ts'));
    }
  });

  it('has every area of mock/platform/ in its table, each route once', () => {
    const table = Object.keys(getMockData({ cwd: ROOT, mockConfig: MOCK_CONFIG }));
    const declared = AREAS.flatMap((area) => area.keys);
    expect(AREAS.length).toBeGreaterThan(10);
    expect(new Set(declared).size).toBe(declared.length);
    expect(table.sort()).toEqual([...declared].sort());
  });

  it('would refuse a mock file that exports a fixture, as the dev server would', () => {
    const fixtures = { cwd: ROOT, mockConfig: { include: ['mock/data/campaigns.ts'] } };
    expect(() => getMockData(fixtures)).toThrow(/Mock handler must be function or array or object/);
  });
});
