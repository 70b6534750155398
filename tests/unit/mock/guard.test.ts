import type { Request, Response } from 'express';

import { isGuarded, jsonSizeProblem, routes } from '../../../mock/platform/guard';
import MOCK_TABLE from '../../../mock/routes';
import { callMock } from './support/call';

describe('every mocked API handler is guarded', () => {
  it.each(Object.keys(MOCK_TABLE))('%s', (key) => {
    expect(isGuarded(MOCK_TABLE[key as keyof typeof MOCK_TABLE])).toBe(true);
  });
});

describe('the guard', () => {
  const table = routes({
    'GET /api/x': (req: Request, res: Response) => res.json({ success: true, data: req.query }),
    'POST /api/throws': () => {
      throw new TypeError('Cannot convert object to primitive value');
    },
    'GET /api/rejects': async () => {
      await Promise.resolve();
      throw new Error('later');
    },
    'POST /api/echo': (req: Request, res: Response) => res.json({ success: true, data: req.body }),
  });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('answers 500 with a Chinese message when a handler throws, now or later, instead of ending the server', async () => {
    for (const key of ['POST /api/throws', 'GET /api/rejects']) {
      const answer = await callMock(table, key, { body: { a: 1 } });
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ success: false, errorMessage: '服务器内部错误，请稍后重试。' });
    }
  });

  it('answers only this site: the wildcard CORS header is removed and other sites are refused', async () => {
    const same = await callMock(table, 'GET /api/x', { headers: { origin: 'http://localhost:8000' } });
    expect(same.status).toBe(200);
    expect(same.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    const other = await callMock(table, 'GET /api/x', { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
    expect(other.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(table['OPTIONS /api/echo']).toBeDefined();
  });

  it("accepts this site's pages served through a local proxy in front of the mock (same host name, its own port)", async () => {
    const viaProxy = await callMock(table, 'GET /api/x', { headers: { origin: 'http://localhost:8081', 'x-forwarded-for': '127.0.0.1' } });
    expect(viaProxy.status).toBe(200);
    const forwardedHost = await callMock(table, 'GET /api/x', {
      headers: { origin: 'https://www.example.cn', 'x-forwarded-host': 'www.example.cn' },
    });
    expect(forwardedHost.status).toBe(200);
    const otherViaProxy = await callMock(table, 'GET /api/x', {
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(otherViaProxy.status).toBe(403);
  });

  it('hands a handler plain strings only from the query', async () => {
    const answer = await callMock(table, 'GET /api/x', {
      query: { id: { toString: '1' }, list: ['a', 'b'], q: 'x'.repeat(5000), ok: 'yes' },
    });
    const data = (answer.body as { data: Record<string, string> }).data;
    expect(data).toEqual({ q: 'x'.repeat(200), ok: 'yes' });
  });

  it('refuses a POST body that is not a bounded JSON object', async () => {
    expect((await callMock(table, 'POST /api/echo', { body: 'text' })).status).toBe(400);
    expect((await callMock(table, 'POST /api/echo', { body: null })).status).toBe(400);
    expect(
      (await callMock(table, 'POST /api/echo', { body: { a: 1 }, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .status,
    ).toBe(415);
    expect((await callMock(table, 'POST /api/echo', { body: { big: 'x'.repeat(70_000) } })).status).toBe(413);
    expect((await callMock(table, 'POST /api/echo', { body: { a: 1 } })).status).toBe(200);
  });

  it('measures depth and size without recursion', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(jsonSizeProblem(deep)).toBe('请求内容嵌套过深');
    expect(jsonSizeProblem(Array.from({ length: 3000 }, () => 1))).toBe('请求内容包含的字段过多');
    expect(jsonSizeProblem({ a: [1, { b: 'c' }] })).toBeNull();
  });
});
