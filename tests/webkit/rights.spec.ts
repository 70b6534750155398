import type { APIRequestContext } from '@playwright/test';

import type * as API from '@/api';
import { PRIVACY_REQUEST_LABELS, type PrivacyRequestKind } from '@/config/forms/privacyRequests';
import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import { ANALYTICS_CONSENT_KEY } from '@/config/visitor';
import { CONFIRM_COPY, RIGHTS_PLATFORM_MESSAGES as SAYS, rightsConfirmation } from '@/content/rightsRequests';
import { storedConsent } from '@/features/visitor/analytics/consent';
import { formatDate } from '@/lib/beijingTime';
import { VERIFICATION_EXPIRE_PATH } from '@/qa/switches';

import { uniqueToken } from '../e2e/support/leadForm';
import { formSubmission, type Sender } from '../unit/mock/support/formSubmission';
import { type Browser, expect, open, test } from './support/webkit';

/**
 * An iPhone visitor's rights on /user, in WebKit: each request, confirmed by a code to the number or the e-mail given in
 * a form (read from the QA list, as QA reads it) or by the WeChat sign-in; a wrong, an expired and a code tried five
 * times are each refused in Chinese on the code field, and nothing is stored or changed.
 */

const mobileOf = () => `136${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
const emailOf = () => `webkit.rights.${uniqueToken()}@zhiqiao-qa.cn`;

const SENT_TO = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.surveyAnswers, expert: LEAD_API_PATHS.expertApplications };
const INBOX = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.leads, expert: LEAD_API_PATHS.expertApplications };
const FORM = { lead: 'download', survey: 'fiveteen', expert: 'expertApply' } as const;
type Sent = keyof typeof FORM;

async function sent(request: APIRequestContext, kind: Sent, sender: Sender) {
  const res = await request.post(SENT_TO[kind], { data: formSubmission(FORM[kind], `webkit-rights-${uniqueToken()}`, sender) });
  const body = (await res.json()) as API.ResponseStructure<API.LeadReceipt>;
  expect(body.success).toBe(true);
  return body.data!.leadId;
}

async function stored(request: APIRequestContext, kind: Sent, leadId: string, q: string) {
  const res = await request.get(`${INBOX[kind]}?q=${encodeURIComponent(q)}`);
  return ((await res.json()) as API.ResponseStructure<API.LeadList>).data!.list.find((l) => l.leadId === leadId)!;
}

const requestsWith = async (request: APIRequestContext, q: string) =>
  (
    (await (
      await request.get(`${LEAD_API_PATHS.privacyRequests}?q=${encodeURIComponent(q)}`)
    ).json()) as API.ResponseStructure<API.LeadList>
  ).data!.list;

const codesSentTo = async (request: APIRequestContext, to: string) =>
  (
    (await (
      await request.get(`${PRIVACY_VERIFY_PATH}?to=${encodeURIComponent(to)}`)
    ).json()) as API.ResponseStructure<API.SentVerificationList>
  ).data!.list;

const IN_RIGHTS = '[data-testid="rights-requests"]';
const STEP = `${IN_RIGHTS} [data-testid="rights-confirm"]`;

/** Opens /user as a visitor with nothing stored (or signed in through WeChat: the openid kept, as after a sign-in). */
async function openUser(browser: Browser, baseURL: string | undefined, openid?: string) {
  // A page of the same origin that is no app page: the storage is set before /user runs.
  await browser.url(`${baseURL}${PRIVACY_VERIFY_PATH}?to=none`);
  await browser.execute(
    (keys: typeof STORAGE_KEYS, id: string | null, consentKey: string, yes: string) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      // The analytics question stays answered (as fresh() leaves it): its bar would cover 提交.
      window.localStorage.setItem(consentKey, yes);
      if (id) {
        window.localStorage.setItem(keys.openid, id);
        window.localStorage.setItem(keys.openidExpires, String(Date.now() + 86_400_000));
      }
    },
    STORAGE_KEYS,
    openid ?? null,
    ANALYTICS_CONSENT_KEY,
    JSON.stringify(storedConsent('yes')),
  );
  await open(browser, baseURL, '/user');
}

/** Types as a person does: one character at a time (WebDriver's one-shot typing outruns the field). */
async function typeSlowly(browser: Browser, selector: string, text: string) {
  const field = await browser.$(selector);
  await field.waitForExist({ timeout: 15_000 });
  await field.click();
  for (const character of text) {
    await browser.keys(character);
    await browser.pause(20);
  }
}

/** Taps a choice (a radio's label) by its words, inside `scope`. */
async function tapChoice(browser: Browser, scope: 'form' | 'step', label: string) {
  const within = scope === 'form' ? '//section[@data-testid="rights-requests"]//form' : '//fieldset[@data-testid="rights-confirm"]';
  const choice = await browser.$(`${within}//label[contains(@class, "ant-radio-wrapper")][contains(., "${label}")]`);
  await choice.waitForExist({ timeout: 15_000 });
  await choice.click();
}

