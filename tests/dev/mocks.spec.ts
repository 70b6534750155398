import type { APIRequestContext, APIResponse } from '@playwright/test';

import MOCK_ROUTES from '../../mock/routes';
import { expect, test } from '../e2e/support/fixtures';
import { DEV_ORIGIN } from './support/devServer';
import { MOCK_CALLS, type MockCall } from './support/mockCalls';

/**
 * Every mocked endpoint answers on the dev server (`npm start`) exactly as behind scripts/serve.ts (`npm run preview`,
 * the browser tests, the pre-render): the same status and the same shape of body, call by call.
 */

const SERVE_ORIGIN = process.env.SERVE_ORIGIN ?? 'http://localhost:8000';

const routeKey = (route: string) => {
  const [method, path] = route.trim().split(/\s+/);
  return `${method.toUpperCase()} ${path}`;
};

/** The shape of a JSON value: its types and keys, not its values (times, sequence numbers, tokens differ). */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return [...new Set(value.map((item) => JSON.stringify(shape(item))))].sort();
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  return typeof value;
}

async function ask(request: APIRequestContext, origin: string, call: MockCall): Promise<APIResponse> {
  const [method, path] = routeKey(call.route).split(' ');
  const params = Object.fromEntries(Object.entries(call.query ?? {}).map(([k, v]) => [k, v.replace('{origin}', origin)]));
  const options =
    call.text !== undefined
      ? { params, data: call.text, headers: { 'Content-Type': 'text/plain' } }
      : call.body !== undefined
        ? { params, data: call.body }
        : { params };
  return request.fetch(`${origin}${path}`, { method, maxRedirects: 0, ...options });
}

/** What must match between the two servers. */
async function answer(response: APIResponse) {
  const type = (response.headers()['content-type'] ?? '').split(';')[0];
  const body = type === 'application/json' ? shape(await response.json()) : type.startsWith('text/') ? 'text' : type;
  return { status: response.status(), type, body };
}

test('the table tries every route of mock/routes.ts', () => {
  const tried = new Set(MOCK_CALLS.map((call) => routeKey(call.route)));
  expect([...tried].sort()).toEqual(Object.keys(MOCK_ROUTES).map(routeKey).sort());
});

test('every mocked endpoint answers on the dev server as behind scripts/serve.ts', async ({ request }) => {
  test.setTimeout(120_000);
  for (const call of MOCK_CALLS) {
    const label = `${call.route} ${JSON.stringify(call.query ?? {})} ${call.text ?? JSON.stringify(call.body ?? '').slice(0, 60)}`;
    await test.step(label, async () => {
      const [dev, serve] = [await answer(await ask(request, DEV_ORIGIN, call)), await answer(await ask(request, SERVE_ORIGIN, call))];
      expect(dev, `${label}: the dev server's answer beside scripts/serve.ts's`).toEqual(serve);
    });
  }
});
