import { spawnSync } from 'node:child_process';

import { expect, test, XDPYINFO } from './support/webkit';

/**
 * The virtual display outlives the browser that closes on it: the next browser of the suite always opens it. (Xvfb
 * resets when its last client leaves, unless told not to; a browser that connected meanwhile could not open the display,
 * and WebKitWebDriver waited for it past every timeout: the "new session" that hung in CI.)
 */
const CONNECTIONS = 300;

test('after the last browser on the display closed, every one of 300 connections in a row opens it', async ({ webkit }) => {
  await webkit.fresh();
  const display = webkit.display();
  expect(display.DISPLAY).toMatch(/^:\d+$/);
  await webkit.close();

  let refused = 0;
  for (let i = 0; i < CONNECTIONS; i++) {
    const { status } = spawnSync(XDPYINFO, { env: { ...process.env, ...display }, stdio: 'ignore' });
    if (status !== 0) refused++;
  }
  expect(refused, `connections to ${display.DISPLAY} refused`).toBe(0);
});
