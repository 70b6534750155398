/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';

import { holdUntilBundleServer } from '../../../scripts/dev/holdUntilBundleServer';

/** A port nothing listens on (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

let servers: Server[] = [];
const listen = (port: number) =>
  new Promise<void>((resolve) => {
    const server = createServer((socket) => socket.end());
    servers.push(server);
    server.listen(port, '127.0.0.1', resolve);
  });
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

const PAGE = { url: '/html/meetingForm', accept: 'text/html,application/xhtml+xml' };
const FAVICON = { url: '/favicon.ico', accept: 'image/avif,image/webp,*/*;q=0.8' };

/** Runs a request through the middleware; resolves with the ms it was held. */
function request(
  middleware: ReturnType<typeof holdUntilBundleServer>,
  { url, accept, method = 'GET' }: { url: string; accept: string; method?: string },
) {
  const start = Date.now();
  const req = { url, method, headers: { accept } } as unknown as IncomingMessage;
  return new Promise<number>((resolve) => middleware(req, {} as ServerResponse, () => resolve(Date.now() - start)));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("npm start: requests for mako's server before it listens", () => {
  it('a page asked for as the build ends waits for it, then goes on; later ones are not held', async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ built: () => true, port: () => port });
    let passed = 0;
    const held = [request(middleware, PAGE), request(middleware, FAVICON)].map((p) => p.then((ms) => ((passed += 1), ms)));
    await pause(400);
    expect(passed).toBe(0);
    await listen(port);
    for (const ms of await Promise.all(held)) expect(ms).toBeGreaterThanOrEqual(400);
    expect(await request(middleware, PAGE)).toBeLessThan(50);
  });

  it("while it builds: a page goes straight on to Umi's loading page, a favicon waits for mako's server", async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ built: () => false, port: () => port });
    expect(await request(middleware, PAGE)).toBeLessThan(50);
    expect(await request(middleware, { url: '/__umi/api/bundle-status', accept: 'application/json' })).toBeLessThan(50);
    const favicon = request(middleware, FAVICON);
    await pause(300);
    await listen(port);
    expect(await favicon).toBeGreaterThanOrEqual(300);
  });

  it('what mako never answers (a POST to the mock API) is not held', async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ built: () => true, port: () => port });
    expect(await request(middleware, { url: '/api/leads', accept: 'application/json', method: 'POST' })).toBeLessThan(50);
  });

  it('goes on after the longest hold if the server never listens, as it did before', async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ built: () => true, port: () => port, holdMs: 300 });
    const held = await request(middleware, PAGE);
    expect(held).toBeGreaterThanOrEqual(300);
    expect(held).toBeLessThan(2000);
  });
});
