import type { APIRequestContext } from '@playwright/test';

import type * as API from '@/api';
import { LEAD_API_PATHS } from '@/config/leadApi';
import { CONSENTS } from '@/content/consents';
import { LEAD_FAIL_NEXT_PATH } from '@/qa/switches';

import { submission } from './support/apiSubmission';
import { appUrl, expect, test } from './support/fixtures';
import { uniqueToken } from './support/leadForm';

/**
 * The mocked API of `max preview` (and `npm start`) as an attacker would try it, with plain HTTP requests:
 * no crafted body can end the server, nothing outside the known fields is stored, and only this site may read
 * the inbox of personal data.
 */

const POSTS = [
  LEAD_API_PATHS.leads,
  LEAD_API_PATHS.surveyAnswers,
  LEAD_FAIL_NEXT_PATH,
  '/api/platform/materials/send',
  '/api/platform/analysis/monitor',
];

/** The server still serves pages and the API. */
async function stillServing(request: APIRequestContext) {
  expect((await request.get(appUrl('/'))).status()).toBe(200);
  expect((await request.get(LEAD_API_PATHS.leads)).status()).toBe(200);
}

async function expectRefused(request: APIRequestContext, path: string, data: string | Buffer, contentType = 'application/json') {
  const res = await request.post(path, { data, headers: { 'Content-Type': contentType } });
  expect([400, 413, 415], `${path}: status`).toContain(res.status());
  const body = (await res.json()) as API.ResponseStructure;
  expect(body.success).toBe(false);
  expect(body.errorMessage, `${path}: a Chinese message`).toMatch(/[\u4e00-\u9fa5]/);
  return body;
}

test.describe('crafted bodies are refused with 400 and never stop the server', () => {
  const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const crafted: [string, string][] = [
    [
      'an object where a string belongs',
      JSON.stringify({
        formKey: { toString: 1 },
        id: { toString: 1 },
        email: { toString: 1 },
        mode: { toString: 1 },
        type: { toString: 1 },
      }),
    ],
    ['an object in a value', JSON.stringify(submission('obj', {}, { company: { toString: 1 } }))],
    ['a deeply nested array', deepArray],
    [
      'a deeply nested array in a value',
      JSON.stringify(submission('deep')).replace('"consent":true', `"consent":true,"deep":${deepArray}`),
    ],
    ['malformed JSON', '{"formKey": "meeting", '],
    ['JSON that is not an object', '"meeting"'],
  ];

  for (const path of POSTS) {
    test(path, async ({ request }) => {
      for (const [label, data] of crafted) {
        await test.step(label, async () => {
          await expectRefused(request, path, data);
          await stillServing(request);
        });
      }
    });
  }

  test('a query parameter that is an object does not reach a handler', async ({ request }) => {
    for (const path of [
      '/api/platform/activities/detail?id[toString]=1',
      '/api/platform/activities?page[toString]=1',
      '/api/platform/industry?id[toString]=1',
    ]) {
      expect((await request.get(path)).status(), path).toBeLessThan(500);
    }
    await stillServing(request);
  });
});

test.describe('the leads API stores only what a form sends', () => {
  const refusedCases: [string, (t: string) => unknown][] = [
    ['a field set by the sender (status)', (t) => ({ ...submission(t), status: 'qualified' })],
    [
      'a 200 KB UTM value',
      (t) => submission(t, { attribution: { utm_source: 'x'.repeat(200_000), referrer: '', landingPage: '/html/', capturedAt: 't' } }),
    ],
    ['an unknown 1 MB field', (t) => ({ ...submission(t), junk: 'x'.repeat(1_000_000) })],
    ['an openid holding markup', (t) => submission(t, { openid: '<img src=x onerror=alert(1)>' })],
    ['a page of another site', (t) => submission(t, { pagePath: 'https://evil.example/form' })],
  ];

  for (const [label, make] of refusedCases) {
    test(`refuses ${label}`, async ({ request }) => {
      const token = uniqueToken();
      await expectRefused(request, LEAD_API_PATHS.leads, JSON.stringify(make(token)));
      const listed = (await (await request.get(`${LEAD_API_PATHS.leads}?q=${token}`)).json()) as API.ResponseStructure<API.LeadList>;
      expect(listed.data!.total).toBe(0);
    });
  }

  test('refuses a 5 MB junk field and keeps serving', async ({ request }) => {
    await expectRefused(request, LEAD_API_PATHS.leads, JSON.stringify({ ...submission(uniqueToken()), junk: 'x'.repeat(5 * 1024 * 1024) }));
    await stillServing(request);
  });

  test('malformed JSON is a 400, not 表单不存在', async ({ request }) => {
    const body = await expectRefused(request, LEAD_API_PATHS.leads, '{"formKey":"meeting",');
    expect(body.errorMessage).not.toContain('表单不存在');
  });

  test('a valid submission is still stored', async ({ request }) => {
    const token = uniqueToken();
    const res = await request.post(LEAD_API_PATHS.leads, { data: submission(token) });
    expect(((await res.json()) as API.ResponseStructure<API.LeadReceipt>).data?.leadId).toMatch(/^ZQ\d{12}$/);
    const listed = (await (await request.get(`${LEAD_API_PATHS.leads}?q=${token}`)).json()) as API.ResponseStructure<API.LeadList>;
    expect(listed.data!.total).toBe(1);
  });
});

test('sending a material by e-mail requires consent, like a lead', async ({ request }) => {
  const without = await request.post('/api/platform/materials/send', { data: { id: 'br-training', email: 'li@company.cn' } });
  expect(await without.json()).toMatchObject({ success: false, errorMessage: CONSENTS.privacy.requiredMessage });
  const withConsent = await request.post('/api/platform/materials/send', {
    data: { id: 'br-training', email: 'li@company.cn', consent: true },
  });
  expect(await withConsent.json()).toEqual({ success: true, data: { accepted: true } });
});

test.describe('only this site may call the mocked API', () => {
  test("another site's page cannot read the inbox of personal data", async ({ request }) => {
    const res = await request.get(LEAD_API_PATHS.leads, { headers: { Origin: 'https://evil.example' } });
    expect(res.status()).toBe(403);
    expect(res.headers()['access-control-allow-origin']).toBeUndefined();
    const preflight = await request.fetch(LEAD_API_PATHS.leads, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(preflight.ok()).toBe(false);
  });

  test("this site's own requests are answered, without a wildcard CORS header", async ({ request, baseURL }) => {
    const res = await request.get(LEAD_API_PATHS.leads, { headers: { Origin: baseURL! } });
    expect(res.status()).toBe(200);
    expect(res.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
