import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { expectFreePort, stopGroup } from '../../scripts/lib/devServer';
import { expect, test } from '../e2e/support/fixtures';

/**
 * `max preview`, the command a Umi developer tries first to serve a build, starts without a stack trace and serves the
 * site and the mocked APIs. (`npm run preview` is the way the README gives: it serves each pre-rendered page by the
 * nginx rules, the item pages of `?id=` included.)
 */

const ROOT = join(__dirname, '../..');
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 8200);
const ORIGIN = `http://localhost:${PREVIEW_PORT}`;

let child: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  await expectFreePort(ORIGIN);
  child = spawn('npx', ['--no-install', 'max', 'preview', '--port', String(PREVIEW_PORT)], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 60_000, message: 'max preview says it listens' }).toContain('App listening at');
});

test.afterAll(() => {
  if (child) stopGroup(child);
});

test('max preview starts with no error and serves the pages and the mocked APIs', async ({ request }) => {
  const home = await request.get(`${ORIGIN}/html/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('id="root"');
  expect((await request.get(`${ORIGIN}/html/service`)).status()).toBe(200);

  const industry = await request.get(`${ORIGIN}/api/platform/industry?id=2`);
  expect(industry.status()).toBe(200);
  expect(await industry.json()).toMatchObject({ code: 1000 });
  const services = await request.get(`${ORIGIN}/api/platform/services`);
  expect(await services.json()).toMatchObject({ success: true });

  expect(output).not.toMatch(/\b(Error|TypeError|AssertionError)\b|^\s+at /m);
});
