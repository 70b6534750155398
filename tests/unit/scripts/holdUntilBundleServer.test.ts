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

const listen = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer((socket) => socket.end());
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** Runs a request through the middleware; resolves with the ms it was held. */
function request(middleware: ReturnType<typeof holdUntilBundleServer>) {
  const start = Date.now();
  return new Promise<number>((resolve) => middleware({} as IncomingMessage, {} as ServerResponse, () => resolve(Date.now() - start)));
}

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

describe("npm start: a request as mako's build ends", () => {
  it("waits for mako's server to listen, then goes on; later ones are not held", async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ handsOver: () => true, port: () => port });
    const held = [request(middleware), request(middleware)];
    let passed = false;
    void Promise.all(held).then(() => (passed = true));
    await new Promise((r) => setTimeout(r, 400));
    expect(passed).toBe(false);
    servers.push(await listen(port));
    const [first, second] = await Promise.all(held);
    expect(first).toBeGreaterThanOrEqual(400);
    expect(second).toBeGreaterThanOrEqual(400);
    expect(await request(middleware)).toBeLessThan(50);
  });

  it('goes straight on while Umi still shows its loading page (the build not done)', async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ handsOver: () => false, port: () => port });
    expect(await request(middleware)).toBeLessThan(50);
  });

  it('goes on after the longest hold if the server never listens, as it did before', async () => {
    const port = await freePort();
    const middleware = holdUntilBundleServer({ handsOver: () => true, port: () => port, holdMs: 300 });
    const held = await request(middleware);
    expect(held).toBeGreaterThanOrEqual(300);
    expect(held).toBeLessThan(2000);
  });
});
