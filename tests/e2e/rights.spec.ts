import type { Page } from '@playwright/test';

import type * as API from '@/api';
import { PRIVACY_REQUEST_LABELS, type PrivacyRequestKind } from '@/config/forms/privacyRequests';
import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import {
  CONFIRM_COPY,
  RIGHTS_COPY,
  RIGHTS_PLATFORM_MESSAGES as SAYS,
  rightsConfirmation,
  rightsRecordMeta,
} from '@/content/rightsRequests';
import { SUBMISSION_FAILURES } from '@/content/ui/submission';
import { formatDate } from '@/lib/beijingTime';
import { LEAD_FAIL_NEXT_PATH, VERIFICATION_EXPIRE_PATH } from '@/qa/switches';

import { formSubmission, type Sender } from '../unit/mock/support/formSubmission';
import { templateRe } from './support/catalogue';
import { expect, openPage, test } from './support/fixtures';
import { uniqueToken } from './support/leadForm';

/**
 * The visitor's rights online (/user): the visitor chooses a request, confirms who they are with a code sent to the
 * number or the e-mail they gave in a form (read here from the QA list, as QA reads it), and sends; the page says what
 * the platform did. Tests tap as soon as a control is there, as a visitor does.
 */

test.describe.configure({ mode: 'parallel' });

/** A mobile number and an e-mail of this test alone. */
const mobileOf = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
const emailOf = () => `rights.${uniqueToken()}@zhiqiao-qa.cn`;

const SENT_TO = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.surveyAnswers, expert: LEAD_API_PATHS.expertApplications };
const INBOX = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.leads, expert: LEAD_API_PATHS.expertApplications };
const FORM = { lead: 'download', survey: 'fiveteen', expert: 'expertApply' } as const;

/** Something sent earlier, as its form sends it: a lead, a survey answer or an expert's application. */
async function sent(page: Page, kind: keyof typeof FORM, sender: Sender) {
  const res = await page.request.post(SENT_TO[kind], { data: formSubmission(FORM[kind], `rights-e2e-${uniqueToken()}`, sender) });
  const body = (await res.json()) as API.ResponseStructure<API.LeadReceipt>;
  expect(body.success).toBe(true);
  return body.data!.leadId;
}

/** A submission as its inbox lists it now. */
async function stored(page: Page, kind: keyof typeof FORM, leadId: string, q: string) {
  const res = await page.request.get(`${INBOX[kind]}?q=${encodeURIComponent(q)}`);
  return ((await res.json()) as API.ResponseStructure<API.LeadList>).data!.list.find((l) => l.leadId === leadId)!;
}

const requestsWith = async (page: Page, q: string) =>
  (
    (await (
      await page.request.get(`${LEAD_API_PATHS.privacyRequests}?q=${encodeURIComponent(q)}`)
    ).json()) as API.ResponseStructure<API.LeadList>
  ).data!.list;

/** The codes sent to an address, newest first, as QA reads them. */
const codesSentTo = async (page: Page, to: string) =>
  (
    (await (
      await page.request.get(`${PRIVACY_VERIFY_PATH}?to=${encodeURIComponent(to)}`)
    ).json()) as API.ResponseStructure<API.SentVerificationList>
  ).data!.list;

const rights = (page: Page) => page.getByTestId('rights-requests');
const step = (page: Page) => rights(page).getByTestId('rights-confirm');
const codeField = (page: Page) => step(page).getByTestId('confirm-code');
const messageOn = (page: Page, testId: string) =>
  step(page)
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) })
    // antd keeps the message that is leaving in the DOM while the new one comes in: the message is the one not leaving.
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
const submit = (page: Page) => rights(page).getByTestId('submit').click();

async function signIn(page: Page) {
  const openid = `o-rights-${uniqueToken()}`;
  await page.addInitScript(
    ({ keys, id }) => {
      localStorage.setItem(keys.openid, id);
      localStorage.setItem(keys.openidExpires, String(Date.now() + 86_400_000));
    },
    { keys: STORAGE_KEYS, id: openid },
  );
  return openid;
}

