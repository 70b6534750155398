import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { anyFormByKey, type FormDefinition } from '../../src/config/forms';
import { englishFormByKey } from '../../src/config/forms/englishForms';
import { privacyFormByKey } from '../../src/config/forms/privacyRequests';
import { LEAD_API_PATHS, MIN_FILL_MS, type SubmitEndpoint } from '../../src/config/leadApi';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../../src/config/locales';
import { campaignFields, campaignIdOfFormKey, takesLeads } from '../../src/features/campaigns/definition';
import { consentRecordsProblem } from '../../src/features/leads/consents';
import { ENGLISH_RULES } from '../../src/features/leads/englishRules';
import { contentFingerprint } from '../../src/features/leads/fingerprint';
import { CHINESE_RULES, type LeadValues, validateLead } from '../../src/features/leads/validation';
import { LEAD_FAIL_MODES, LEAD_FAIL_NEXT_PATH, type LeadFailMode } from '../../src/qa/switches';
import { ACTIVITIES } from '../data/activities';
import { LEAD_ANSWERS } from '../data/leads';
import { findCampaign } from './campaigns';
import { badRequest, firstProblem, routes, textProblem, unknownFieldsProblem } from './guard';

/**
 * The leads API in memory: accepts only the known fields of a submission within their limits (anything else:
 * 400), validates the values like the form (same rule module), records each idempotency key with the content
 * it identified (the same content again: the earlier receipt; other content: 409), keeps submissions that look
 * automated but marks them as suspected (a person reviews them in the inbox), lists what it received, and
 * fails on request.
 */
const leads: API.StoredLead[] = [];
const receipts = new Map<string, { receipt: API.LeadReceipt; fingerprint: string }>();
let failures: API.LeadFailNext[] = [];
let sequence = 0;

/** The inbox keeps the newest leads only: the mock server's memory stays bounded. */
const MAX_LEADS = 2000;

const fail = (answer: { errorCode: string; errorMessage: string; showType?: number }, data?: unknown): API.ResponseStructure => ({
  success: false,
  ...answer,
  ...(data === undefined ? {} : { data }),
});

const textOf = (values: Record<string, unknown>) => JSON.stringify(values ?? {});

/**
 * The first queued failure that applies to this submission (all, or one with a field equal to `match`); with
 * `matchedOnly`, only one queued for a value of it (the sending of a code takes no failure meant for any submission).
 */
export function takeFailure(values: Record<string, unknown>, { matchedOnly = false } = {}): LeadFailMode | null {
  const flat = Object.values(values)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(String);
  const at = failures.findIndex((f) => (f.match ? flat.includes(f.match) : !matchedOnly));
  if (at < 0) return null;
  const [taken] = failures.splice(at, 1);
  return taken.mode;
}

/** A reference number: ZQ for a lead, PR for a rights request, then the day and a sequence. */
function newReceipt(prefix: 'ZQ' | 'PR'): API.LeadReceipt {
  sequence += 1;
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return { leadId: `${prefix}${day}${String(sequence).padStart(4, '0')}`, receivedAt: new Date().toISOString() };
}

/** What a lead is checked against: a form of the site's code, or a campaign the platform published. */
type LeadForm = Pick<FormDefinition, 'fields' | 'topic' | 'endpoint' | 'activity' | 'locale'> & { key: string; kind: string };

/** The form a lead was sent with; a campaign's while it takes leads (live, or ended less than an hour ago). */
function leadTarget(formKey: string, now = Date.now()): { form: LeadForm } | { answer: (typeof LEAD_ANSWERS)[keyof typeof LEAD_ANSWERS] } {
  const campaignId = campaignIdOfFormKey(formKey);
  if (campaignId === undefined) {
    const form = anyFormByKey(formKey) ?? englishFormByKey(formKey) ?? privacyFormByKey(formKey);
    return form ? { form } : { answer: LEAD_ANSWERS.unknownForm };
  }
  const campaign = findCampaign(campaignId);
  if (!campaign) return { answer: LEAD_ANSWERS.unknownForm };
  if (!takesLeads(campaign, now))
    return { answer: now < Date.parse(campaign.startsAt) ? LEAD_ANSWERS.campaignNotOpen : LEAD_ANSWERS.campaignEnded };
  return { form: { key: formKey, kind: 'campaign', topic: campaign.topic, fields: campaignFields(campaign), endpoint: 'leads' } };
}

