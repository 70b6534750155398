import type { Page } from '@playwright/test';

import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import { consentRecord } from '@/features/leads/consents';
import { LEAD_FAIL_NEXT_PATH } from '@/qa/switches';

import { VALID_CONTACT } from '../../mock/data/leads';
import { expect, openPage, test } from './support/fixtures';
import { uniqueToken } from './support/leadForm';

/** The visitor's rights online (/user): a request reaches the platform with who is asking, and is never lost. */

test.describe.configure({ mode: 'parallel' });

/** A mobile number of this test alone. */
const mobileOf = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

/** A lead sent earlier with this number, as any form sends it. */
async function leadFrom(page: Page, mobile: string) {
  const token = uniqueToken();
  const res = await page.request.post(LEAD_API_PATHS.leads, {
    data: {
      formKey: 'download',
      topic: '资料下载',
      values: { ...VALID_CONTACT, mobile, email: `rights.${token}@zhiqiao-qa.cn`, consent: true },
      consents: [consentRecord('privacy')],
      idempotencyKey: `rights-e2e-${token}`,
      attribution: null,
      pagePath: '/html/down',
      honeypot: '',
      fillMs: MIN_FILL_MS + 5000,
    },
  });
  expect(((await res.json()) as API.ResponseStructure).success).toBe(true);
}

const requestsWith = async (page: Page, q: string) =>
  (
    (await (
      await page.request.get(`${LEAD_API_PATHS.privacyRequests}?q=${encodeURIComponent(q)}`)
    ).json()) as API.ResponseStructure<API.LeadList>
  ).data!.list;

const rights = (page: Page) => page.getByTestId('rights-requests');

/** Chooses a request and, when asked, the number, as a visitor does. */
async function ask(page: Page, label: string, mobile?: string) {
  const form = rights(page).getByTestId('lead-form');
  await form.locator('.ant-radio-wrapper', { hasText: label }).click();
  if (mobile !== undefined) await form.locator('[data-field="mobile"] input').fill(mobile);
}

test('a request by the number given in a lead reaches the platform and shows its reference and answer day', async ({
  page,
  consoleErrors,
}) => {
  const mobile = mobileOf();
  await leadFrom(page, mobile);
  await openPage(page, '/user');
  await expect(rights(page)).toContainText('无需发邮件或打电话');
  await ask(page, '删除我的个人信息', mobile);
  await page.waitForTimeout(MIN_FILL_MS);
  await rights(page).getByTestId('submit').click();

  const confirmation = rights(page).getByTestId('rights-confirmation');
  await expect(confirmation).toContainText(
    /已收到您的请求“删除我的个人信息”，编号 PR\d{12}。我们会在 \d{4}年\d{1,2}月\d{1,2}日前答复（15 个工作日内）。/,
  );
  const [stored] = await requestsWith(page, mobile);
  expect(stored).toMatchObject({ type: 'privacy', formKey: 'privacyRequest', values: { request: 'delete', mobile } });
  await expect(confirmation).toContainText(stored.leadId);
  // Listed on this device with its reference, and again after a reload.
  await page.reload();
  await expect(rights(page).getByTestId('rights-records')).toContainText(`删除我的个人信息 · ${stored.leadId}`);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in visitor is known by the openid, without a number', async ({ page, consoleErrors }) => {
  const openid = `o-rights-${uniqueToken()}`;
  await page.addInitScript(
    ({ keys, id }) => {
      localStorage.setItem(keys.openid, id);
      localStorage.setItem(keys.openidExpires, String(Date.now() + 86_400_000));
    },
    { keys: STORAGE_KEYS, id: openid },
  );
  await openPage(page, '/user');
  await expect(rights(page)).toContainText('您已通过微信识别身份，请求会以该身份提交。');
  await ask(page, '获取我的个人信息副本');
  await page.waitForTimeout(MIN_FILL_MS);
  await rights(page).getByTestId('submit').click();
  await expect(rights(page).getByTestId('rights-confirmation')).toContainText('获取我的个人信息副本');
  expect(await requestsWith(page, openid)).toMatchObject([{ openid, formKey: 'privacyRequestSignedIn', values: { request: 'copy' } }]);
  expect(consoleErrors).toEqual([]);
});