/** Chooses the request, as a visitor does. */
const choose = (page: Page, kind: PrivacyRequestKind) =>
  rights(page).getByTestId('lead-form').locator('.ant-radio-wrapper', { hasText: PRIVACY_REQUEST_LABELS[kind] }).click();

/** Asks for a code to the number or the address, and reads it as it arrives (the QA list). */
async function askForCode(page: Page, channel: API.VerificationChannel, to: string) {
  if (channel === 'email') await step(page).locator('.ant-radio-wrapper', { hasText: CONFIRM_COPY.channels.email }).click();
  await step(page).getByTestId('confirm-to').fill(to);
  await step(page).getByTestId('send-code').click();
  await expect(step(page).getByTestId('confirm-sent')).toHaveText(CONFIRM_COPY.sent(channel, to));
  const [latest] = await codesSentTo(page, to);
  return latest.code;
}

/** Asks for a code and types it. */
async function confirmBy(page: Page, channel: API.VerificationChannel, to: string) {
  await codeField(page).fill(await askForCode(page, channel, to));
}

/** The page's confirmation of the request stored for `q`, in the words of src/content/. */
async function expectConfirmed(page: Page, q: string, kind: PrivacyRequestKind, outcome: API.LeadReceipt['outcome']) {
  const confirmation = rights(page).getByTestId('rights-confirmation');
  await expect(confirmation).toBeVisible();
  const [request] = await requestsWith(page, q);
  expect(request).toMatchObject({ values: { request: kind }, outcome });
  await expect(confirmation).toHaveText(
    rightsConfirmation(PRIVACY_REQUEST_LABELS[kind], request.leadId, outcome, formatDate(request.answerBy!)),
  );
  return request;
}

