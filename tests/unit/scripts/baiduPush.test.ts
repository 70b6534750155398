/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { DEFAULT_PUSH_URL, pushSettings, pushToBaidu } from '../../../scripts/prerender/baiduPush';

/** A stand-in for Baidu's interface: records each request and answers what `reply` says. */
let server: Server;
let endpoint: string;
let requests: { url: string; type: string; body: string }[];
let reply: (body: string) => { status: number; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
      const answer = reply(body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/urls`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
  reply = (body) => ({ status: 200, body: JSON.stringify({ remain: 2990, success: body.split('\n').length }) });
});

const settings = () => ({ token: 'test-token', origin: 'https://www.example.cn', endpoint });
const urls = ['https://www.example.cn/html/activeInfo?id=a', 'https://www.example.cn/html/activeList'];

describe('Baidu link submission', () => {
  it("is off without the token or the origin, and uses Baidu's address unless told otherwise", () => {
    expect(pushSettings({ SITE_ORIGIN: 'https://www.example.cn' })).toBeNull();
    expect(pushSettings({ BAIDU_PUSH_TOKEN: 't' })).toBeNull();
    expect(pushSettings({ BAIDU_PUSH_TOKEN: 't', SITE_ORIGIN: 'https://www.example.cn/' })).toEqual({
      token: 't',
      origin: 'https://www.example.cn',
      endpoint: DEFAULT_PUSH_URL,
    });
  });

  it('sends nothing when off or when nothing changed', async () => {
    expect((await pushToBaidu(urls, null)).report).toMatch(/off/);
    expect((await pushToBaidu([], settings())).report).toMatch(/nothing new or changed/);
    expect(requests).toEqual([]);
  });

  it('posts the addresses one per line as text/plain, with the site and the token, and reports the answer', async () => {
    const result = await pushToBaidu(urls, settings());
    expect(requests).toHaveLength(1);
    const sent = new URL(requests[0].url, 'http://x');
    expect(sent.searchParams.get('site')).toBe('https://www.example.cn');
    expect(sent.searchParams.get('token')).toBe('test-token');
    expect(requests[0].type).toMatch(/^text\/plain/);
    expect(requests[0].body).toBe(urls.join('\n'));
    expect(result).toMatchObject({ ok: true, accepted: 2 });
    expect(result.report).toBe('baidu push: 2 addresses sent, 2 accepted, 2990 left today');
  });

  it('sends at most 2000 addresses a request', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => `https://www.example.cn/html/x?id=${i}`);
    const result = await pushToBaidu(many, settings());
    expect(requests.map((r) => r.body.split('\n').length)).toEqual([2000, 2000, 500]);
    expect(result.accepted).toBe(4500);
  });

  it('a refusal or a used-up quota is reported with its reason, never thrown', async () => {
    reply = () => ({ status: 400, body: JSON.stringify({ error: 400, message: 'over quota' }) });
    const quota = await pushToBaidu(urls, settings());
    expect(quota).toMatchObject({ ok: false, accepted: 0 });
    expect(quota.report).toBe('baidu push: refused, HTTP 400: over quota (daily quota used up); 2 addresses not submitted');
    reply = () => ({ status: 401, body: JSON.stringify({ error: 401, message: 'token is not valid' }) });
    expect((await pushToBaidu(urls, settings())).report).toMatch(/HTTP 401: token is not valid/);
    reply = () => ({ status: 502, body: '<html>Bad Gateway</html>' });
    expect((await pushToBaidu(urls, settings())).report).toMatch(/HTTP 502: <html>Bad Gateway/);
  });

  it('an interface that does not answer is reported, never thrown', async () => {
    const result = await pushToBaidu(urls, { ...settings(), endpoint: 'http://127.0.0.1:9/urls' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/^baidu push: failed, no answer \(.+\); 2 addresses not submitted$/);
  });
});
