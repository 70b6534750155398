import { expect, type Page } from '@playwright/test';

import type * as API from '@/api';

export type Beacon = API.MockBeacon;

/** Every analytics event the mock receiver decoded (GET /api/mock/sa), newest last. */
export async function allBeacons(page: Page): Promise<Beacon[]> {
  const res = await page.request.get('/api/mock/sa');
  return ((await res.json()) as { data: Beacon[] }).data;
}

/** The cookie in which the Sensors SDK keeps the visitor's ids (`distinct_id`, `first_id`). */
export const SDK_COOKIE = 'sensorsdata2015jssdkcross';

/** The SDK's cookie in this browser now, if any. */
export const sdkCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SDK_COOKIE);

/** An id in the SDK's cookie, once the SDK has set it. */
async function sdkCookieId(page: Page, field: 'distinct_id' | 'first_id'): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const cookie = await sdkCookie(page);
        id = cookie ? String((JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>)[field] ?? '') : '';
        return id;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return id;
}

/**
 * The anonymous analytics id of this browser (the SDK's cookie), once the SDK has set it: at the first touch, or once
 * the page has been quiet for 5 s, at most 10 s after it loaded (src/lib/afterWakeUp.ts).
 */
export const distinctId = (page: Page) => sdkCookieId(page, 'distinct_id');

/** The anonymous id a sign-in took over (the cookie keeps it as `first_id`), once the SDK has run and logged in. */
export const anonymousIdAfterLogin = (page: Page) => sdkCookieId(page, 'first_id');

/** The events this browser sent (by its anonymous id or its login id). */
export async function beaconsOf(page: Page, id: string): Promise<Beacon[]> {
  return (await allBeacons(page)).filter((b) => b.distinct_id === id || b.login_id === id || b.properties.$identity_anonymous_id === id);
}

/** Image beacons (GET …/sa.gif) the page sent, counted as they go out. */
export function countImageBeacons(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/sa.gif') && r.resourceType() === 'image') counter.count += 1;
  });
  return counter;
}
