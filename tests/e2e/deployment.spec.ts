import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { checkCampaign } from '@/api/campaign';
import { FORMS } from '@/config/forms';
import { ROUTES } from '@/config/routes';
import { ENGLISH_NOT_FOUND } from '@/content/en/notFound';
import { pageTitle } from '@/content/firm';
import { NOT_FOUND_PAGE } from '@/content/pages/notFound';
import { PAGER } from '@/content/ui/listControls';
import { MATERIAL_VIEW } from '@/content/ui/materialTypes';
import { campaignState } from '@/features/campaigns/definition';
import { validateField } from '@/features/leads/validation';
import { CONTENT_KINDS, ITEM_PAGES } from '@/kinds';
import { KIND_MODULES } from '@/kinds/all';

import { ACTIVITIES } from '../../mock/data/activities';
import { campaignFixtures } from '../../mock/data/campaigns';
import { expect, test } from './support/fixtures';
import { takeover, watchTakeover } from './support/takeover';

/** The site as deployed: Debian's nginx with deploy/nginx/ over dist/ (started by playwright.config.ts). */

const origin = process.env.E2E_NGINX_ORIGIN ?? 'http://localhost:8081';
const activity = ACTIVITIES.find((a) => a.status === 'open')!;
const hashedScript = readdirSync(join(__dirname, '..', '..', 'dist')).find((f) => /^umi\.[0-9a-f]{8}\.js$/.test(f))!;

test.use({ baseURL: origin });

