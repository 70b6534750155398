/** What a form sends, how a failed submission reads, and the record the personal centre lists. Pure helpers. */
import * as v from 'valibot';

import type * as API from '@/api';
import { LeadReceiptSchema } from '@/api/leads';
import type { EngineForm } from '@/config/forms';
import { VALIDATION_ERROR_CODE } from '@/config/leadApi';
import { isSubmissionRecord, STORAGE_KEYS, type SubmissionRecord } from '@/config/storage';
import { TEXTS } from '@/content/messages';
import { SUBMISSION_FAILURES, type SubmissionFailures } from '@/content/ui/submission';
import { readList, writeJson } from '@/lib/storage';
import { InvalidAnswerError } from '@/request/answer';
import type { BizErrorInfo } from '@/request/errors';
import { classifyFailure } from '@/request/failure';

import { givenConsents } from './consents';
import { CHINESE_RULES, type LeadRules, type LeadValues } from './validation';

export interface SubmissionInput {
  form: EngineForm;
  values: LeadValues;
  context?: API.LeadContext;
  idempotencyKey: string;
  attribution: API.LeadAttribution | null;
  openid: string | null;
  /** When each consent box was ticked, by field name. */
  consentTickedAt: Readonly<Record<string, number>>;
  honeypot: string;
  fillMs: number;
  pagePath: string;
  /** The edition the form runs in: the lead's language and its consents' words (Chinese unless said). */
  rules?: LeadRules;
}

const plain = (values: LeadValues): Record<string, API.LeadFieldValue> => {
  const out: Record<string, API.LeadFieldValue> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) out[name] = value;
  return out;
};

export function buildSubmission(input: SubmissionInput): API.LeadSubmission {
  const {
    form,
    values,
    context,
    idempotencyKey,
    attribution,
    openid,
    consentTickedAt,
    honeypot,
    fillMs,
    pagePath,
    rules = CHINESE_RULES,
  } = input;
  return {
    formKey: form.key,
    topic: form.topic,
    values: plain(values),
    consents: givenConsents(form.fields, values, consentTickedAt, Date.now(), rules.consents),
    ...(context && Object.keys(context).length ? { context } : {}),
    ...(openid ? { openid } : {}),
    idempotencyKey,
    attribution,
    pagePath,
    locale: rules.locale,
    honeypot,
    fillMs: Math.max(0, Math.round(fillMs)),
  };
}

/**
 * The receipt of a confirmed submission: `success === true` with a reference number. Anything else (an HTML
 * page, cut-off JSON, a success without a receipt) confirms nothing and is a failure that keeps the input.
 */
export function confirmedReceipt(answer: unknown): API.LeadReceipt {
  const res = answer as Partial<API.ResponseStructure<unknown>> | null;
  if (!res || typeof res !== 'object') throw new InvalidAnswerError('not-json');
  const receipt = res.success === true ? v.safeParse(LeadReceiptSchema, res.data) : undefined;
  if (!receipt?.success) throw new InvalidAnswerError('unexpected-data');
  return receipt.output;
}

export type SubmitFailure =
  | { kind: 'fields'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'biz'; message: string; info: BizErrorInfo }
  | { kind: 'timeout' | 'network' | 'http' | 'invalid' | 'unknown'; message: string };

/** Why a submission failed, in the words given (Chinese unless said), and the field errors the server named. */
export function classifySubmitError(error: unknown, words: SubmissionFailures = SUBMISSION_FAILURES): SubmitFailure {
  const failure = classifyFailure(error);
  switch (failure.kind) {
    case 'biz': {
      const { info } = failure;
      const fieldErrors = (info.data as Partial<API.LeadFieldErrors> | undefined)?.fieldErrors;
      if (info.errorCode === VALIDATION_ERROR_CODE && fieldErrors && Object.keys(fieldErrors).length) {
        return { kind: 'fields', message: words.fields(info.errorMessage ?? ''), fieldErrors };
      }
      return { kind: 'biz', message: words.biz(info.errorMessage || TEXTS.requestError), info };
    }
    case 'timeout':
      return { kind: 'timeout', message: words.timeout };
    case 'http':
      return { kind: 'http', message: words.http(failure.status) };
    case 'network':
      return { kind: 'network', message: words.network };
    case 'invalid':
      return { kind: 'invalid', message: words.invalid };
    default:
      return { kind: 'unknown', message: words.unknown(TEXTS.requestError) };
  }
}

/** Where the visitor goes after a routed form: its result page, naming the form (and the activity). */
export function resultUrl(form: EngineForm, context?: API.LeadContext): string | null {
  if (!form.resultPath) return null;
  // A result page with its own query (a campaign's) names its subject itself.
  if (form.resultPath.includes('?')) return form.resultPath;
  const query = new URLSearchParams({ form: form.key });
  if (context?.activityId) query.set('id', context.activityId);
  return `${form.resultPath}?${query.toString()}`;
}

const MAX_RECORDS = 50;

/** Adds the submission to what the personal centre (/user) lists. */
export function recordSubmission(form: EngineForm, context: API.LeadContext | undefined, resultPath: string, now: number = Date.now()) {
  // A rights request is no enquiry: the personal centre lists it apart, with its reference.
  if (form.kind === 'privacy') return;
  const list = readList(STORAGE_KEYS.submissions, isSubmissionRecord);
  const record: SubmissionRecord = {
    formKey: form.key,
    topic: form.topic,
    title: context?.title || form.title || form.topic,
    kind: form.kind,
    submittedAt: new Date(now).toISOString(),
    resultPath,
  };
  writeJson(STORAGE_KEYS.submissions, [record, ...list].slice(0, MAX_RECORDS));
}
