import { randomInt, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { EMAIL, MOBILE } from '../../src/config/forms/fields';
import { VERIFICATION_CHANNELS, VERIFICATION_RULES, type VerificationChannel } from '../../src/config/forms/privacyRequests';
import { PRIVACY_VERIFY_PATH, VALIDATION_ERROR_CODE } from '../../src/config/leadApi';
import { RIGHTS_PLATFORM_MESSAGES as SAYS } from '../../src/content/rightsRequests';
import { normalizeValue, validateField } from '../../src/features/leads/validation';
import { VERIFICATION_EXPIRE_PATH } from '../../src/qa/switches';
import { badRequest, firstProblem, routes, textProblem, unknownFieldsProblem } from './guard';
import { takeFailure } from './leads';

/**
 * One-time codes that confirm who sends a rights request (/user). POST sends a 6-digit code to a mainland mobile
 * number or an e-mail address; the mock "sends" it by keeping it, and GET lists what was sent, for QA, newest first.
 * A code is valid for 10 minutes, allows 5 wrong tries (then it is void) and confirms one request; a new code for the
 * same address can be asked for 60 s after the last. A request carries `verification: { id, code }`;
 * mock/platform/privacyRequests.ts checks it here before anything else of the request.
 *
 * Time is injected: every function takes `now`, and the routes read `verificationClock.now()` (the unit tests move it).
 */

const { codeLength, validMinutes, resendAfterSeconds, maxWrongTries } = VERIFICATION_RULES;
const VALID_MS = validMinutes * 60_000;
const RESEND_MS = resendAfterSeconds * 1000;

/** The clock of the codes and of the requests they confirm. */
export const verificationClock = { now: () => Date.now() };

interface Verification {
  id: string;
  channel: VerificationChannel;
  /** The address as the platform matches it: a number without separators, an e-mail in lower case. */
  to: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  wrongTries: number;
  /** The request it confirmed (a code confirms one). */
  usedBy?: string;
}

/** Newest first; the mock server's memory stays bounded. */
const sent: Verification[] = [];
const MAX_KEPT = 500;

const ADDRESS_FIELD = { sms: MOBILE, email: EMAIL } as const;

/** The address a platform compares: what the lead forms store for a number, an e-mail without regard to case. */
export function normalizedAddress(channel: VerificationChannel, to: string): string {
  const value = normalizeValue(ADDRESS_FIELD[channel], to);
  const text = typeof value === 'string' ? value : '';
  return channel === 'email' ? text.toLowerCase() : text;
}

/** Why an address cannot receive a code (the form's own rule, in Chinese), or null. */
const addressProblem = (channel: VerificationChannel, to: string) => validateField({ ...ADDRESS_FIELD[channel], required: true }, to);

const newCode = () => String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');

export type Issued = { ticket: API.VerificationTicket; code: string } | { wait: number } | { invalid: string };

/** Sends a code to an address, unless its last code was sent less than 60 s ago (`wait`: the seconds left). */
export function issueCode(channel: VerificationChannel, to: string, now: number): Issued {
  const invalid = addressProblem(channel, to);
  if (invalid) return { invalid };
  const address = normalizedAddress(channel, to);
  const last = sent.find((v) => v.channel === channel && v.to === address);
  if (last && now - last.sentAt < RESEND_MS) return { wait: Math.ceil((last.sentAt + RESEND_MS - now) / 1000) };
  const verification: Verification = {
    id: randomUUID(),
    channel,
    to: address,
    code: newCode(),
    sentAt: now,
    expiresAt: now + VALID_MS,
    wrongTries: 0,
  };
  sent.unshift(verification);
  if (sent.length > MAX_KEPT) sent.length = MAX_KEPT;
  return {
    code: verification.code,
    ticket: { verificationId: verification.id, expiresAt: new Date(verification.expiresAt).toISOString(), resendAfterSeconds },
  };
}

/** The address a code confirmed. */
export interface Confirmed {
  verificationId: string;
  channel: VerificationChannel;
  address: string;
}

export type CodeCheck = { confirmed: Confirmed } | { refused: string };

const CODE_RE = new RegExp(`^\\d{${codeLength}}$`);

/**
 * Checks the code sent with a request: unknown, used, void, expired or wrong (which counts a try: the fifth wrong one
 * voids it) is refused with the Chinese message shown on the code field. A code that passes is not used yet: `spendCode`
 * marks it once the request is stored.
 */
export function checkCode({ id, code }: API.PrivacyVerification, now: number): CodeCheck {
  const verification = sent.find((v) => v.id === id);
  if (!verification) return { refused: SAYS.codeUnknown };
  if (verification.usedBy) return { refused: SAYS.codeUsed };
  if (verification.wrongTries >= maxWrongTries) return { refused: SAYS.codeVoid };
  if (now >= verification.expiresAt) return { refused: SAYS.codeExpired };
  if (!CODE_RE.test(code)) return { refused: SAYS.codeFormat };
  if (code !== verification.code) {
    verification.wrongTries += 1;
    const left = maxWrongTries - verification.wrongTries;
    return { refused: left > 0 ? SAYS.codeWrong(left) : SAYS.codeVoid };
  }
  return { confirmed: { verificationId: verification.id, channel: verification.channel, address: verification.to } };
}

/** The code confirmed this request (its reference): it confirms no other. */
export function spendCode(id: string, requestId: string) {
  const verification = sent.find((v) => v.id === id);
  if (verification) verification.usedBy = requestId;
}

function stateOf(v: Verification, now: number): API.SentVerification['state'] {
  if (v.usedBy) return 'used';
  if (v.wrongTries >= maxWrongTries) return 'void';
  return now >= v.expiresAt ? 'expired' : 'open';
}

/** QA: the newest code sent to an address expires now; false when none was sent to it. */
export function expireCode(to: string, now: number): boolean {
  const verification = sent.find((v) => v.to === normalizedAddress(v.channel, to));
  if (!verification) return false;
  verification.expiresAt = Math.min(verification.expiresAt, now);
  return true;
}

/** What QA sees of the codes sent, newest first; `to` keeps those of one number or address. */
export function sentCodes(now: number, to?: string): API.SentVerification[] {
  return sent
    .filter((v) => !to || v.to === normalizedAddress(v.channel, to))
    .map((v) => ({
      verificationId: v.id,
      channel: v.channel,
      to: v.to,
      code: v.code,
      sentAt: new Date(v.sentAt).toISOString(),
      expiresAt: new Date(v.expiresAt).toISOString(),
      tries: v.wrongTries,
      triesLeft: Math.max(0, maxWrongTries - v.wrongTries),
      state: stateOf(v, now),
    }));
}

const fail = (errorCode: string, errorMessage: string, data?: unknown): API.ResponseStructure => ({
  success: false,
  errorCode,
  errorMessage,
  showType: 0,
  ...(data === undefined ? {} : { data }),
});

export default routes({
  [`POST ${PRIVACY_VERIFY_PATH}`]: (req: Request, res: Response) => {
    const body = req.body as Record<string, unknown>;
    const problem = firstProblem(
      unknownFieldsProblem(body, ['channel', 'to']),
      VERIFICATION_CHANNELS.includes(body.channel as VerificationChannel) ? null : '字段“channel”必须是 sms 或 email',
      textProblem('to', body.to, { max: 200 }),
    );
    if (problem) return badRequest(res, problem);
    const channel = body.channel as VerificationChannel;
    const to = body.to as string;
    // A failure QA queued for this address (`match`: the number or the e-mail) fails the sending of its code; a
    // failure queued for any submission waits for one.
    const failure = takeFailure({ to }, { matchedOnly: true });
    if (failure === 'http-500' || failure === 'network') return res.status(500).json({ success: false });
    if (failure?.startsWith('biz-')) return res.json(fail('QA-VERIFY', 'QA 模拟：验证码服务暂时不可用，请稍后重试。'));

    const issued = issueCode(channel, to, verificationClock.now());
    if ('invalid' in issued)
      return res.json(fail(VALIDATION_ERROR_CODE, issued.invalid, { fieldErrors: { to: issued.invalid } } satisfies API.LeadFieldErrors));
    if ('wait' in issued)
      return res.json(
        fail('RESEND_TOO_SOON', SAYS.resendTooSoon(issued.wait), { retryAfterSeconds: issued.wait } satisfies API.VerificationWait),
      );
    return res.json({ success: true, data: issued.ticket } satisfies API.ResponseStructure<API.VerificationTicket>);
  },
  // QA only: the newest code of a number or an address expires now.
  [`POST ${VERIFICATION_EXPIRE_PATH}`]: (req: Request, res: Response) => {
    const body = req.body as Record<string, unknown>;
    const problem = firstProblem(unknownFieldsProblem(body, ['to']), textProblem('to', body.to, { max: 200, min: 1 }));
    if (problem) return badRequest(res, problem);
    const expired = expireCode(body.to as string, verificationClock.now());
    return res.json(
      expired
        ? ({ success: true, data: { accepted: true } } satisfies API.ResponseStructure)
        : fail('NOT_FOUND', '没有发送到这个号码或邮箱的验证码。'),
    );
  },
  // QA only: the codes sent (`?to=` a number or an address), as a person would read them on their phone.
  [`GET ${PRIVACY_VERIFY_PATH}`]: (req: Request, res: Response) => {
    const { to = '' } = req.query as Record<string, string>;
    const list = sentCodes(verificationClock.now(), to || undefined);
    res.json({ success: true, data: { list, total: list.length } } satisfies API.ResponseStructure<API.SentVerificationList>);
  },
});