test.describe('deep links and reloads', () => {
  for (const path of ['/service', `/activeInfo?id=${activity.id}`, '/industryLanding/two?id=2', '/meetingForm', '/case']) {
    test(path, async ({ page, consoleErrors }) => {
      const response = await page.goto(`/html${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      const heading = await page.locator('h1').first().textContent();
      await page.reload();
      await expect(page.locator('h1').first()).toHaveText(heading ?? '');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('an old shared link to an item withdrawn or never published holds still', () => {
  for (const [path, heading] of [
    ['/deepInsight?id=no-such-article', KIND_MODULES.insight.copy.item.notFound.title],
    ['/activeInfo?id=act-gone-1&from=singlemessage', KIND_MODULES.activity.copy.item.notFound.title],
  ]) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`${path} at ${viewport.width} px`, async ({ page, consoleErrors }) => {
        await page.setViewportSize(viewport);
        await watchTakeover(page);
        await page.goto(`/html${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        expect((await takeover(page)).shift).toBe(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an item's own pre-rendered page answers its ?id=, an unknown id gets the page frame", async ({ page }) => {
    await page.goto(`/html/activeInfo?id=${activity.id}`);
    await expect(page).toHaveTitle(pageTitle(activity.title, CONTENT_KINDS.activity.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
    await expect(page.getByText(activity.agenda[0].topic)).toBeVisible();
    const frame = await page.goto('/html/activeInfo?id=act-newer-than-the-build');
    expect(frame?.status()).toBe(404);
    await expect(page.locator('.content-state--loading')).toBeVisible();
    const sneaky = await page.request.get('/html/activeInfo?id=..%2F..%2F404');
    expect(sneaky.status()).toBe(404);
    expect(await sneaky.text()).toContain('content-state--loading');
  });
});

/** Every value the robots meta takes from the first frame on (recorded by the page itself, before any script of the app). */
async function recordRobots(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { robotsSeen: string[] }).robotsSeen = seen;
    const note = (content: string | null | undefined) => {
      if (content && seen[seen.length - 1] !== content) seen.push(content);
    };
    // Each change's old value too: a flip to `index` and back within one task is seen.
    new MutationObserver((mutations) => {
      for (const m of mutations) if (m.type === 'attributes' && (m.target as Element).getAttribute('name') === 'robots') note(m.oldValue);
      note(document.querySelector('meta[name="robots"]')?.getAttribute('content'));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['content'], attributeOldValue: true });
  });
  return () => page.evaluate(() => (window as unknown as { robotsSeen: string[] }).robotsSeen);
}

test.describe('an item that is not there is a real not-found, for search engines too', () => {
  for (const { kind, path } of ITEM_PAGES) {
    test(`${path}?id= of no ${kind}: HTTP 404, and noindex from the first frame`, async ({ page, consoleErrors }) => {
      const robots = await recordRobots(page);
      const response = await page.goto(`/html${path}?id=no-such-${kind}&from=singlemessage`);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('<meta name="robots" content="noindex, nofollow">');
      if (path === CONTENT_KINDS[kind].pages[0])
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(KIND_MODULES[kind].copy.item.notFound.title);
      await page.waitForLoadState('networkidle');
      expect(await robots()).toEqual(['noindex, nofollow']);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an item page without an id shows its not-found state out of search, and stays out of the sitemap', async ({ page, request }) => {
    const robots = await recordRobots(page);
    const response = await page.goto('/html/activeInfo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KIND_MODULES.activity.copy.item.notFound.title);
    await page.waitForLoadState('networkidle');
    expect(await robots()).toEqual(['noindex, nofollow']);
    expect(await (await request.get('/html/sitemap.xml')).text()).not.toContain('/html/activeInfo</loc>');
  });

  test("an ended campaign's page is out of search from its first frame, never in for a moment", async ({ page }) => {
    const ended = campaignFixtures()
      .map((fixture) => checkCampaign(fixture))
      .flatMap((checked) => (checked.ok && campaignState(checked.campaign, Date.now()) === 'ended' ? [checked.campaign] : []))[0];
    const robots = await recordRobots(page);
    const response = await page.goto(`/html/campaign?id=${ended.id}`);
    // Ended before the build, it was never listed, so never pre-rendered: the frame, with 404 (one that ends later keeps
    // its pre-rendered page, written again with noindex by the refresh: fresh-content.spec.ts).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title);
    await page.waitForLoadState('networkidle');
    expect(await robots()).toEqual(['noindex, nofollow']);
  });
});

test.describe('a view of a list reached by a link', () => {
  test.use({ javaScriptEnabled: false });

  test('is served its own pre-rendered page, whatever else the link carries', async ({ page }) => {
    await page.goto('/html/down?utm_source=wechat_group&type=report&from=singlemessage&isappinstalled=0');
    await expect(page.getByRole('button', { name: MATERIAL_VIEW.type.report })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-testid="material-list"] .material-card').first()).toBeVisible();
    expect(await page.locator('[data-testid="material-list"] .material-card:not(.material-card--report)').count()).toBe(0);
    await page.goto('/html/activeList?industry=seven&utm_campaign=expert-week');
    await expect(page.getByTestId('activity-industry')).toHaveValue('seven');
    await page.goto('/html/down?page=2');
    await expect(page.getByRole('button', { name: PAGER.page(2) })).toHaveAttribute('aria-current', 'page');
  });

  test('a value that names no view, or no file, gets the list itself', async ({ request }) => {
    for (const path of ['/html/down?type=..%2F..%2F404', '/html/down?type=no-such-type', '/html/service?when=past']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain(`"url":"${path.split('?')[0]}"`);
    }
  });
});

test('behind nginx, a visitor from a WeChat share who taps 提交 before the app has arrived gets the Chinese messages', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's scripts (hashed bundles) arrive late, as on a slow phone network.
  await page.route(/\/html\/[^/?]+\.[0-9a-f]{8}(\.async)?\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  await page.goto('/html/meetingForm?from=singlemessage&isappinstalled=0&utm_source=wechat_share', { waitUntil: 'commit' });
  const heading = await page.locator('h1').elementHandle();
  await page.getByTestId('submit').click();
  const meeting = FORMS.find((f) => f.key === 'meeting')!;
  await expect(page.locator('.ant-form-item-explain-error').first()).toHaveText(validateField(meeting.fields[0], '')!, { timeout: 10_000 });
  // The page was taken over, not rendered again, under the deployment's Content-Security-Policy.
  expect(await heading?.evaluate((h) => h.isConnected && Object.keys(h).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test.describe('an unknown path', () => {
  // Chromium reports the 404 status of the page itself as a console error; nothing else may appear.
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('answers HTTP 404 with the not-found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/html/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("below /html/en, answers HTTP 404 with the English edition's not-found page, with nothing moving", async ({
    page,
    consoleErrors,
  }) => {
    await watchTakeover(page);
    const response = await page.goto('/html/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_NOT_FOUND.words.title);
    await expect(page).toHaveTitle(ENGLISH_NOT_FOUND.title);
    await page.waitForLoadState('networkidle');
    expect((await takeover(page)).shift).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('pages are revalidated, hashed assets cached for a year, compressed, and nothing may transform them', async ({ request }) => {
  for (const path of [
    '/html/',
    '/html/service',
    `/html/activeInfo?id=${activity.id}`,
    '/html/favicon.svg',
    '/html/sitemap.xml',
    '/html/no/such/page',
  ]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache, no-transform');
  }
  const script = await request.get(`/html/${hashedScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable, no-transform');
  expect(script.headers()['content-encoding']).toBe('gzip');
  const brotli = await request.get(`/html/${hashedScript}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
});

test('nothing hidden is served: dotfiles and source maps', async ({ request }) => {
  for (const path of ['/html/.env', '/html/.git/config', '/.env', `/html/${hashedScript}.map`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('every answer carries the security headers', async ({ request }) => {
  for (const path of ['/html/', '/html/no-such-page', `/html/${hashedScript}`]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('the whole site runs under the Content-Security-Policy with no violation', async ({ page }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const route of ROUTES) {
    await page.goto(`/html${route.path}`, { waitUntil: 'load' });
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
