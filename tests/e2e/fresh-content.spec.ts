import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import type * as API from '@/api';
import { NAME } from '@/config/forms/fields';
import { MIN_FILL_MS } from '@/config/leadApi';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { ACTIVITY_VIEW } from '@/content/ui/activities';
import activityKind from '@/kinds/activity';

import { ACTIVITIES } from '../../mock/data/activities';
import { MATERIALS } from '../../mock/data/materials';
import { expect, test } from './support/fixtures';
import { takeover, watchTakeover } from './support/takeover';

/**
 * What the firm's platform publishes reaches the site without a build: a visitor's browser brings a pre-rendered page
 * up to date once it is taken over, and `npm run refresh` renders the changed pages again behind nginx.
 * These tests publish in a mock server of their own (its state is theirs alone) over a copy of dist/, so the other
 * tests keep the build as it was.
 */

const ROOT = join(__dirname, '..', '..');
const API_PORT = Number(process.env.E2E_PORT ?? 8000) + 300;
const NGINX_PORT = API_PORT + 1;
const api = `http://localhost:${API_PORT}`;
const nginx = `http://localhost:${NGINX_PORT}`;
/** Node's arguments that run a TypeScript script of the repo (from ROOT), as `npm run` does through tsx. */
const RUN_TS = ['--import', 'tsx'];

// Serial, and each test has time for a whole refresh (or two) on a busy machine: these tests check what a refresh
// writes, not how fast (its speed is the benchmark's). A refresh took 45 s here under a load of 20.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let work: string;
let dist: string;
const servers: ChildProcess[] = [];