test('an unknown number and a repeated request each get a Chinese message, and the request stays as typed', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/user');
  const unknown = mobileOf();
  await ask(page, '获取我的个人信息副本', unknown);
  await rights(page).getByTestId('submit').click();
  await expect(rights(page).locator('[data-field="mobile"] .ant-form-item-explain-error')).toHaveText(
    '没有找到使用这个手机号码提交的记录，请填写您在表单中留下的号码，或发邮件联系我们',
  );
  await expect(rights(page).locator('[data-field="mobile"] input')).toHaveValue(unknown);
  expect(await requestsWith(page, unknown)).toEqual([]);

  const mobile = mobileOf();
  await leadFrom(page, mobile);
  await page.request.post(LEAD_API_PATHS.privacyRequests, {
    data: {
      formKey: 'privacyRequest',
      topic: '个人信息权利请求',
      values: { request: 'copy', mobile },
      consents: [],
      idempotencyKey: `rights-first-${uniqueToken()}`,
      attribution: null,
      pagePath: '/html/user',
      honeypot: '',
      fillMs: MIN_FILL_MS + 5000,
    },
  });
  await rights(page).locator('[data-field="mobile"] input').fill(mobile);
  await rights(page).getByTestId('submit').click();
  await expect(rights(page).getByTestId('submit-failure')).toContainText(
    /您已提交过相同的请求（编号 PR\d{12}），我们会在 .+ 前答复，无需重复提交。/,
  );
  await expect(rights(page).locator('[data-field="mobile"] input')).toHaveValue(mobile);
  expect(await requestsWith(page, mobile)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test.describe('a failure on the way', () => {
  // The forced answer 500 is reported by the browser itself.
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('a request that fails on the way is kept, on the page and as a draft, and a retry sends it once', async ({
    page,
    consoleErrors,
  }) => {
    const mobile = mobileOf();
    await leadFrom(page, mobile);
    await openPage(page, '/user');
    await ask(page, '撤回营销同意', mobile);
    await rights(page).locator('[data-field="note"] textarea').fill('请不要再发短信');
    await page.waitForTimeout(MIN_FILL_MS);
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'http-500', match: mobile } });
    await rights(page).getByTestId('submit').click();
    await expect(rights(page).getByTestId('submit-failure')).toContainText('服务暂时不可用（500），提交未完成。您填写的内容已保留');

    // Closed and opened again: the draft brings the request back.
    await page.reload();
    await expect(rights(page).getByTestId('draft-notice')).toBeVisible();
    await expect(rights(page).locator('[data-field="mobile"] input')).toHaveValue(mobile);
    await expect(rights(page).locator('[data-field="note"] textarea')).toHaveValue('请不要再发短信');
    await expect(rights(page).getByRole('radio', { name: '撤回营销同意' })).toBeChecked();
    await rights(page).getByTestId('submit').click();
    // Nobody with this number gave the marketing consent: the platform refuses, plainly, and keeps nothing.
    await expect(rights(page).getByTestId('submit-failure')).toContainText(
      '您没有同意过接收活动邀请与研究更新（或已经撤回），无需再撤回。',
    );
    expect(await requestsWith(page, mobile)).toEqual([]);

    await rights(page).getByTestId('lead-form').locator('.ant-radio-wrapper', { hasText: '获取我的个人信息副本' }).click();
    await rights(page).getByTestId('submit').click();
    await expect(rights(page).getByTestId('rights-confirmation')).toBeVisible();
    expect(await requestsWith(page, mobile)).toMatchObject([{ values: { request: 'copy', mobile, note: '请不要再发短信' } }]);
    expect(consoleErrors).toEqual([]);
  });
});
