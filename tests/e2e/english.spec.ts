import type { Page } from '@playwright/test';

import { counterpartOf, ENGLISH_PAGES, type EnglishPath } from '@/config/editions';
import { ENGLISH_OWN_PAGES } from '@/config/englishOwnPages';
import { ENGLISH_EXPERT_APPLICATION } from '@/config/forms/englishForms';
import { localeOfPath } from '@/config/locales';
import { STORAGE_KEYS } from '@/config/storage';
import { COMPLIANCE_AT_A_GLANCE, COMPLIANCE_CONTACT, FOR_CLIENTS, FOR_EXPERTS } from '@/content/compliance';
import { ENGLISH_ABOUT } from '@/content/en/about';
import { ENGLISH_ANALYTICS_CONSENT_COPY } from '@/content/en/analyticsConsent';
import { ENGLISH_COMPLIANCE } from '@/content/en/compliance';
import { ENGLISH_CONTACT } from '@/content/en/contact';
import { ENGLISH_EVENTS } from '@/content/en/events';
import { ENGLISH_EXPERT_NETWORK } from '@/content/en/expertNetwork';
import { ENGLISH_FRAME, ENGLISH_PAGE_LOADING } from '@/content/en/frame';
import { ENGLISH_HOME } from '@/content/en/home';
import { ENGLISH_RESULT_CARD } from '@/content/en/leadForms';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { ENGLISH_NOT_FOUND } from '@/content/en/notFound';
import { ENGLISH_PRIVACY } from '@/content/en/privacy';
import { ENGLISH_RESEARCH } from '@/content/en/research';
import { ENGLISH_SERVICES } from '@/content/en/services';
import { EXPERT_HOURLY_YUAN } from '@/content/facts';
import { ENGLISH_INDUSTRIES } from '@/content/labels/englishIndustries';
import { ENGLISH_ROUTE_TITLES } from '@/content/labels/englishRoutes';
import { ABOUT_US_PAGE } from '@/content/pages/aboutUs';
import { EXPERT_NETWORK_PAGE } from '@/content/pages/expertNetwork';
import { PRIVACY_SECTIONS } from '@/content/privacy';
import { EDITION_OFFER } from '@/content/ui/editionOffer';
import { CHINESE_FRAME } from '@/content/ui/frame';

import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, test } from './support/fixtures';
import { untaggedChinese, untaggedEnglish } from './support/languages';
import { chunks, sitemapAddresses } from './support/sitemap';
import { arrive, TAKEN_OVER } from './support/takeover';

/**
 * The English edition as an overseas client meets it: its pages in English (Chinese only where a name or a marked
 * link is Chinese), tagged as English for the browser and for search engines, and the switch between the editions.
 */

const CHINESE_ADDRESSES = sitemapAddresses().filter((address) => localeOfPath(address.replace(appUrl(''), '').split('?')[0]) === 'zh');

for (const [i, run] of chunks(CHINESE_ADDRESSES, 40).entries()) {
  test(`Chinese pages ${i * 40 + 1}–${i * 40 + run.length} of the sitemap: no English left untranslated`, async ({ page }) => {
    for (const address of run) {
      await page.goto(address);
      expect(await untaggedEnglish(page), address).toEqual([]);
    }
  });
}

/** Each English page's heading, as its words have it. */
const HEADINGS: Record<EnglishPath, string> = {
  '/en': ENGLISH_HOME.hero.title,
  '/en/services': ENGLISH_SERVICES.hero.title,
  '/en/about': ENGLISH_ABOUT.words.hero.title,
  '/en/compliance': ENGLISH_COMPLIANCE.words.hero.title,
  '/en/privacy': ENGLISH_PRIVACY.words.hero.title,
  '/en/experts': ENGLISH_EXPERT_NETWORK.words.hero.title,
  '/en/research': ENGLISH_RESEARCH.hero.title,
  '/en/events': ENGLISH_EVENTS.hero.title,
  '/en/contact': ENGLISH_FORM_PAGES['en-contact'].hero.title,
  '/en/experts/apply': ENGLISH_FORM_PAGES['en-expert-apply'].hero.title,
  // Opened without a submission (a bookmark, a shared link).
  '/en/contact/result': ENGLISH_RESULT_CARD.pendingTitle,
  '/en/experts/apply/result': ENGLISH_RESULT_CARD.pendingTitle,
};

