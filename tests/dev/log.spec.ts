import { readFileSync } from 'node:fs';

import { expect, test } from '../e2e/support/fixtures';
import { DEV_LOG, DEV_REPORT } from './support/devServer';

/** After every dev-path test: the dev server's log, from its start, holds no error (run last: project `dev-log`). */
test('the dev server logged no error from start to end', () => {
  const lines = readFileSync(DEV_LOG, 'utf8').split('\n');
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.filter((line) => /\b(Error|TypeError|AssertionError)\b|^error\s+-/.test(line))).toEqual([]);
});

test("a tab opened while npm start built: the icon it asked for beside Umi's loading page was answered, not HTTP 500", () => {
  const { iconWhileBuilding } = JSON.parse(readFileSync(DEV_REPORT, 'utf8')) as { iconWhileBuilding: number | null };
  // null: asked for too late (the build done) or never answered.
  expect(iconWhileBuilding).not.toBeNull();
  expect(iconWhileBuilding).toBeLessThan(500);
});