const choose = (browser: Browser, kind: PrivacyRequestKind) => tapChoice(browser, 'form', PRIVACY_REQUEST_LABELS[kind]);

/** The message under a field of the confirmation step ('' when none). */
const messageOn = (browser: Browser, testId: 'confirm-to' | 'confirm-code') =>
  browser.execute(
    (id: string) =>
      document
        .querySelector(`[data-testid="rights-confirm"] [data-testid="${id}"]`)
        ?.closest('.ant-form-item')
        ?.querySelector('.ant-form-item-explain-error')?.textContent ?? '',
    testId,
  );

async function waitForMessage(browser: Browser, testId: 'confirm-to' | 'confirm-code', message: string) {
  await browser.waitUntil(async () => (await messageOn(browser, testId)) === message, {
    timeout: 10_000,
    timeoutMsg: `no message “${message}” on ${testId}; it says “${await messageOn(browser, testId)}”`,
  });
}

/** Asks for a code to the number or the address, and reads it as it arrives (the QA list). */
async function askForCode(browser: Browser, request: APIRequestContext, channel: API.VerificationChannel, to: string) {
  if (channel === 'email') await tapChoice(browser, 'step', CONFIRM_COPY.channels.email);
  await typeSlowly(browser, `${STEP} [data-testid="confirm-to"]`, to);
  await (await browser.$(`${STEP} [data-testid="send-code"]`)).click();
  const note = await browser.$(`${STEP} [data-testid="confirm-sent"]`);
  await browser.waitUntil(async () => (await note.getText()) === CONFIRM_COPY.sent(channel, to), {
    timeout: 10_000,
    timeoutMsg: `no code was sent to ${to}; the step says “${await messageOn(browser, 'confirm-to')}”`,
  });
  const [latest] = await codesSentTo(request, to);
  return latest.code;
}

const typeCode = (browser: Browser, code: string) => typeSlowly(browser, `${STEP} [data-testid="confirm-code"]`, code);
const submit = async (browser: Browser) => (await browser.$(`${IN_RIGHTS} [data-testid="submit"]`)).click();

/** Waits for the confirmation and checks it says what the platform did, in the words of src/content/. */
async function expectConfirmed(
  browser: Browser,
  request: APIRequestContext,
  q: string,
  kind: PrivacyRequestKind,
  outcome: 'applied' | 'scheduled',
) {
  const confirmation = await browser.$('[data-testid="rights-confirmation"]');
  await confirmation.waitForExist({
    timeout: 15_000,
    timeoutMsg: `no confirmation; the step says “${await messageOn(browser, 'confirm-code')}”`,
  });
  const [stored_] = await requestsWith(request, q);
  expect(stored_).toMatchObject({ values: { request: kind }, outcome });
  expect(await confirmation.getText()).toBe(
    rightsConfirmation(PRIVACY_REQUEST_LABELS[kind], stored_.leadId, outcome, formatDate(stored_.answerBy!)),
  );
  return stored_;
}