for (const path of [...ENGLISH_PAGES.map((p) => p.path), ...ENGLISH_OWN_PAGES]) {
  test.describe(`${path}, as pre-rendered and as taken over`, () => {
    test.use({ analyticsAnswer: null });

    test('is English: its language, its words, its title and its analytics question', async ({ page }) => {
      // A visitor by a shared link with campaign tags, before anything was answered on the device.
      const response = await page.goto(`${appUrl(path)}?utm_source=linkedin&utm_medium=social`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(ENGLISH_ROUTE_TITLES[path]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]);
      const question = page.getByTestId('analytics-consent');
      await expect(question).toContainText(ENGLISH_ANALYTICS_CONSENT_COPY.bar.title.trim());
      await expect(question.getByRole('button', { name: ENGLISH_ANALYTICS_CONSENT_COPY.answers.no })).toBeVisible();
      expect(await untaggedChinese(page)).toEqual([]);
      // Answered at once; once the app has taken the page over, still nothing but English (the frame, the cards, what
      // the question says of the answer).
      await page.getByRole('button', { name: ENGLISH_ANALYTICS_CONSENT_COPY.answers.no }).click();
      await expect(page.getByRole('status').filter({ hasText: ENGLISH_ANALYTICS_CONSENT_COPY.bar.answered.no })).toBeAttached();
      expect(await untaggedChinese(page)).toEqual([]);
    });

    if ((ENGLISH_OWN_PAGES as readonly string[]).includes(path)) {
      test('is no page for search or sharing: noindex, and not in the sitemap', async ({ request }) => {
        const html = await (await request.get(appUrl(path))).text();
        expect(html).toContain('<meta name="robots" content="noindex');
        const sitemap = await (await request.get(appUrl('/sitemap.xml'))).text();
        expect(sitemap).not.toContain(`${appUrl(path)}</loc>`);
      });
      return;
    }

    test('names its Chinese page and itself as alternates, the Chinese for readers of neither, and its English pictures', async ({
      request,
    }) => {
      const html = await (await request.get(appUrl(path))).text();
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
        lang,
        new URL(href).pathname,
      ]);
      const chinese = appUrl(counterpartOf(path, 'zh'));
      expect(alternates).toEqual([
        ['zh-CN', chinese],
        ['en', appUrl(path)],
        ['x-default', chinese],
      ]);
      expect(html).toContain('<meta property="og:locale" content="en_GB">');
      // Its share pictures are its own, drawn in English.
      const picture = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(picture).toMatch(/\/share\/page\/en-[\w-]+-wide\.png$/);
      const drawn = await request.get(new URL(picture).pathname);
      expect(drawn.headers()['content-type']).toBe('image/png');
      const sitemap = await (await request.get(appUrl('/sitemap.xml'))).text();
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${appUrl(path)}</loc><xhtml:link rel="alternate" hreflang="zh-CN"`));
    });
  });
}

test.describe('the language switch, and the English home', () => {
  test('leads from the Chinese home to the English one and back, at once, as a visitor taps it', async ({ page }) => {
    await page.goto(appUrl('/'));
    // Tapped the moment it shows, before the page has come alive.
    await page.getByRole('link', { name: CHINESE_FRAME.otherEdition.label, exact: true }).click();
    await expect(page).toHaveURL(/\/html\/en$/);
    await expect(page.locator('h1')).toHaveText(ENGLISH_HOME.hero.title);
    await page.getByRole('link', { name: ENGLISH_FRAME.otherEdition.label, exact: true }).click();
    await expect(page).toHaveURL(/\/html\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('leads from a page to its English page, and from a page with no English to the English home', async ({ page }) => {
    await page.goto(appUrl('/aboutUs'));
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', appUrl('/en/about'));
    await page.goto(appUrl('/serviceDown'));
    const toEnglish = page.getByTestId('language-switch');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await expect(toEnglish).toHaveAttribute('href', appUrl('/en'));
  });

  test('is taken over without a change on screen, and a section link scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await arrive(page, '/en')).toEqual(TAKEN_OVER);
    await page.getByRole('link', { name: ENGLISH_HOME.hero.secondary.label }).click();
    const heading = page.getByRole('heading', { name: ENGLISH_HOME.services.title });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\/html\/en#services$/);
    // Below the sticky header, not under it.
    const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test('leads from the English about page to a band of the English home, and says which pages are in Chinese', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(appUrl('/en/about'));
    await expect(page.locator('h1')).toHaveText(ENGLISH_ABOUT.words.hero.title);
    // The compliance centre and the expert network are in English.
    const { compliance, experts } = ENGLISH_ABOUT.words.vetting.links;
    await expect(page.getByRole('link', { name: compliance.label })).toHaveAttribute('href', appUrl('/en/compliance'));
    await expect(page.getByRole('link', { name: experts.label })).toHaveAttribute('href', appUrl('/en/experts'));
    // Every office, by its English name.
    await expect(page.getByTestId('offices').locator('li')).toHaveCount(ABOUT_US_PAGE.offices.list.length);
    // Inside the app, the navigation's "Industries" shows the home's industries band, not the top of the home.
    const industries = ENGLISH_FRAME.nav.entries.find((entry) => 'path' in entry && entry.path === '/en#industries')!;
    await page.locator('#site-nav').getByRole('link', { name: industries.label, exact: true }).click();
    await expect(page).toHaveURL(/\/html\/en#industries$/);
    await expect(page.getByRole('heading', { name: ENGLISH_HOME.industries.title })).toBeInViewport();
  });
});

test('a link inside the English edition to a page whose code is slow to come says so in English', async ({ page }) => {
  // A link inside the app (a tap before the page woke would load the next page whole).
  expect((await arrive(page, '/en/about')).hydrated).toBe(true);
  // The events page's code takes a while on this phone's connection.
  await page.route(/\/p__EnglishEvents__index\.[0-9a-f]+\.async\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const events = ENGLISH_FRAME.footer.links.find((link) => link.path === '/en/events')!;
  await page.locator('footer').getByRole('link', { name: events.label, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ENGLISH_PAGE_LOADING })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_EVENTS.hero.title);
  await expect(page).toHaveTitle(ENGLISH_ROUTE_TITLES['/en/events']);
});

test('inside the app, a link from the services page to a band of the home shows that band, not the top of the home', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A link inside the app (a tap before the page woke would load the home, and the browser would scroll itself).
  expect((await arrive(page, '/en/services')).hydrated).toBe(true);
  // The home's code takes a moment: meanwhile the services page is still in the document, hidden.
  await page.route(/\/p__EnglishHome__index\.[0-9a-f]+\.async\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const industries = ENGLISH_FRAME.nav.entries.find((entry) => 'path' in entry && entry.path === '/en#industries')!;
  await page.locator('#site-nav').getByRole('link', { name: industries.label, exact: true }).click();
  await expect(page).toHaveURL(/\/html\/en#industries$/);
  await expect(page.getByRole('heading', { name: ENGLISH_HOME.industries.title })).toBeInViewport();
});

test('an English page carries its own stylesheets, not those of the other English pages', async ({ request }) => {
  const styles = async (path: string) =>
    (await (await request.get(appUrl(path))).text()).match(/<style[^>]*>[^<]*<\/style>/g)?.join('') ?? '';
  expect(await styles('/en/services')).toContain('.en-service{');
  expect(await styles('/en/about')).not.toContain('.en-service{');
  expect(await styles('/en/research')).not.toContain('.compliance__');
  expect(await styles('/en/compliance')).toContain('.compliance__');
});

test.describe('an English address that names no page', () => {
  // Chromium reports the 404 status of the page itself as a console error; nothing else may appear.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('answers HTTP 404 with the English not-found page, with nothing moving, and leads to the English home', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.request.get(appUrl('/en/no-such-page?utm_source=linkedin'));
    expect(response.status()).toBe(404);
    // Rendered by the app rather than taken over, as the Chinese not-found page is: the address is none of the pages'.
    expect((await arrive(page, '/en/no-such-page?utm_source=linkedin')).shift).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(ENGLISH_NOT_FOUND.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await untaggedChinese(page)).toEqual([]);
    await page.getByRole('link', { name: ENGLISH_NOT_FOUND.words.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HOME.hero.title);
    await expect(page).toHaveTitle(ENGLISH_ROUTE_TITLES['/en']);
    expect(consoleErrors).toEqual([]);
  });

  test('inside the app, a link to it shows the English not-found page in the English frame', async ({ page }) => {
    await page.goto(appUrl('/en/about'));
    await page.evaluate(() => {
      window.history.pushState({}, '', `${window.location.pathname.replace(/about$/, '')}gone`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_NOT_FOUND.words.title);
    await expect(page).toHaveTitle(ENGLISH_NOT_FOUND.title);
    await expect(page.getByTestId('language-switch')).toHaveAttribute('lang', 'zh-CN');
  });
});

/** The path of the page's address. */
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The edition the device remembers. */
const remembered = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.edition);

test.describe('a choice of language, remembered on the device', () => {
  test.describe('in an English browser', () => {
    test.use({ locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' } });

    test('a first visit lands where its link points, with no offer and no redirect', async ({ page }) => {
      expect(await arrive(page, '/aboutUs')).toEqual(TAKEN_OVER);
      expect(pathOf(page)).toBe(appUrl('/aboutUs'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByTestId('edition-offer')).toHaveCount(0);
    });
  });

  test('after English is chosen, a Chinese page with an English version offers it in English, and nothing moves', async ({ page }) => {
    await page.goto(appUrl('/'));
    await page.getByTestId('language-switch').click();
    await expect.poll(() => pathOf(page)).toBe(appUrl('/en'));
    // Tapped maybe before the page woke: remembered once the English page has.
    await expect.poll(() => remembered(page)).toBe('en');
    // Later, by a shared link to a Chinese page: it opens as linked, and offers its English page in English.
    expect(await arrive(page, '/aboutUs?utm_source=wechat')).toEqual(TAKEN_OVER);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const offer = page.getByTestId('edition-offer');
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer).toContainText(EDITION_OFFER.en.text);
    await expect(offer.getByRole('link', { name: EDITION_OFFER.en.link })).toHaveAttribute('href', appUrl('/en/about'));
    // A page with no English version offers nothing, and a link followed inside the site offers nothing either.
    expect(await arrive(page, '/serviceDown')).toEqual(TAKEN_OVER);
    await expect(page.getByTestId('edition-offer')).toHaveCount(0);
    await page.goto(appUrl('/'));
    await page.getByRole('link', { name: EDITION_OFFER.en.link }).click();
    await expect.poll(() => pathOf(page)).toBe(appUrl('/en'));
    await expect(page.locator('h1')).toHaveText(ENGLISH_HOME.hero.title);
    await expect(page.getByTestId('edition-offer')).toHaveCount(0);
  });

  test('declining the offer stays on the page and remembers it; an English page offers its Chinese to a Chinese reader', async ({
    page,
  }) => {
    await page.goto(appUrl('/en'));
    await page.getByTestId('language-switch').click();
    await expect.poll(() => pathOf(page)).toBe(appUrl('/'));
    await expect.poll(() => remembered(page)).toBe('zh');
    await page.goto(appUrl('/en/about'));
    const offer = page.getByTestId('edition-offer');
    await expect(offer).toHaveAttribute('lang', 'zh-CN');
    await expect(offer.getByRole('link', { name: EDITION_OFFER.zh.link })).toHaveAttribute('href', appUrl('/aboutUs'));
    await offer.getByRole('button', { name: EDITION_OFFER.zh.close }).click();
    await expect(offer).toHaveCount(0);
    expect(pathOf(page)).toBe(appUrl('/en/about'));
    expect(await remembered(page)).toBe('en');
    expect(await arrive(page, '/en')).toEqual(TAKEN_OVER);
    await expect(page.getByTestId('edition-offer')).toHaveCount(0);
  });
});

test.describe('the English expert network page', () => {
  test('states the pay and the rules as the Chinese page does, and leads to the application in English', async ({ page }) => {
    await page.goto(appUrl('/en/experts'));
    const { words } = ENGLISH_EXPERT_NETWORK;
    await expect(page.getByTestId('expert-rules').locator('li')).toHaveCount(EXPERT_NETWORK_PAGE.rules.points.length);
    await expect(page.getByTestId('expert-pay')).toContainText(`RMB ${EXPERT_HOURLY_YUAN.from}`);
    // Its calls to action lead to the English application; the band's second writes to the experts' mailbox.
    await expect(page.getByTestId('expert-apply')).toHaveAttribute('href', appUrl(ENGLISH_EXPERT_APPLICATION.path));
    await expect(page.getByRole('link', { name: words.cta.secondary.label })).toHaveAttribute('href', words.cta.secondary.path);
    await page.getByTestId('expert-apply').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_FORM_PAGES['en-expert-apply'].hero.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('the English compliance centre', () => {
  test('tells every topic the Chinese one does, names its contact in English, and leads to them by mail', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/en/about'));
    await page.getByRole('link', { name: ENGLISH_ABOUT.words.vetting.links.compliance.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_COMPLIANCE.words.hero.title);
    await expect(page).toHaveTitle(ENGLISH_ROUTE_TITLES['/en/compliance']);
    const { clients, experts, glance, contact } = ENGLISH_COMPLIANCE.words;
    await expect(page.getByTestId('compliance-glance').locator('li')).toHaveCount(COMPLIANCE_AT_A_GLANCE.length);
    for (const [prefix, topics] of [
      ['client', clients.topics],
      ['expert', experts.topics],
    ] as const)
      for (const topic of topics) await expect(page.locator(`#${prefix}-${topic.id}-title`)).toHaveText(topic.title);
    expect(clients.topics.length + experts.topics.length).toBe(FOR_CLIENTS.length + FOR_EXPERTS.length);
    // The glance's links lead to its parts; the contact, by the name the English pages write.
    await page.getByRole('link', { name: glance.jump.contact }).click();
    const card = page.getByTestId('compliance-contact');
    await expect(card).toBeInViewport();
    await expect(card).toContainText(`${COMPLIANCE_CONTACT.nameLatin} · ${contact.role}`);
    await expect(card.getByRole('link', { name: COMPLIANCE_CONTACT.reportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPLIANCE_CONTACT.reportEmail}`,
    );
    expect(await untaggedChinese(page)).toEqual([]);
  });
});

test.describe('the English personal information notice', () => {
  test.use({ analyticsAnswer: null });

  test('is reached from the analytics question, tells every section of the Chinese notice, and says the Chinese prevails', async ({
    page,
  }) => {
    await page.goto(appUrl('/en/research'));
    await page.getByTestId('analytics-consent').getByRole('link', { name: ENGLISH_ANALYTICS_CONSENT_COPY.noticeLink }).click();
    await expect(page).toHaveURL(/\/html\/en\/privacy#privacy-sdk$/);
    await expect(page.locator('#privacy-sdk-title')).toBeInViewport();
    const { sections, hero } = ENGLISH_PRIVACY.words;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    expect(sections.map((s) => s.id)).toEqual(PRIVACY_SECTIONS.map((s) => s.id));
    await expect(page.locator('.privacy__toc li')).toHaveCount(PRIVACY_SECTIONS.length);
    await expect(page.locator('.page-hero__lead')).toContainText('the Chinese prevails');
    expect(await untaggedChinese(page)).toEqual([]);
  });
});

test.describe('the English services page', () => {
  test('shows every service at its own anchor, in English where the platform has it, and leads to its Chinese page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // From the English home's card of a service, tapped the moment it shows, to its section.
    await page.goto(appUrl('/en?utm_source=linkedin'));
    const [first, second] = SERVICES;
    await page.getByTestId('service-card').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/html/en/services#${second.id}$`));
    const section = page.locator(`#${second.id}`);
    await expect(section.getByRole('heading')).toHaveText(second.en!.title);
    await expect(section).toBeInViewport();
    // Every service of the platform, in its order.
    const services = page.getByTestId('english-service');
    await expect(services).toHaveCount(SERVICES.length);
    expect(await services.evaluateAll((all) => all.map((s) => s.id))).toEqual(SERVICES.map((s) => s.id));
    // The industries it serves, in English; its full page in Chinese, and said to be; a question goes to the enquiry form.
    const own = page.locator(`#${first.id}`);
    await expect(own).toContainText(ENGLISH_INDUSTRIES[first.industries[0]].name);
    await expect(own.getByRole('link', { name: ENGLISH_SERVICES.service.ask })).toHaveAttribute('href', appUrl(ENGLISH_CONTACT.form.path));
    const details = own.getByRole('link', { name: ENGLISH_SERVICES.service.details });
    await expect(details).toHaveAttribute('href', appUrl(`/serviceContent?id=${first.id}`));
    // How an engagement runs, step by step.
    await expect(page.locator('#engagement li')).toHaveCount(ENGLISH_SERVICES.process.steps.length);
    await details.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test('is reached from the header, and shows a service with no English by its Chinese words, tagged and said to be', async ({ page }) => {
    await page.route('**/api/platform/services*', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.data = answer.data.map(({ en: _english, ...service }: { en?: unknown }, i: number) =>
        i === 0 ? service : { ...service, en: _english },
      );
      await route.fulfill({ json: answer });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(appUrl('/en/about'));
    await page.locator('#site-nav').getByRole('link', { name: ENGLISH_FRAME.nav.entries[1].label, exact: true }).click();
    await expect(page).toHaveURL(/\/html\/en\/services$/);
    const untranslated = page.getByTestId('english-service').and(page.locator('[data-english="false"]'));
    await expect(untranslated).toHaveCount(1);
    await expect(untranslated.getByRole('heading')).toHaveAttribute('lang', 'zh-CN');
    await expect(untranslated.getByRole('heading')).toHaveText(SERVICES[0].name);
    await expect(untranslated).toContainText(ENGLISH_SERVICES.service.noEnglish);
  });
});

test.describe('the English lists of research and events', () => {
  test('lists the newest research by its Chinese titles, in English where the platform has it, each leading to its Chinese page', async ({
    page,
  }) => {
    await page.goto(appUrl('/en/research'));
    const cards = page.getByTestId('english-item');
    await expect(cards.first()).toBeVisible();
    const translated = cards.and(page.locator('[data-english="true"]'));
    const untranslated = cards.and(page.locator('[data-english="false"]'));
    // The mock has two reports in English: their English titles lead, their Chinese titles follow, tagged.
    await expect(translated).toHaveCount(2);
    await expect(translated.first().locator('[lang="zh-CN"]')).toHaveCount(1);
    await expect(translated.first()).toContainText(ENGLISH_RESEARCH.card.chineseTitle);
    // The others: their Chinese titles, tagged, and no translation of our own.
    await expect(untranslated.first().getByRole('heading').locator('[lang="zh-CN"]')).toHaveCount(1);
    await expect(untranslated.first()).toContainText(ENGLISH_RESEARCH.card.noSummary);
    // A card opens its page in Chinese; the whole list is in Chinese too.
    await expect(page.getByRole('link', { name: ENGLISH_RESEARCH.all })).toHaveAttribute('href', appUrl('/down'));
    await translated.first().getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe(appUrl('/downPdf'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('lists the coming events by their Chinese titles, each leading to its Chinese page to register', async ({ page }) => {
    await page.goto(appUrl('/en/events'));
    const cards = page.getByTestId('english-item');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading').locator('[lang="zh-CN"]')).toHaveCount(
        (await card.getAttribute('data-english')) === 'true' ? 0 : 1,
      );
      await expect(card).toContainText(ENGLISH_EVENTS.card.open);
    }
    await expect(page.getByRole('link', { name: ENGLISH_EVENTS.all })).toHaveAttribute('href', appUrl('/activeList'));
    await cards.first().getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe(appUrl('/activeInfo'));
  });
});
