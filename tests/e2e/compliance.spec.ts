import { COMPLIANCE_AT_A_GLANCE, COMPLIANCE_CONTACT, COMPLIANCE_HERO, FOR_CLIENTS, FOR_EXPERTS } from '@/content/compliance';

import { appUrl, expect, openPage, test } from './support/fixtures';
import { sitemapAddresses } from './support/sitemap';

/** The compliance centre: what a client's compliance officer and an expert about to join read, and where they find it. */

test.describe.configure({ mode: 'parallel' });

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('it reads whole: the summary at the top, both readers, the named contact, in search with its own pictures', async ({
    page,
    request,
  }) => {
    await page.goto(appUrl('/compliance'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPLIANCE_HERO.title);
    const glance = page.getByTestId('compliance-glance');
    await expect(glance.locator('li')).toHaveCount(COMPLIANCE_AT_A_GLANCE.length);
    // The summary comes before everything else of the page's own.
    const glanceTop = (await glance.boundingBox())!.y;
    const firstTopic = (await page.locator('.compliance__topic').first().boundingBox())!.y;
    expect(glanceTop).toBeLessThan(firstTopic);
    for (const topic of [...FOR_CLIENTS, ...FOR_EXPERTS])
      await expect(page.getByRole('heading', { level: 3, name: topic.title })).toBeVisible();
    const contact = page.getByTestId('compliance-contact');
    await expect(contact).toContainText(COMPLIANCE_CONTACT.name);
    await expect(contact.getByRole('link', { name: COMPLIANCE_CONTACT.reportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPLIANCE_CONTACT.reportEmail}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/html\/share\/page\/compliance-wide\.png$/,
    );
    for (const shape of ['square', 'wide']) {
      const picture = await request.get(appUrl(`/share/page/compliance-${shape}.png`));
      expect(picture.status(), shape).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
    expect(sitemapAddresses()).toContain(appUrl('/compliance'));
  });
});

test.describe('reachable where a client or an expert looks for it', () => {
  const PLACES: { path: string; where: string; scope: string }[] = [
    { path: '/', where: 'the footer of every page', scope: 'footer.site-footer' },
    { path: '/aboutUs', where: "the about page's vetting section", scope: 'section[aria-labelledby="about-vetting-title"]' },
    { path: '/expertNetwork', where: "the expert page's rules", scope: 'section[aria-labelledby="expert-rules-title"]' },
    { path: '/expertApplyForm', where: "the expert application's side column", scope: '.lead-page__aside' },
    { path: '/expertCallForm', where: "the expert-call form's side column", scope: '.lead-page__aside' },
  ];
  for (const { path, where, scope } of PLACES) {
    test(`${where} (${path}) leads to it`, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await page
        .locator(scope)
        .locator(`a[href^="${appUrl('/compliance')}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${appUrl('/compliance')}(#.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPLIANCE_HERO.title);
      expect(consoleErrors).toEqual([]);
    });
  }
});
