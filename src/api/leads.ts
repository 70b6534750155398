/**
 * What a lead, a survey answer, an expert's application and a rights request send, and what the platform answers.
 * Relative imports only (mock/ imports this file).
 */
import * as v from 'valibot';

import type { ConsentId } from '../config/forms/fields';
import { PRIVACY_REQUEST_OUTCOMES } from '../config/forms/privacyOutcomes';
import type { VerificationChannel } from '../config/forms/privacyRequests';
import type { Locale } from '../config/locales';
import type { LeadFailMode } from '../qa/switches';
import { maybe } from './common';

export type { LeadFailMode, VerificationChannel };

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** Answer of a stored submission (a suspected bot gets the same answer: its submission is kept, marked). */
export const LeadReceiptSchema = v.object({
  /** Reference number shown to the visitor: without it nothing is confirmed. */
  leadId: nonEmpty,
  receivedAt: v.string(),
  /** A rights request: the day (YYYY-MM-DD, Beijing) by which the firm promises its answer. */
  answerBy: maybe(v.string()),
  /** True when the idempotency key had been seen: the earlier lead is answered, nothing new is stored. */
  duplicate: maybe(v.boolean()),
  /**
   * A rights request: what the platform did with it. `applied`: in effect now; `scheduled`: answered by `answerBy`;
   * `held`: not acted on, a person checks it first and contacts the visitor by `answerBy`.
   */
  outcome: maybe(v.picklist(PRIVACY_REQUEST_OUTCOMES)),
});
export type LeadReceipt = v.InferOutput<typeof LeadReceiptSchema>;

/** A rights request's receipt: a reference, the answer day, and what the platform did with it. */
export const RightsReceiptSchema = v.object({
  ...LeadReceiptSchema.entries,
  answerBy: v.string(),
  outcome: v.picklist(PRIVACY_REQUEST_OUTCOMES),
});

/** Answer of POST /api/platform/privacy/verify: the code is on its way. */
export const VerificationTicketSchema = v.object({
  verificationId: nonEmpty,
  /** When the code stops being valid (ISO time). */
  expiresAt: v.string(),
  /** A new code for the same address can be asked for after this many seconds. */
  resendAfterSeconds: v.number(),
});
export type VerificationTicket = v.InferOutput<typeof VerificationTicketSchema>;

/** First-touch attribution of the visit (src/features/leads/attribution.ts). */
export interface LeadAttribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referrer: string;
  /** Path and query of the first page of the visit. */
  landingPage: string;
  capturedAt: string;
}

/** What the form is about besides its own fields (the activity registered for, the material downloaded). */
export interface LeadContext {
  activityId?: string;
  materialId?: string;
  /** Title the visitor saw (activity or material title). */
  title?: string;
}

export type LeadFieldValue = string | string[] | number | boolean | null;

/** One consent a lead gives (src/features/leads/consents.ts): which, the version of its words, when it was ticked. */
export interface ConsentRecord {
  consent: ConsentId;
  /** The date the words took effect (src/content/consents.ts). */
  version: string;
  givenAt: string;
}

/** Body of POST /api/platform/leads and POST /api/platform/surveys/answers. */
export interface LeadSubmission {
  formKey: string;
  topic: string;
  values: Record<string, LeadFieldValue>;
  /** Exactly the consent boxes ticked, each with its version: the privacy notice, and any other the form asks for. */
  consents: ConsentRecord[];
  context?: LeadContext;
  /** The visitor's WeChat openid when known (localStorage `openid`). */
  openid?: string;
  /**
   * Identifies one content: the same key on every retry of it (the server records the lead once); a change of
   * any value makes a new key. A known key sent with other content is answered 409.
   */
  idempotencyKey: string;
  attribution: LeadAttribution | null;
  /** Page the form was submitted from. */
  pagePath: string;
  /** The language of the form it was sent from; absent reads as Chinese. Choices are codes in either. */
  locale?: Locale;
  /**
   * Anti-spam: the hidden field (empty for people) and the time spent filling in, counted from the first
   * interaction, or from the restore of a draft plus the time already spent on it.
   */
  honeypot: string;
  fillMs: number;
  /**
   * A rights request only (POST /api/platform/privacy/requests): the one-time code that confirms who is asking
   * (POST /api/platform/privacy/verify). Checked before anything else of the request; never stored with it.
   */
  verification?: PrivacyVerification;
}

/** The code a visitor typed, and the verification it was sent with. */
export interface PrivacyVerification {
  id: string;
  code: string;
}

/** Body of POST /api/platform/privacy/verify: where to send a one-time code. */
export interface VerificationRequest {
  channel: VerificationChannel;
  /** A mainland mobile number (sms) or an e-mail address (email). */
  to: string;
}

/** `data` of the refusal RESEND_TOO_SOON of POST /api/platform/privacy/verify. */
export interface VerificationWait {
  retryAfterSeconds: number;
}

/** One code sent, as GET /api/platform/privacy/verify lists it for QA (never a production answer). */
export interface SentVerification {
  verificationId: string;
  channel: VerificationChannel;
  to: string;
  code: string;
  sentAt: string;
  expiresAt: string;
  /** Wrong codes tried so far, and how many are left. */
  tries: number;
  triesLeft: number;
  /** `open`: may still confirm a request; `used`: confirmed one; `void`: too many wrong tries; `expired`. */
  state: 'open' | 'used' | 'void' | 'expired';
}

export interface SentVerificationList {
  list: SentVerification[];
  total: number;
}

/** `data` of a `success: false` answer with errorCode VALIDATION. */
export interface LeadFieldErrors {
  fieldErrors: Record<string, string>;
}

/** Why a submission looks automated: the honeypot was filled, or it came faster than a person fills a form. */
export type LeadSuspicion = 'honeypot' | 'too-fast';

/** A consent taken back after the lead was sent (a rights request from /user). */
export interface ConsentWithdrawal {
  consent: ConsentId;
  at: string;
  /** The rights request that withdrew it. */
  requestId: string;
}

/** A lead as stored by the mocked API and listed by GET /api/platform/leads. */
export interface StoredLead extends LeadSubmission, LeadReceipt {
  /** Always named once filed. */
  locale: Locale;
  /**
   * Which inbox it belongs to: client leads, survey answers, experts applying to join the network, or a visitor's
   * request about their own information (GET /api/platform/privacy/requests).
   */
  type: 'lead' | 'survey' | 'expert' | 'privacy';
  kind: string;
  /** Kept for a person to review, never dropped: the submission looked automated. */
  suspected?: true;
  suspicion?: LeadSuspicion;
  /** Consents withdrawn since it was sent. */
  withdrawals?: ConsentWithdrawal[];
  /** A rights request: the leads of the same person it applies to (their reference numbers). */
  matchedLeads?: string[];
  /** A rights request: who asked, as the platform knows them (the signed-in openid, a confirmed address, or both). */
  requester?: RightsRequester;
  /** Processing restricted from then on by a rights request (PIPL Art. 44): the request and when. */
  restricted?: { requestId: string; at: string };
}

export interface RightsRequester {
  /** Signed in through WeChat. */
  openid?: string;
  /** The number or address a one-time code confirmed. */
  confirmed?: { channel: VerificationChannel; address: string; verificationId: string };
}

export interface LeadList {
  list: StoredLead[];
  total: number;
  /** How many of the stored submissions are marked as suspected (honeypot filled or sent too fast). */
  suspected: number;
}

export interface LeadFailNext {
  mode: LeadFailMode;
  /** Only a submission with a field equal to this fails (so parallel tests do not catch each other's failure). */
  match?: string;
}