/** Activity forms: the activity must exist and accept registrations (or have a replay). */
function activityProblem(form: LeadForm, context: API.LeadContext | undefined) {
  const binding = form.activity;
  if (!binding || binding.source === 'static') return null;
  const id = binding.source === 'fixed' ? binding.id : String(context?.activityId ?? '');
  const activity = ACTIVITIES.find((a) => a.id === id);
  if (!activity) return LEAD_ANSWERS.activityNotFound;
  if (binding.source === 'query' && binding.mode === 'replay') {
    return activity.status === 'past' && activity.replayAvailable ? null : LEAD_ANSWERS.noReplay;
  }
  return activity.status === 'open' && activity.registered < activity.quota ? null : LEAD_ANSWERS.activityClosed;
}

/* ---- the accepted shape of a submission ---- */

const SUBMISSION_FIELDS = [
  'formKey',
  'topic',
  'values',
  'consents',
  'context',
  'openid',
  'idempotencyKey',
  'attribution',
  'pagePath',
  'locale',
  'honeypot',
  'fillMs',
  'verification',
] as const satisfies readonly (keyof API.LeadSubmission)[];
const CONTEXT_FIELDS = ['activityId', 'materialId', 'title'] as const satisfies readonly (keyof API.LeadContext)[];
const ATTRIBUTION_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landingPage',
  'capturedAt',
] as const satisfies readonly (keyof API.LeadAttribution)[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Limits of what a submission may carry; the form's own rules (validation.ts) then apply to the values. */
export const SUBMISSION_LIMITS = {
  keys: 60,
  text: 5000,
  listItems: 50,
  listItem: 500,
  utm: 200,
  url: 500,
  /** 30 days: a draft is kept 7 days at most, so no real fill time comes near it. */
  fillMs: 30 * 24 * 3600_000,
} as const;

const FIELD_NAME_RE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The form's keys are UUIDs or 32 hex digits; tests use shorter ones. */
const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;
const OPENID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const VERIFICATION_ID_RE = /^[A-Za-z0-9-]{1,64}$/;
/** A path of this site: '/…', never '//host' or 'scheme:'. */
const SITE_PATH_RE = /^\/(?![/\\])[^\s\\]*$/;

function valuesProblem(values: unknown): string | null {
  if (!isObject(values)) return '字段“values”必须是对象';
  const entries = Object.entries(values);
  if (entries.length > SUBMISSION_LIMITS.keys) return '字段“values”包含的项目过多';
  for (const [name, value] of entries) {
    if (!FIELD_NAME_RE.test(name)) return '字段“values”包含不接受的字段名';
    const ok =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= SUBMISSION_LIMITS.text) ||
      (Array.isArray(value) &&
        value.length <= SUBMISSION_LIMITS.listItems &&
        value.every((item) => typeof item === 'string' && item.length <= SUBMISSION_LIMITS.listItem));
    if (!ok) return `字段“values.${name}”格式不正确或过长`;
  }
  return null;
}

function contextProblem(context: unknown): string | null {
  if (context === undefined) return null;
  if (!isObject(context)) return '字段“context”必须是对象';
  return firstProblem(
    unknownFieldsProblem(context, CONTEXT_FIELDS),
    textProblem('context.activityId', context.activityId, { max: 64, optional: true }),
    textProblem('context.materialId', context.materialId, { max: 64, optional: true }),
    textProblem('context.title', context.title, { max: 200, optional: true }),
  );
}

/** A rights request's code: the verification it was sent with, and the code typed (its value is checked on admission). */
function verificationProblem(verification: unknown): string | null {
  if (verification === undefined) return null;
  if (!isObject(verification)) return '字段“verification”必须是对象';
  return firstProblem(
    unknownFieldsProblem(verification, ['id', 'code']),
    textProblem('verification.id', verification.id, { max: 64, min: 1, pattern: VERIFICATION_ID_RE }),
    textProblem('verification.code', verification.code, { max: 20 }),
  );
}

function attributionProblem(attribution: unknown): string | null {
  if (attribution === null) return null;
  if (!isObject(attribution)) return '字段“attribution”必须是对象或 null';
  return firstProblem(
    unknownFieldsProblem(attribution, ATTRIBUTION_FIELDS),
    ...(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).map((key) =>
      textProblem(`attribution.${key}`, attribution[key], { max: SUBMISSION_LIMITS.utm, optional: true }),
    ),
    textProblem('attribution.referrer', attribution.referrer, { max: SUBMISSION_LIMITS.url }),
    textProblem('attribution.landingPage', attribution.landingPage, { max: SUBMISSION_LIMITS.url }),
    textProblem('attribution.capturedAt', attribution.capturedAt, { max: 40 }),
  );
}