async function until(url: string) {
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  work = mkdtempSync(join(tmpdir(), 'zq-fresh-'));
  chmodSync(work, 0o755); // nginx's workers (an unprivileged user) read the copy
  dist = join(work, 'dist');
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  const start = (args: string[]) => {
    const child = spawn(process.execPath, [...RUN_TS, ...args], { cwd: ROOT, stdio: 'ignore' });
    servers.push(child);
  };
  start(['scripts/serve.ts', '--port', String(API_PORT), '--dist', dist]);
  start(['scripts/nginx.ts', '--port', String(NGINX_PORT), '--api', String(API_PORT), '--dist', dist]);
  await until(`${api}/html/`);
  await until(`${nginx}/html/`);
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/**
 * What the platform does (mock/platform/publishing.ts). Sent again once if it never arrived: on a busy machine Node's fetch can
 * reuse a connection the mock server has just closed after its 5 s keep-alive ("other side closed").
 */
async function platform(body: Record<string, unknown>) {
  const send = () =>
    fetch(`${api}/api/platform/qa/content`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const res = await send().catch(send);
  expect(res.status, await res.clone().text()).toBe(200);
}

/** `npm run refresh -- --once` over the copy, asking the mock server of these tests. */
function refreshOnce() {
  const run = spawnSync(process.execPath, [...RUN_TS, 'scripts/prerender/refresh.ts', '--once', '--dist', dist], {
    cwd: ROOT,
    env: { ...process.env, API_BASE: api },
    encoding: 'utf8',
  });
  return { status: run.status, changed: run.stdout.split('\n').filter(Boolean), stderr: run.stderr };
}

const served = async (path: string) => {
  const res = await fetch(`${nginx}/html${path}`);
  return { status: res.status, html: await res.text() };
};

/** A digest of every file of the copy of dist/. */
function snapshot(): Map<string, string> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => {
      const file = join(e.parentPath, e.name);
      return [file, createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/** Notes, from before the first script, whether a loading state or a busy list ever showed. */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loadingSeen: boolean };
    w.__loadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.content-state--loading, [aria-busy="true"]')) w.__loadingSeen = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const NEW_ACTIVITY = { id: 'act-fresh-visit', title: '新发布：储能产业链闭门交流会' };

test.describe('a visitor sees what was published after the page was written', () => {
  test.afterAll(() => platform({ action: 'reset' }));

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`/activeList shows a new activity at ${viewport.width} px: no loading state, nothing moves, no hydration error`, async ({
      page,
      consoleErrors,
    }) => {
      await platform({ action: 'reset' });
      await platform({ action: 'publish', kind: 'activity', ...NEW_ACTIVITY });
      await page.setViewportSize(viewport);
      await watchTakeover(page);
      await watchLoading(page);
      const response = await page.goto(`${api}/html/activeList?utm_source=newsletter&from=timeline`, { waitUntil: 'domcontentloaded' });
      expect(await response?.text()).not.toContain(NEW_ACTIVITY.title);
      const first = page.getByTestId('activity-list').locator('li').first();
      await expect(first).toContainText(NEW_ACTIVITY.title, { timeout: 15_000 });
      await page.waitForTimeout(300);
      const seen = await takeover(page);
      expect(seen).toMatchObject({ sameHeading: true, hydrated: true, removed: 0, shift: 0 });
      expect(await page.evaluate(() => (window as unknown as { __loadingSeen: boolean }).__loadingSeen)).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the home page lists the new activity among 近期活动', async ({ page, consoleErrors }) => {
    await platform({ action: 'reset' });
    await platform({ action: 'publish', kind: 'activity', ...NEW_ACTIVITY });
    await page.goto(`${api}/html/`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: NEW_ACTIVITY.title }).first()).toBeVisible({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('an activity withdrawn since its page was written says so, with a way back to the list', async ({ page }) => {
    const withdrawn = ACTIVITIES.find((a) => a.status === 'open')!;
    await platform({ action: 'reset' });
    await platform({ action: 'withdraw', kind: 'activity', id: withdrawn.id });
    const response = await page.goto(`${api}/html/activeInfo?id=${withdrawn.id}`, { waitUntil: 'domcontentloaded' });
    expect(await response?.text()).toContain(withdrawn.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activityKind.copy.item.notFound.title, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: activityKind.copy.item.notFound.backLabel })).toHaveAttribute('href', '/html/activeList');
  });

  test('when the content API fails, the page keeps what it shows, says nothing, and the monitor hears of it', async ({ page }) => {
    await platform({ action: 'reset' });
    await platform({ action: 'outage', mode: 'error' });
    const since = Date.now();
    await page.goto(`${api}/html/down`, { waitUntil: 'domcontentloaded' });
    const reported = async () => {
      const res = await fetch(`${api}/api/platform/analysis/monitor`);
      const body = (await res.json()) as { data: API.MonitorEvent[] };
      return body.data.filter((e) => e.type === 'revalidation-error' && e.page === '/html/down' && e.time >= since).length;
    };
    await expect.poll(reported, { timeout: 15_000 }).toBeGreaterThan(0);
    const newest = [...MATERIALS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    await expect(page.getByTestId('material-list').locator('li').first()).toContainText(newest.title);
    await expect(page.locator('.ant-message, .ant-notification, [role="alert"]')).toHaveCount(0);
    await platform({ action: 'outage', mode: null });
  });
});

test.describe('npm run refresh: the pre-rendered pages follow the content API behind nginx', () => {
  const activity = { id: 'act-fresh-refresh', title: '新发布：低空经济产业闭门研讨会' };
  const report = { id: 'rpt-fresh-refresh', title: '2026 储能行业深度研究报告' };

  test.beforeAll(() => platform({ action: 'reset' }));

  test('with nothing new, a refresh changes no file and names no address', () => {
    const before = snapshot();
    const run = refreshOnce();
    expect(run.status, run.stderr).toBe(0);
    expect(run.changed).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  test('a new activity and a new report are in the served HTML of their lists, the home page and their own pages, with JavaScript off', async ({
    browser,
  }) => {
    await platform({ action: 'publish', kind: 'activity', ...activity });
    await platform({ action: 'publish', kind: 'material', ...report });
    const run = refreshOnce();
    expect(run.status, run.stderr).toBe(0);
    expect(run.changed).toEqual(
      expect.arrayContaining([
        '/html/',
        '/html/activeList',
        '/html/down',
        `/html/activeInfo?id=${activity.id}`,
        `/html/downPdf?id=${report.id}`,
        '/html/sitemap.xml',
      ]),
    );
    for (const [path, title] of [
      ['/activeList', activity.title],
      ['/', activity.title],
      [`/activeInfo?id=${activity.id}`, activity.title],
      ['/down', report.title],
      [`/downPdf?id=${report.id}`, report.title],
    ]) {
      const page = await served(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(title);
    }
    expect((await served('/sitemap.xml')).html).toContain(`activeInfo?id=${activity.id}`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${nginx}/html/activeList`);
    await expect(page.getByTestId('activity-list').locator('li').first()).toContainText(activity.title);
    await page.goto(`${nginx}/html/activeInfo?id=${activity.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
    await context.close();
  });

  test('an activity that fills up shows 名额已满 in its HTML', async () => {
    expect((await served(`/activeInfo?id=${activity.id}`)).html).not.toContain(ACTIVITY_VIEW.cta.full);
    await platform({ action: 'fill', id: activity.id });
    const run = refreshOnce();
    expect(run.status, run.stderr).toBe(0);
    expect(run.changed).toContain(`/html/activeInfo?id=${activity.id}`);
    expect((await served(`/activeInfo?id=${activity.id}`)).html).toContain(ACTIVITY_VIEW.cta.full);
  });

  test('a withdrawn report leaves its list, and its own address no longer has a page of it', async () => {
    await platform({ action: 'withdraw', kind: 'material', id: report.id });
    const run = refreshOnce();
    expect(run.status, run.stderr).toBe(0);
    expect(run.changed).toEqual(expect.arrayContaining(['/html/down', `/html/downPdf?id=${report.id}`]));
    expect((await served('/down')).html).not.toContain(report.title);
    expect((await served(`/downPdf?id=${report.id}`)).html).not.toContain(report.title);
  });

  test('a campaign published while the site runs is its pre-rendered form behind nginx; withdrawn, its address says it ended', async ({
    browser,
  }) => {
    const campaign = { id: 'qa-refresh-campaign', title: '新能源出海专题：预约专家交流' };
    await platform({ action: 'publish', kind: 'campaign', ...campaign });
    const run = refreshOnce();
    expect(run.status, run.stderr).toBe(0);
    expect(run.changed).toEqual(
      expect.arrayContaining([
        '/html/campaign',
        `/html/campaign?id=${campaign.id}`,
        `/html/campaignResult?id=${campaign.id}`,
        `/html/share/campaign/${campaign.id}-square.png`,
        `/html/share/campaign/${campaign.id}-wide.png`,
        '/html/sitemap.xml',
      ]),
    );
    expect((await served('/sitemap.xml')).html).toContain(`campaign?id=${campaign.id}`);
    expect((await fetch(`${nginx}/html/share/campaign/${campaign.id}-square.png`)).headers.get('content-type')).toBe('image/png');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${nginx}/html/campaign?id=${campaign.id}&utm_source=wechat`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
    await expect(page.getByLabel(NAME.label)).toBeVisible();
    await expect(page.getByTestId('submit')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await page.goto(`${nginx}/html/campaign`);
    await expect(page.getByTestId('campaign-list')).toContainText(campaign.title);

    await platform({ action: 'withdraw', kind: 'campaign', id: campaign.id });
    const again = refreshOnce();
    expect(again.status, again.stderr).toBe(0);
    expect(again.changed).toEqual(expect.arrayContaining(['/html/campaign', `/html/campaign?id=${campaign.id}`, '/html/sitemap.xml']));
    expect((await served('/sitemap.xml')).html).not.toContain(`campaign?id=${campaign.id}`);
    await page.goto(`${nginx}/html/campaign?id=${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
    await expect(page.getByTestId('campaign-closed')).toContainText(CAMPAIGN_COPY.ended.text);
    await expect(page.getByTestId('lead-form')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(`${nginx}/html/campaign`);
    await expect(page.getByTestId('campaign-list')).not.toContainText(campaign.title);
    await context.close();
  });

  test('a visitor whose page was written while the campaign was live keeps the form when it ends, and the lead is taken', async ({
    page,
    consoleErrors,
  }) => {
    const campaign = { id: 'qa-ends-while-open', title: '截止前打开的专题：预约专家交流' };
    await platform({ action: 'publish', kind: 'campaign', ...campaign });
    expect(refreshOnce().status).toBe(0);
    // It ends after its page was written, before the visitor's browser asks again.
    await platform({ action: 'withdraw', kind: 'campaign', id: campaign.id });
    await page.goto(`${nginx}/html/campaign?id=${campaign.id}`, { waitUntil: 'domcontentloaded' });
    const name = page.locator('[data-field="name"] input');
    await name.fill('韦验收');
    await expect(page.getByTestId('campaign-ended-while-open')).toBeVisible({ timeout: 20_000 });
    await expect(name).toHaveValue('韦验收');
    await page.locator('[data-field="mobile"] input').fill('13800138000');
    await page.locator('[data-field="company"] input').fill('验收测试有限公司');
    await page.locator('[data-field="need"] textarea').fill('想了解储能出海的渠道与合规问题，需要专家交流。');
    await page.locator('[data-field="consent"] input[type="checkbox"]').click();
    await page.waitForTimeout(MIN_FILL_MS + 600); // the anti-spam fill time, counted from the first keystroke
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(new RegExp(`/campaignResult\\?id=${campaign.id}$`));
    await expect(page.getByTestId('lead-id')).toHaveText(/^ZQ\d{12}$/);
    const inbox = await fetch(`${api}/api/platform/leads?formKey=${encodeURIComponent(`campaign:${campaign.id}`)}`);
    expect(((await inbox.json()) as API.ResponseStructure<API.LeadList>).data!.list).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  for (const mode of ['error', 'garbage'] as const) {
    test(`a refresh against a failing API (${mode}) leaves every page byte-identical and says why`, async () => {
      await platform({ action: 'publish', kind: 'activity', id: `act-during-${mode}`, title: `故障期间发布的活动 ${mode}` });
      await platform({ action: 'outage', mode });
      const before = snapshot();
      const run = refreshOnce();
      await platform({ action: 'outage', mode: null });
      expect(run.status).toBe(1);
      expect(run.changed).toEqual([]);
      expect(run.stderr).toContain('the content API failed, no page was changed');
      expect(run.stderr).toMatch(mode === 'error' ? /HTTP 503/ : /not JSON/);
      expect(snapshot()).toEqual(before);
    });
  }

  test('a campaign the platform serves broken stops the refresh: every page byte-identical, exit 1, the reasons printed', async () => {
    const id = 'qa-broken-campaign';
    await platform({ action: 'publish', kind: 'campaign', id, title: '之后会被改坏的专题' });
    expect(refreshOnce().status).toBe(0);
    await platform({ action: 'break', kind: 'campaign', id });
    const before = snapshot();
    const run = refreshOnce();
    expect(run.status).toBe(1);
    expect(run.changed).toEqual([]);
    expect(run.stderr).toContain('the content API failed, no page was changed');
    expect(run.stderr).toContain('标题不能包含 < 或 >');
    expect(snapshot()).toEqual(before);
    // The platform mends it (a reset here): the next pass goes on.
    await platform({ action: 'reset' });
    expect(refreshOnce().status).toBe(0);
  });

  test('during a burst of page loads, a refresh serves no error and no truncated page', async () => {
    await platform({ action: 'publish', kind: 'activity', id: 'act-during-burst', title: '页面访问高峰时发布的活动' });
    const refresh = spawn(process.execPath, [...RUN_TS, 'scripts/prerender/refresh.ts', '--once', '--dist', dist], {
      cwd: ROOT,
      env: { ...process.env, API_BASE: api },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => refresh.on('exit', resolve));
    let running = true;
    void exited.then(() => {
      running = false;
    });
    const paths = ['/', '/activeList', '/down', '/activeList?page=2', '/industryLanding/seven?id=7'];
    const answers: { path: string; status: number; complete: boolean }[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        for (let i = worker; running || i < worker + paths.length; i += 1) {
          const path = paths[i % paths.length];
          const { status, html } = await served(path);
          answers.push({ path, status, complete: html.trimEnd().endsWith('</html>') });
        }
      }),
    );
    expect(await exited).toBe(0);
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((a) => a.status !== 200 || !a.complete)).toEqual([]);
    expect((await served('/activeList')).html).toContain('页面访问高峰时发布的活动');
  });

  test('npm run refresh keeps the pages following: a publication reaches the served HTML by itself', async () => {
    // Within the minute the marketers are promised, however busy the machine (a refresh starts a new process each time).
    test.setTimeout(120_000);
    const loop = spawn(process.execPath, [...RUN_TS, 'scripts/prerender/refresh.ts', '--dist', dist], {
      cwd: ROOT,
      env: { ...process.env, API_BASE: api, REFRESH_S: '1' },
      stdio: 'ignore',
    });
    try {
      await platform({ action: 'publish', kind: 'activity', id: 'act-by-the-loop', title: '循环刷新带来的新活动' });
      await expect.poll(async () => (await served('/activeList')).html, { timeout: 60_000 }).toContain('循环刷新带来的新活动');
    } finally {
      const stopped = new Promise((resolve) => loop.on('exit', resolve));
      loop.kill('SIGTERM');
      expect(await stopped).toBe(0);
    }
  });
});

test.describe('Baidu hears of new pages, and a new item has its own pictures', () => {
  const SITE = 'https://www.zhiqiao-consulting.cn';
  const receiver = `${api}/api/platform/qa/baidu-push`;
  /** Baidu's link submission on, pointed at the mock receiver (mock/platform/baiduPush.ts). */
  const baidu = { BAIDU_PUSH_TOKEN: 'qa-token', SITE_ORIGIN: SITE, BAIDU_PUSH_URL: receiver };

  async function receiverMode(mode: 'ok' | 'error' | 'quota' | 'reset') {
    const res = await fetch(`${receiver}/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
    expect(res.status).toBe(200);
  }
  const received = async () =>
    ((await (await fetch(receiver)).json()) as { data: { site: string; token: string; urls: string[]; status: number }[] }).data;

  /**
   * A pre-render script over the copy, asking the mock server of these tests. Run asynchronously: a blocked event loop
   * would keep this process from seeing the mock server close its idle connections, and the next request would fail.
   */
  async function run(script: 'refresh' | 'main', env: Record<string, string>) {
    const args = script === 'refresh' ? ['scripts/prerender/refresh.ts', '--once'] : ['scripts/prerender/main.ts'];
    const child = spawn(process.execPath, [...RUN_TS, ...args, '--dist', dist], {
      cwd: ROOT,
      env: { ...process.env, API_BASE: api, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { status, changed: stdout.split('\n').filter((line) => line.startsWith('/')), stderr };
  }
  const refreshWith = (env: Record<string, string>) => run('refresh', env);

  /**
   * The pages a refresh printed that belong in search, as Baidu gets them: no sitemap, no picture, no list view, and an
   * industry landing only at the address with its ?id= (the one the sitemap lists).
   */
  const pagesOf = (changed: string[]) =>
    changed
      .filter((a) => !/\.(xml|png)$/.test(a) && !/[?&](industry|type|when|format|service|page)=/.test(a))
      .filter((a) => !/^\/html\/industryLanding\/\w+$/.test(a))
      .map((a) => `${SITE}${a}`)
      .sort();

  test.beforeAll(async () => {
    await platform({ action: 'reset' });
    await receiverMode('reset');
    // Whatever earlier tests published is in the pages before these start.
    expect((await refreshWith({})).status).toBe(0);
  });
  test.afterAll(async () => {
    await receiverMode('reset');
    await platform({ action: 'reset' });
  });

  test('a refresh after a new activity submits exactly the addresses it changed, and draws the activity its pictures', async () => {
    const activity = { id: 'act-fresh-baidu', title: '新发布：商业航天供应链专家交流会' };
    await platform({ action: 'publish', kind: 'activity', ...activity });
    const refresh = await refreshWith(baidu);
    expect(refresh.status, refresh.stderr).toBe(0);
    const own = ['/activeInfo', '/activeForm', '/activeFormBackLive'].map((p) => `${SITE}/html${p}?id=${activity.id}`);
    const sent = await received();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ site: SITE, token: 'qa-token', status: 200 });
    expect([...sent[0].urls].sort()).toEqual(pagesOf(refresh.changed));
    expect(sent[0].urls).toEqual(expect.arrayContaining([...own, `${SITE}/html/activeList`]));
    expect(sent[0].urls).not.toContain(`${SITE}/html/aboutUs`);
    expect(refresh.stderr).toMatch(/baidu push: \d+ addresses sent, \d+ accepted, \d+ left today/);

    // Its pictures: drawn by the refresh, named by its page, served by nginx.
    expect(refresh.changed).toEqual(
      expect.arrayContaining([`/html/share/activity/${activity.id}-square.png`, `/html/share/activity/${activity.id}-wide.png`]),
    );
    const html = (await served(`/activeInfo?id=${activity.id}`)).html;
    expect(html).toContain(`<meta property="og:image" content="${SITE}/html/share/activity/${activity.id}-wide.png">`);
    const picture = await fetch(`${nginx}/html/share/activity/${activity.id}-square.png`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await picture.arrayBuffer());
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([400, 400]);
    const brand = Buffer.from(await (await fetch(`${nginx}/html/share/zhiqiao-share.png`)).arrayBuffer());
    expect(body.equals(brand)).toBe(false);

    // Nothing new: nothing is sent.
    const again = await refreshWith(baidu);
    expect(again.changed).toEqual([]);
    expect(await received()).toHaveLength(1);
  });

  test('without the token nothing is sent', async () => {
    await platform({ action: 'publish', kind: 'activity', id: 'act-fresh-no-token', title: '未配置令牌时发布的活动' });
    const refresh = await refreshWith({ SITE_ORIGIN: SITE, BAIDU_PUSH_URL: receiver });
    expect(refresh.status, refresh.stderr).toBe(0);
    expect(refresh.changed).toContain('/html/activeInfo?id=act-fresh-no-token');
    expect(await received()).toHaveLength(1);
  });

  test("a published campaign's address goes to Baidu, its result page does not", async () => {
    const id = 'qa-baidu-campaign';
    const before = (await received()).length;
    await platform({ action: 'publish', kind: 'campaign', id, title: '百度收录测试专题' });
    const refresh = await refreshWith(baidu);
    expect(refresh.status, refresh.stderr).toBe(0);
    expect(refresh.changed).toEqual(expect.arrayContaining([`/html/campaign?id=${id}`, `/html/campaignResult?id=${id}`]));
    const sent = (await received()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].urls).toEqual(expect.arrayContaining([`${SITE}/html/campaign?id=${id}`, `${SITE}/html/campaign`]));
    expect(sent[0].urls).not.toContain(`${SITE}/html/campaignResult?id=${id}`);
  });

  for (const [mode, reason] of [
    ['error', 'refused, HTTP 401: token is not valid'],
    ['quota', 'refused, HTTP 400: over quota (daily quota used up)'],
  ] as const) {
    test(`a receiver answering ${mode} leaves the refresh green, its pages written, and the reason printed`, async () => {
      await receiverMode(mode);
      const id = `act-fresh-baidu-${mode}`;
      await platform({ action: 'publish', kind: 'activity', id, title: `百度接口${mode}时发布的活动` });
      const refresh = await refreshWith(baidu);
      await receiverMode('ok');
      expect(refresh.status, refresh.stderr).toBe(0);
      expect(refresh.stderr).toContain(`baidu push: ${reason}`);
      expect(refresh.stderr).toMatch(/addresses not submitted/);
      expect((await served(`/activeInfo?id=${id}`)).html).toContain(`百度接口${mode}时发布的活动`);
    });
  }

  test('a build whose receiver answers an error stays green and says why; it submitted only what was new', async () => {
    test.setTimeout(180_000);
    await receiverMode('error');
    const id = 'act-fresh-build';
    await platform({ action: 'publish', kind: 'activity', id, title: '重新构建前发布的活动' });
    const before = (await received()).length;
    const build = await run('main', { QA_PANEL: '1', ...baidu });
    await receiverMode('ok');
    expect(build.status, build.stderr).toBe(0);
    expect(build.stderr).toContain('baidu push: refused, HTTP 401: token is not valid');
    const sent = (await received()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].urls).toEqual(expect.arrayContaining([`${SITE}/html/activeInfo?id=${id}`]));
    expect(sent[0].urls).not.toContain(`${SITE}/html/aboutUs`);
    expect(sent[0].urls.length).toBeLessThan(40);
    expect((await served(`/activeInfo?id=${id}`)).html).toContain(`/html/share/activity/${id}-wide.png`);
  });
});