interface Journey {
  kind: PrivacyRequestKind;
  how: string;
  outcome: 'applied' | 'scheduled';
  /** What was sent before, and how the visitor confirms: returns what to look the request up by, and a check after. */
  run: (
    browser: Browser,
    request: APIRequestContext,
    baseURL: string | undefined,
  ) => Promise<{ q: string; after?: (r: API.StoredLead) => Promise<void> }>;
}

const JOURNEYS: Journey[] = [
  {
    kind: 'withdrawMarketing',
    how: 'by number with a code',
    outcome: 'applied',
    run: async (browser, request, baseURL) => {
      const mobile = mobileOf();
      const leadId = await sent(request, 'lead', { mobile, email: emailOf(), marketing: true });
      await openUser(browser, baseURL);
      await choose(browser, 'withdrawMarketing');
      await typeCode(browser, await askForCode(browser, request, 'sms', mobile));
      return {
        q: mobile,
        after: async (r) =>
          expect((await stored(request, 'lead', leadId, mobile)).withdrawals).toEqual([
            { consent: 'marketing', at: r.receivedAt, requestId: r.leadId },
          ]),
      };
    },
  },
  {
    kind: 'copy',
    how: 'by e-mail with a code (a survey respondent who left only an e-mail)',
    outcome: 'scheduled',
    run: async (browser, request, baseURL) => {
      const email = emailOf();
      await sent(request, 'survey', { email });
      await openUser(browser, baseURL);
      await choose(browser, 'copy');
      await typeCode(browser, await askForCode(browser, request, 'email', email));
      return { q: email };
    },
  },
  {
    kind: 'delete',
    how: 'by number with a code',
    outcome: 'scheduled',
    run: async (browser, request, baseURL) => {
      const mobile = mobileOf();
      await sent(request, 'lead', { mobile, email: emailOf() });
      await openUser(browser, baseURL);
      await choose(browser, 'delete');
      await typeCode(browser, await askForCode(browser, request, 'sms', mobile));
      return { q: mobile };
    },
  },
  {
    kind: 'correct',
    how: 'by e-mail with a code, the correction in the note',
    outcome: 'scheduled',
    run: async (browser, request, baseURL) => {
      const email = emailOf();
      await sent(request, 'expert', { mobile: mobileOf(), email });
      await openUser(browser, baseURL);
      await choose(browser, 'correct');
      await typeSlowly(browser, `${IN_RIGHTS} [data-field="note"] textarea`, '职位应为研发总监');
      await typeCode(browser, await askForCode(browser, request, 'email', email));
      return { q: email, after: async (r) => expect(r.values.note).toBe('职位应为研发总监') };
    },
  },
  {
    kind: 'restrict',
    how: 'signed in, with a code for the number used outside WeChat',
    outcome: 'applied',
    run: async (browser, request, baseURL) => {
      const openid = `o-webkit-${uniqueToken()}`;
      const mobile = mobileOf();
      const inWechat = await sent(request, 'lead', { mobile: mobileOf(), email: emailOf(), openid });
      const outside = await sent(request, 'lead', { mobile, email: emailOf() });
      await openUser(browser, baseURL, openid);
      await choose(browser, 'restrict');
      await typeCode(browser, await askForCode(browser, request, 'sms', mobile));
      return {
        q: openid,
        after: async (r) => {
          expect(r.matchedLeads!.sort()).toEqual([inWechat, outside].sort());
          expect((await stored(request, 'lead', outside, mobile)).restricted).toEqual({ requestId: r.leadId, at: r.receivedAt });
        },
      };
    },
  },
  {
    kind: 'withdrawCrossBorder',
    how: 'by number with a code: that consent alone',
    outcome: 'applied',
    run: async (browser, request, baseURL) => {
      const mobile = mobileOf();
      const application = await sent(request, 'expert', { mobile, email: emailOf() });
      await openUser(browser, baseURL);
      await choose(browser, 'withdrawCrossBorder');
      await typeCode(browser, await askForCode(browser, request, 'sms', mobile));
      return {
        q: mobile,
        after: async (r) =>
          expect((await stored(request, 'expert', application, mobile)).withdrawals).toEqual([
            { consent: 'crossBorder', at: r.receivedAt, requestId: r.leadId },
          ]),
      };
    },
  },
  {
    kind: 'leaveNetwork',
    how: 'signed in, by the openid alone',
    outcome: 'applied',
    run: async (browser, request, baseURL) => {
      const openid = `o-webkit-${uniqueToken()}`;
      const mobile = mobileOf();
      const application = await sent(request, 'expert', { mobile, email: emailOf(), openid });
      await openUser(browser, baseURL, openid);
      await choose(browser, 'leaveNetwork');
      return {
        q: openid,
        after: async () =>
          expect((await stored(request, 'expert', application, mobile)).withdrawals!.map((w) => w.consent)).toContain('expertSharing'),
      };
    },
  },
];