/** Why a body is not a submission (a Chinese message), or null. */
export function submissionProblem(body: Record<string, unknown>): string | null {
  return firstProblem(
    unknownFieldsProblem(body, SUBMISSION_FIELDS),
    textProblem('formKey', body.formKey, { max: 64, min: 1 }),
    textProblem('topic', body.topic, { max: 100, optional: true }),
    valuesProblem(body.values),
    contextProblem(body.context),
    textProblem('openid', body.openid, { max: 64, pattern: OPENID_RE, optional: true }),
    textProblem('idempotencyKey', body.idempotencyKey, { max: 100, pattern: IDEMPOTENCY_KEY_RE }),
    attributionProblem(body.attribution),
    textProblem('pagePath', body.pagePath, { max: 300, pattern: SITE_PATH_RE }),
    body.locale === undefined || isLocale(body.locale) ? null : `字段“locale”必须是 ${LOCALES.join(' 或 ')}`,
    textProblem('honeypot', body.honeypot, { max: 200 }),
    verificationProblem(body.verification),
    typeof body.fillMs === 'number' && Number.isFinite(body.fillMs) && body.fillMs >= 0 && body.fillMs <= SUBMISSION_LIMITS.fillMs
      ? null
      : '字段“fillMs”必须是合理的毫秒数',
  );
}

/**
 * Why a submission looks automated: the honeypot was filled, or it was sent faster than a person fills a form (unless
 * a person is known to have sent it: a rights request confirmed by a one-time code, or by a WeChat sign-in).
 */
function suspicionOf(body: API.LeadSubmission, person: boolean): API.LeadSuspicion | null {
  if (body.honeypot !== '') return 'honeypot';
  return body.fillMs < MIN_FILL_MS && !person ? 'too-fast' : null;
}

/** The inbox each endpoint fills: an expert's application is not a client lead. */
const INBOX_OF: Record<SubmitEndpoint, API.StoredLead['type']> = {
  leads: 'lead',
  surveyAnswers: 'survey',
  expertApplications: 'expert',
  privacyRequests: 'privacy',
};

/**
 * A refusal with the platform's answer (and its data: field errors), or what is stored with the submission; `person`:
 * someone confirmed who they are (a one-time code, a WeChat sign-in), so a quick submission is no sign of a bot.
 */
export type Admission =
  | { answer: { errorCode: string; errorMessage: string; showType: number }; data?: unknown }
  | { extra: Partial<API.StoredLead>; person?: boolean };

interface Receiving {
  /** The reference number's prefix. */
  prefix?: 'ZQ' | 'PR';
  /** What an inbox checks beyond the form's rules before it stores a submission; `stored` is every submission held. */
  admit?: (body: API.LeadSubmission, values: LeadValues, stored: API.StoredLead[]) => Admission;
  /** What storing it changes elsewhere. */
  after?: (stored: API.StoredLead, all: API.StoredLead[]) => void;
}