test.describe('each request, confirmed by a code', () => {
  test('撤回营销同意 by number: in effect at once, on every lead that gave it', async ({ page, consoleErrors }) => {
    const mobile = mobileOf();
    const leadId = await sent(page, 'lead', { mobile, email: emailOf(), marketing: true });
    await openPage(page, '/user');
    await expect(rights(page)).toContainText(RIGHTS_COPY.identity.anonymous);
    await choose(page, 'withdrawMarketing');
    await confirmBy(page, 'sms', mobile);
    await submit(page);
    const request = await expectConfirmed(page, mobile, 'withdrawMarketing', 'applied');
    await expect(rights(page).getByTestId('rights-confirmation')).toContainText(
      rightsConfirmation(PRIVACY_REQUEST_LABELS.withdrawMarketing, request.leadId, 'applied'),
    );
    expect((await stored(page, 'lead', leadId, mobile)).withdrawals).toEqual([
      { consent: 'marketing', at: request.receivedAt, requestId: request.leadId },
    ]);
    // Listed on this device with what became of it, and again after a reload.
    await page.reload();
    await expect(rights(page).getByTestId('rights-records')).toContainText(
      `${PRIVACY_REQUEST_LABELS.withdrawMarketing} · ${request.leadId}`,
    );
    await expect(rights(page).getByTestId('rights-records')).toContainText(
      templateRe((sentAt) => rightsRecordMeta(sentAt, 'applied', undefined)),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('获取我的个人信息副本 by e-mail: a survey respondent who left only an e-mail is answered by the day', async ({
    page,
    consoleErrors,
  }) => {
    const email = emailOf();
    const answerId = await sent(page, 'survey', { email });
    await openPage(page, '/user');
    await choose(page, 'copy');
    await confirmBy(page, 'email', email);
    await submit(page);
    const request = await expectConfirmed(page, email, 'copy', 'scheduled');
    expect(request).toMatchObject({ matchedLeads: [answerId], requester: { confirmed: { channel: 'email', address: email } } });
    await expect(rights(page).getByTestId('rights-confirmation')).toContainText(
      rightsConfirmation(PRIVACY_REQUEST_LABELS.copy, request.leadId, 'scheduled', formatDate(request.answerBy!)),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('删除我的个人信息 by number: recorded, answered by the day, and a second one while open is refused', async ({
    page,
    consoleErrors,
  }) => {
    const mobile = mobileOf();
    const email = emailOf();
    await sent(page, 'lead', { mobile, email });
    await openPage(page, '/user');
    await choose(page, 'delete');
    await confirmBy(page, 'sms', mobile);
    await submit(page);
    const first = await expectConfirmed(page, mobile, 'delete', 'scheduled');

    // The same again, confirmed by the e-mail of the same lead: the platform names the open one.
    await choose(page, 'delete');
    await confirmBy(page, 'email', email);
    await submit(page);
    await expect(rights(page).getByTestId('submit-failure')).toContainText(SAYS.duplicate(first.leadId, first.answerBy!));
    expect(await requestsWith(page, mobile)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('更正职业背景 by e-mail: an expert says what to correct; answered by the day', async ({ page, consoleErrors }) => {
    const email = emailOf();
    await sent(page, 'expert', { mobile: mobileOf(), email });
    await openPage(page, '/user');
    await choose(page, 'correct');
    const note = '现任职位应为研发总监，不是研发经理。';
    await rights(page).locator('[data-field="note"] textarea').fill(note);
    await confirmBy(page, 'email', email);
    await submit(page);
    const request = await expectConfirmed(page, email, 'correct', 'scheduled');
    expect(request.values.note).toBe(note);
    expect(consoleErrors).toEqual([]);
  });

  test('限制处理 signed in, with a code for the number used outside WeChat: both found, restricted at once', async ({
    page,
    consoleErrors,
  }) => {
    const openid = await signIn(page);
    const mobile = mobileOf();
    const inWechat = await sent(page, 'lead', { mobile: mobileOf(), email: emailOf(), openid });
    const outside = await sent(page, 'lead', { mobile, email: emailOf() });
    await openPage(page, '/user');
    await expect(rights(page)).toContainText(RIGHTS_COPY.identity.signedIn);
    await expect(step(page)).toContainText(CONFIRM_COPY.optionalTitle);
    await choose(page, 'restrict');
    await confirmBy(page, 'sms', mobile);
    await submit(page);
    const request = await expectConfirmed(page, openid, 'restrict', 'applied');
    expect(request.matchedLeads!.sort()).toEqual([inWechat, outside].sort());
    for (const leadId of [inWechat, outside])
      expect((await stored(page, 'lead', leadId, leadId === outside ? mobile : openid)).restricted).toEqual({
        requestId: request.leadId,
        at: request.receivedAt,
      });
    expect(consoleErrors).toEqual([]);
  });

  test('撤回向境外客户提供的同意 by number: that consent alone withdrawn at once, the expert stays in the network', async ({
    page,
    consoleErrors,
  }) => {
    const mobile = mobileOf();
    const application = await sent(page, 'expert', { mobile, email: emailOf() });
    await openPage(page, '/user');
    await choose(page, 'withdrawCrossBorder');
    await confirmBy(page, 'sms', mobile);
    await submit(page);
    const request = await expectConfirmed(page, mobile, 'withdrawCrossBorder', 'applied');
    expect((await stored(page, 'expert', application, mobile)).withdrawals).toEqual([
      { consent: 'crossBorder', at: request.receivedAt, requestId: request.leadId },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('退出专家网络 signed in, by the openid alone: the sharing consents withdrawn at once', async ({ page, consoleErrors }) => {
    const openid = await signIn(page);
    const mobile = mobileOf();
    const application = await sent(page, 'expert', { mobile, email: emailOf(), openid });
    await openPage(page, '/user');
    await choose(page, 'leaveNetwork');
    await submit(page);
    const request = await expectConfirmed(page, openid, 'leaveNetwork', 'applied');
    expect(request.requester).toEqual({ openid });
    const withdrawn = (await stored(page, 'expert', application, mobile)).withdrawals!.map((w) => w.consent);
    expect(withdrawn).toContain('expertSharing');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a code that does not confirm: a Chinese message on the code field, and nothing stored or changed', () => {
  /** A lead that gave the marketing consent, and /user with 撤回营销同意 chosen and a code asked for its number. */
  async function withdrawalStarted(page: Page) {
    const mobile = mobileOf();
    const leadId = await sent(page, 'lead', { mobile, email: emailOf(), marketing: true });
    await openPage(page, '/user');
    await choose(page, 'withdrawMarketing');
    const code = await askForCode(page, 'sms', mobile);
    const nothingChanged = async () => {
      expect(await requestsWith(page, mobile)).toEqual([]);
      expect((await stored(page, 'lead', leadId, mobile)).withdrawals).toBeUndefined();
      await expect(step(page).getByTestId('confirm-to')).toHaveValue(mobile);
      await expect(rights(page).getByRole('radio', { name: PRIVACY_REQUEST_LABELS.withdrawMarketing })).toBeChecked();
      await expect(rights(page).getByTestId('rights-confirmation')).toHaveCount(0);
    };
    return { mobile, code, wrong: code === '000000' ? '111111' : '000000', nothingChanged };
  }

  test('a wrong code says how many tries are left; the right one then goes', async ({ page, consoleErrors }) => {
    const { mobile, code, wrong, nothingChanged } = await withdrawalStarted(page);
    await codeField(page).fill(wrong);
    await submit(page);
    await expect(messageOn(page, 'confirm-code')).toHaveText(SAYS.codeWrong(4));
    await expect(codeField(page)).toHaveValue(wrong);
    await nothingChanged();
    await codeField(page).fill(code);
    await submit(page);
    await expectConfirmed(page, mobile, 'withdrawMarketing', 'applied');
    expect(consoleErrors).toEqual([]);
  });

  test('an expired code', async ({ page, consoleErrors }) => {
    const { mobile, code, nothingChanged } = await withdrawalStarted(page);
    // Ten minutes on, as QA makes it happen (the QA panel's 立即过期).
    expect((await page.request.post(VERIFICATION_EXPIRE_PATH, { data: { to: mobile } })).ok()).toBe(true);
    await codeField(page).fill(code);
    await submit(page);
    await expect(messageOn(page, 'confirm-code')).toHaveText(SAYS.codeExpired);
    await nothingChanged();
    expect(consoleErrors).toEqual([]);
  });

  test('five wrong tries void the code: the right code is refused after them', async ({ page, consoleErrors }) => {
    const { mobile, code, wrong, nothingChanged } = await withdrawalStarted(page);
    await codeField(page).fill(wrong);
    for (const message of [SAYS.codeWrong(4), SAYS.codeWrong(3), SAYS.codeWrong(2), SAYS.codeWrong(1), SAYS.codeVoid]) {
      await submit(page);
      await expect(messageOn(page, 'confirm-code')).toHaveText(message);
    }
    await codeField(page).fill(code);
    await submit(page);
    await expect(messageOn(page, 'confirm-code')).toHaveText(SAYS.codeVoid);
    expect(await codesSentTo(page, mobile)).toMatchObject([{ tries: 5, state: 'void' }]);
    await nothingChanged();
    expect(consoleErrors).toEqual([]);
  });
});

test('a number with no lead, confirmed, is told so on the number; nothing is sent without a code', async ({ page, consoleErrors }) => {
  await openPage(page, '/user');
  await choose(page, 'copy');
  await expect(step(page)).toBeVisible();
  await submit(page);
  await expect(messageOn(page, 'confirm-to')).toHaveText(CONFIRM_COPY.missing.address.sms);
  const unknown = mobileOf();
  await step(page).getByTestId('confirm-to').fill(unknown);
  await submit(page);
  await expect(messageOn(page, 'confirm-code')).toHaveText(CONFIRM_COPY.missing.notRequested);
  expect(await requestsWith(page, unknown)).toEqual([]);

  await confirmBy(page, 'sms', unknown);
  await submit(page);
  await expect(messageOn(page, 'confirm-to')).toHaveText(SAYS.noRecords.sms);
  await expect(step(page).getByTestId('confirm-to')).toHaveValue(unknown);
  expect(await requestsWith(page, unknown)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('获取验证码 waits 60 s after a code is sent, and QA sees the code on the QA panel', async ({ page, consoleErrors }) => {
  const mobile = mobileOf();
  await openPage(page, '/user');
  const code = await askForCode(page, 'sms', mobile);
  const button = step(page).getByTestId('send-code');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(new RegExp(`^(${[60, 59, 58].map(CONFIRM_COPY.resend).join('|')})$`));
  await button.click({ force: true });
  expect(await codesSentTo(page, mobile)).toHaveLength(1);

  await openPage(page, '/test');
  const codes = page.getByTestId('qa-codes');
  await expect(codes.locator('li', { hasText: mobile })).toContainText(code);
  expect(consoleErrors).toEqual([]);
});

test.describe('failures on the way', () => {
  // The forced failures (an answer 500, an answer cut off) are reported by the browser itself.
  test.use({ allowConsoleErrors: [/status of 500|net::ERR_CONTENT_LENGTH_MISMATCH/] });

  test('a code that cannot be sent says why in Chinese and keeps the number', async ({ page, consoleErrors }) => {
    const mobile = mobileOf();
    await openPage(page, '/user');
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'http-500', match: mobile } });
    await step(page).getByTestId('confirm-to').fill(mobile);
    await step(page).getByTestId('send-code').click();
    await expect(messageOn(page, 'confirm-to')).toHaveText(CONFIRM_COPY.sendFailed.http(500));
    await expect(step(page).getByTestId('confirm-to')).toHaveValue(mobile);
    await expect(step(page).getByTestId('send-code')).toBeEnabled();
    expect(await codesSentTo(page, mobile)).toEqual([]);
    await step(page).getByTestId('send-code').click();
    await expect(step(page).getByTestId('confirm-sent')).toHaveText(CONFIRM_COPY.sent('sms', mobile));
    expect(consoleErrors).toEqual([]);
  });

  test('a request that fails on the way is kept, on the page and as a draft, and a retry sends it once', async ({
    page,
    consoleErrors,
  }) => {
    const mobile = mobileOf();
    const email = emailOf();
    await sent(page, 'lead', { mobile, email, marketing: true });
    await openPage(page, '/user');
    await choose(page, 'withdrawMarketing');
    const note = `请不要再发短信 ${uniqueToken()}`;
    await rights(page).locator('[data-field="note"] textarea').fill(note);
    await confirmBy(page, 'sms', mobile);
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'http-500', match: note } });
    await submit(page);
    await expect(rights(page).getByTestId('submit-failure')).toContainText(SUBMISSION_FAILURES.http(500));
    await expect(codeField(page)).not.toHaveValue('');

    // Closed and opened again: the draft brings the request back; the code is asked for again (here by e-mail).
    await page.reload();
    await expect(rights(page).getByTestId('draft-notice')).toBeVisible();
    await expect(rights(page).locator('[data-field="note"] textarea')).toHaveValue(note);
    await expect(rights(page).getByRole('radio', { name: PRIVACY_REQUEST_LABELS.withdrawMarketing })).toBeChecked();
    await confirmBy(page, 'email', email);
    // The answer is lost on the way after the platform stored it: 重新提交 is answered with the same receipt.
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'network', match: note } });
    await submit(page);
    await expect(rights(page).getByTestId('submit-failure')).toBeVisible();
    await rights(page).getByTestId('retry').click();
    // Sent twice, stored once: confirmed by the e-mail, found by the note.
    await expectConfirmed(page, note, 'withdrawMarketing', 'applied');
    expect(await requestsWith(page, note)).toMatchObject([
      { values: { request: 'withdrawMarketing', note }, requester: { confirmed: { channel: 'email', address: email } } },
    ]);
    expect(consoleErrors).toEqual([]);
  });
});

test('a request a bot filled in is held for a person, and the page says so rather than that it was done', async ({
  page,
  consoleErrors,
}) => {
  const mobile = mobileOf();
  const leadId = await sent(page, 'lead', { mobile, email: emailOf(), marketing: true });
  await openPage(page, '/user');
  await choose(page, 'withdrawMarketing');
  await confirmBy(page, 'sms', mobile);
  await rights(page)
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
  await submit(page);
  await expectConfirmed(page, mobile, 'withdrawMarketing', 'held');
  await expect(rights(page).getByTestId('rights-confirmation')).not.toContainText('已生效');
  expect((await stored(page, 'lead', leadId, mobile)).withdrawals).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});