for (const journey of JOURNEYS) {
  test(`/user: ${PRIVACY_REQUEST_LABELS[journey.kind]} ${journey.how}`, async ({ phone, baseURL, request }) => {
    const { q, after } = await journey.run(phone, request, baseURL);
    await submit(phone);
    const stored_ = await expectConfirmed(phone, request, q, journey.kind, journey.outcome);
    await after?.(stored_);
  });
}

/** A lead that gave the marketing consent, /user with 撤回营销同意 chosen, and a code asked for its number. */
async function withdrawalStarted(browser: Browser, request: APIRequestContext, baseURL: string | undefined) {
  const mobile = mobileOf();
  const leadId = await sent(request, 'lead', { mobile, email: emailOf(), marketing: true });
  await openUser(browser, baseURL);
  await choose(browser, 'withdrawMarketing');
  const code = await askForCode(browser, request, 'sms', mobile);
  const nothingChanged = async () => {
    expect(await requestsWith(request, mobile)).toEqual([]);
    expect((await stored(request, 'lead', leadId, mobile)).withdrawals).toBeUndefined();
    expect(await (await browser.$(`${STEP} [data-testid="confirm-to"]`)).getValue()).toBe(mobile);
    expect(await (await browser.$('[data-testid="rights-confirmation"]')).isExisting()).toBe(false);
  };
  return { mobile, code, wrong: code === '000000' ? '111111' : '000000', nothingChanged };
}

test('/user: a wrong code is refused in Chinese on the code field, saying how many tries are left, and nothing changes', async ({
  phone,
  baseURL,
  request,
}) => {
  const { wrong, nothingChanged } = await withdrawalStarted(phone, request, baseURL);
  await typeCode(phone, wrong);
  await submit(phone);
  await waitForMessage(phone, 'confirm-code', SAYS.codeWrong(4));
  expect(await (await phone.$(`${STEP} [data-testid="confirm-code"]`)).getValue()).toBe(wrong);
  await nothingChanged();
});

test('/user: an expired code is refused in Chinese on the code field, and nothing changes', async ({ phone, baseURL, request }) => {
  const { mobile, code, nothingChanged } = await withdrawalStarted(phone, request, baseURL);
  expect((await request.post(VERIFICATION_EXPIRE_PATH, { data: { to: mobile } })).ok()).toBe(true);
  await typeCode(phone, code);
  await submit(phone);
  await waitForMessage(phone, 'confirm-code', SAYS.codeExpired);
  await nothingChanged();
});

test('/user: five wrong tries void the code, in Chinese on the code field, and nothing changes', async ({ phone, baseURL, request }) => {
  const { mobile, wrong, nothingChanged } = await withdrawalStarted(phone, request, baseURL);
  await typeCode(phone, wrong);
  for (const message of [SAYS.codeWrong(4), SAYS.codeWrong(3), SAYS.codeWrong(2), SAYS.codeWrong(1), SAYS.codeVoid]) {
    await submit(phone);
    await waitForMessage(phone, 'confirm-code', message);
  }
  expect(await codesSentTo(request, mobile)).toMatchObject([{ tries: 5, state: 'void' }]);
  await nothingChanged();
});