/** The handler of an inbox's POST: shape, form, queued failure, rules, consents, key, then store. */
export function receive(type: API.StoredLead['type'], { prefix = 'ZQ', admit, after }: Receiving = {}) {
  return (req: Request, res: Response) => {
    const raw = req.body as Record<string, unknown>;
    const problem = submissionProblem(raw);
    if (problem) return badRequest(res, problem);
    const body = raw as unknown as API.LeadSubmission;
    // Only a rights request is confirmed by a code.
    if (body.verification !== undefined && type !== 'privacy') return badRequest(res, '字段“verification”只用于个人信息权利请求');

    const target = leadTarget(body.formKey);
    if ('answer' in target) return res.json(fail(target.answer));
    const { form } = target;
    if (INBOX_OF[form.endpoint] !== type) return res.json(fail(LEAD_ANSWERS.unknownForm));

    const failure = takeFailure(body.values);
    if (failure === 'http-500') return res.status(500).json({ success: false });
    if (failure?.startsWith('biz-')) return res.json(fail({ ...LEAD_ANSWERS.qaFailure, showType: Number(failure.slice(4)) }));

    // A form runs its edition's rules: an English form's messages are English, its consents' versions the English words'.
    const rules = form.locale === 'en' ? ENGLISH_RULES : CHINESE_RULES;
    const { values, errors } = validateLead(form.fields, body.values, Date.now(), rules);
    if (Object.keys(errors).length) return res.json(fail(LEAD_ANSWERS.validation, { fieldErrors: errors } satisfies API.LeadFieldErrors));
    // The lead records exactly the boxes ticked, each with the version of its words.
    const consents = consentRecordsProblem(form.fields, values, body.consents, rules.consents);
    if (consents) return badRequest(res, consents);

    // A key identifies one content: the same content again is answered with its receipt, other content is a conflict.
    const fingerprint = contentFingerprint({ formKey: form.key, values, context: { ...body.context } });
    const seen = receipts.get(body.idempotencyKey);
    if (seen && seen.fingerprint !== fingerprint) return res.status(409).json(fail(LEAD_ANSWERS.keyConflict));
    if (seen)
      return res.json({ success: true, data: { ...seen.receipt, duplicate: true } } satisfies API.ResponseStructure<API.LeadReceipt>);

    const activity = activityProblem(form, body.context);
    if (activity) return res.json(fail(activity));

    const admitted = admit ? admit(body, values, leads) : { extra: {} };
    if ('answer' in admitted) return res.json(fail(admitted.answer, admitted.data));

    const suspicion = suspicionOf(body, admitted.person === true);
    const { answerBy, outcome } = admitted.extra;
    // A request kept for a person to check says so: it is never answered as done.
    const receipt: API.LeadReceipt = {
      ...newReceipt(prefix),
      ...(answerBy ? { answerBy } : {}),
      ...(outcome ? { outcome: suspicion ? 'held' : outcome } : {}),
    };
    receipts.set(body.idempotencyKey, { receipt, fingerprint });
    // The code is spent: it is never kept with the request.
    const { verification: _code, ...submitted } = body;
    const lead: API.StoredLead = {
      ...submitted,
      locale: submitted.locale ?? DEFAULT_LOCALE,
      topic: form.topic,
      values: values as Record<string, API.LeadFieldValue>,
      ...admitted.extra,
      ...receipt,
      type,
      kind: form.kind,
      ...(suspicion ? { suspected: true, suspicion } : {}),
    };
    leads.unshift(lead);
    if (leads.length > MAX_LEADS) leads.length = MAX_LEADS;
    // A suspected bot changes nothing: a person reviews it first.
    if (!suspicion) after?.(lead, leads);
    // The connection drops in the middle of the answer, after the lead was stored: the answer is lost and a retry
    // with the same key finds the lead. (A socket closed before any byte would make Chromium resend the POST by itself.)
    if (failure === 'network') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '512', 'Cache-Control': 'no-transform' });
      res.write('{"success":tr', () => req.socket.destroy());
      return undefined;
    }
    // A suspected lead gets the same answer as anyone: nothing tells a bot that it was noticed. (A rights request
    // kept for a person to check says so in its `outcome`.)
    return res.json({ success: true, data: receipt } satisfies API.ResponseStructure<API.LeadReceipt>);
  };
}

/** An inbox's answer: what it lists, and how many of those look automated. */
const listed = (list: API.StoredLead[]): API.LeadList => ({ list, total: list.length, suspected: list.filter((l) => l.suspected).length });

/** Whether a submission is found by `q`: a value of it, its openid, or the address a code confirmed (a rights request). */
const foundBy = (q: string) => (l: API.StoredLead) =>
  textOf(l.values).includes(q) || l.openid === q || l.requester?.confirmed?.address === q.toLowerCase();

/** The handler of an inbox's GET: its own kind, by form (?formKey=) and text (?q=: a value, the openid, a confirmed address). */
export const inbox = (belongs: (lead: API.StoredLead) => boolean) => (req: Request, res: Response) => {
  const { formKey = '', q = '' } = req.query as Record<string, string>;
  const list = leads.filter((l) => belongs(l) && (!formKey || l.formKey === formKey) && (!q || foundBy(q)(l)));
  res.json({ success: true, data: listed(list) } satisfies API.ResponseStructure<API.LeadList>);
};

export default routes({
  [`POST ${LEAD_API_PATHS.leads}`]: receive('lead'),
  [`POST ${LEAD_API_PATHS.surveyAnswers}`]: receive('survey'),
  [`POST ${LEAD_API_PATHS.expertApplications}`]: receive('expert'),
  // The client inbox (leads and survey answers), and the experts' applications apart from it (rights requests:
  // mock/platform/privacyRequests.ts).
  [`GET ${LEAD_API_PATHS.leads}`]: inbox((l) => l.type === 'lead' || l.type === 'survey'),
  [`GET ${LEAD_API_PATHS.expertApplications}`]: inbox((l) => l.type === 'expert'),
  [`POST ${LEAD_FAIL_NEXT_PATH}`]: (req: Request, res: Response) => {
    const body = req.body as Record<string, unknown>;
    const problem = firstProblem(
      unknownFieldsProblem(body, ['mode', 'match']),
      textProblem('match', body.match, { max: 200, optional: true }),
    );
    if (problem) return badRequest(res, problem);
    if (!LEAD_FAIL_MODES.some((m) => m.mode === body.mode)) return res.json(fail(LEAD_ANSWERS.badFailMode));
    const next: API.LeadFailNext = { mode: body.mode as LeadFailMode, ...(body.match ? { match: body.match as string } : {}) };
    failures = [...failures, next].slice(-50);
    return res.json({ success: true, data: next } satisfies API.ResponseStructure<API.LeadFailNext>);
  },
});
