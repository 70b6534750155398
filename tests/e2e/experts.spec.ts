import { formByKey, formHeading } from '@/config/forms';
import { CONSENTS, PLEDGES } from '@/content/consents';
import { EXPERT_HERO, EXPERT_PAY, EXPERT_RULES } from '@/content/expertNetwork';
import { CROSS_BORDER, CROSS_BORDER_REGIONS_TEXT, SECRECY_LAWS } from '@/content/facts';
import { RESULT_COPY } from '@/content/formResults';
import { FIELD_LABELS } from '@/content/labels/fields';
import { ABOUT_US_PAGE } from '@/content/pages/aboutUs';
import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';

import { appUrl, expect, openPage, routeOf, test } from './support/fixtures';
import { cell, errorsOf, fillForm, inboxWith, leadsWith, resultUrlRe, uniqueToken } from './support/leadForm';
import { footerLink } from './support/navigation';

const form = formByKey('expertApply')!;
const page_ = routeOf('ExpertNetwork');
const footerLinkLabel = footerLink(page_.path);
const field = (name: string) => form.fields.find((f) => f.name === name)!;

test.describe('experts join the network', () => {
  test('an expert finds the page from the footer and from /aboutUs, and reads how working with the firm goes', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/?utm_source=maimai&utm_medium=post');
    await page.locator('footer').getByRole('link', { name: footerLinkLabel }).click();
    await expect(page).toHaveURL(appUrl(page_.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXPERT_HERO.title);
    await expect(page.locator('main, #root').first()).toContainText(EXPERT_HERO.lead);
    const rules = page.getByTestId('expert-rules');
    for (const rule of [EXPERT_RULES[0].title, EXPERT_RULES[1].title, EXPERT_RULES[2].title]) await expect(rules).toContainText(rule);
    await expect(page.getByTestId('expert-pay')).toContainText(EXPERT_PAY[0].title);
    await expect(page.getByTestId('expert-pay')).toContainText(EXPERT_PAY[1].title);

    await openPage(page, '/aboutUs');
    await page
      .locator('#about-vetting-title')
      .locator('xpath=..')
      .getByRole('link', { name: ABOUT_US_PAGE.vetting.links.experts.label })
      .click();
    await expect(page).toHaveURL(appUrl(page_.path));
    // Analytics tells an expert's steps from a client's.
    await expect(page.getByTestId('expert-apply')).toHaveAttribute('data-item-key', 'expert-apply');
    await page.getByTestId('expert-apply').click();
    await expect(page).toHaveURL(appUrl(form.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formHeading(form));
    await expect(page.getByTestId('submit')).toHaveAttribute('data-item-key', 'expert-apply-submit');
    expect(consoleErrors).toEqual([]);
  });

  test('an application reaches its own result page and the applications inbox, never the client leads', async ({ page, consoleErrors }) => {
    await page.goto(appUrl(`${form.path}?from=singlemessage&isappinstalled=0`));
    const openedAt = Date.now();
    const token = uniqueToken();
    await fillForm(page, form, token);
    await expect(errorsOf(page)).toHaveCount(0);
    await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - openedAt)));
    await page.getByTestId('submit').click();

    await expect(page).toHaveURL(resultUrlRe(form));
    await expect(page.getByTestId('result-thanks')).toContainText(LEAD_RESULT_PAGE.thanks.text(form.topic, true));
    await expect(page.locator('.lead-result__steps')).toContainText(RESULT_COPY.expert.nextSteps[0]);
    const [application] = await inboxWith(page, 'expertApplications', token);
    expect(application).toMatchObject({ formKey: 'expertApply', type: 'expert', kind: 'expert' });
    expect(application.values).toMatchObject({ pledge: true, consent: true, sharingConsent: true, expertise: ['动力电池'] });
    // The application records both consents, each with the version of its words.
    expect(application.consents.map((c) => [c.consent, c.version])).toEqual([
      ['expertSharing', CONSENTS.expertSharing.version],
      ['privacy', CONSENTS.privacy.version],
    ]);
    expect(application.values.profileUrl).toBe(`https://www.linkedin.com/in/e2e-${token}`);
    expect(await leadsWith(page, token)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a pledge left unticked says why it matters, and a profile link off the known hosts is refused; nothing typed is lost', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(appUrl(form.path));
    const token = uniqueToken();
    await fillForm(page, form, token);
    // Untick the pledge, and give a link to an unknown site.
    await cell(page, field('pledge')).locator('input[type="checkbox"]').click();
    const link = cell(page, field('profileUrl')).locator('input');
    await link.fill('https://linkedin.com.example.cn/in/wang');
    await link.blur();
    await page.getByTestId('submit').click();

    await expect(cell(page, field('pledge'))).toContainText(FIELD_LABELS.pledge.requiredMessage);
    await expect(cell(page, field('profileUrl'))).toContainText(FIELD_LABELS.profileUrl.invalidMessage);
    await expect(page).toHaveURL(appUrl(form.path));
    await expect(cell(page, field('name')).locator('input')).not.toHaveValue('');
    await expect(cell(page, field('expertise'))).toContainText('动力电池');
    expect(await inboxWith(page, 'expertApplications', token)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the consent to show the background summary to clients is asked apart, never ticked, and the application needs it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(appUrl(form.path));
    const sharing = cell(page, field('sharingConsent'));
    // It says what is shown, to whom, for what, and how to withdraw.
    await expect(sharing).toContainText(CONSENTS.expertSharing.statement);
    await expect(sharing).toContainText(CONSENTS.expertSharing.help);
    await expect(sharing.locator('input[type="checkbox"]')).not.toBeChecked();

    const token = uniqueToken();
    await fillForm(page, form, token);
    await sharing.locator('input[type="checkbox"]').click();
    await expect(sharing.locator('input[type="checkbox"]')).not.toBeChecked();
    await page.getByTestId('submit').click();
    await expect(sharing).toContainText(CONSENTS.expertSharing.requiredMessage);
    await expect(page).toHaveURL(appUrl(form.path));
    await expect(cell(page, field('name')).locator('input')).not.toHaveValue('');
    expect(await inboxWith(page, 'expertApplications', token)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('sending the background abroad is asked apart, unticked and optional: an application goes without it, or records it with its version', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(appUrl(form.path));
    const abroad = cell(page, field('crossBorderConsent'));
    await expect(abroad).toContainText(CROSS_BORDER_REGIONS_TEXT);
    await expect(abroad).toContainText(CROSS_BORDER.mechanism);
    await expect(abroad).toContainText(CONSENTS.crossBorder.help!);
    await expect(abroad.locator('input[type="checkbox"]')).not.toBeChecked();
    // The pledge names the laws on secrets.
    for (const law of SECRECY_LAWS) await expect(cell(page, field('pledge'))).toContainText(law);
    await expect(cell(page, field('pledge'))).toContainText(PLEDGES.expertCompliance);

    const openedAt = Date.now();
    const token = uniqueToken();
    await fillForm(page, form, token);
    await abroad.locator('input[type="checkbox"]').click();
    await expect(abroad.locator('input[type="checkbox"]')).toBeChecked();
    await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - openedAt)));
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(resultUrlRe(form));
    const [application] = await inboxWith(page, 'expertApplications', token);
    expect(application.consents.map((c) => [c.consent, c.version])).toEqual([
      ['expertSharing', CONSENTS.expertSharing.version],
      ['crossBorder', CONSENTS.crossBorder.version],
      ['privacy', CONSENTS.privacy.version],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a classified post or an employer that bans outside consulting is accepted, with a clear note that no paid call can follow', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(appUrl(form.path));
    const openedAt = Date.now();
    const token = uniqueToken();
    await fillForm(page, form, token);
    for (const name of ['classifiedPost', 'employerBansConsulting']) {
      const question = cell(page, field(name));
      const yes = field(name).options!.find((o) => o.value === 'yes')!;
      await expect(page.getByTestId(`${name}-note`)).toBeHidden();
      await question.locator('.ant-radio-wrapper', { hasText: yes.label }).click();
      await expect(page.getByTestId(`${name}-note`)).toHaveText(yes.note!);
    }
    await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - openedAt)));
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(resultUrlRe(form));
    await expect(page.locator('.lead-result__steps')).toContainText(RESULT_COPY.expert.nextSteps.at(-1)!);
    const [application] = await inboxWith(page, 'expertApplications', token);
    expect(application.values).toMatchObject({ classifiedPost: 'yes', employerBansConsulting: 'yes' });
    expect(consoleErrors).toEqual([]);
  });
});
