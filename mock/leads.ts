import type { Request, Response } from 'express';

import { anyFormByKey, type FormDefinition } from '../src/config/forms';
import { LEAD_API_PATHS, LEAD_FAIL_MODES, type LeadFailMode, MIN_FILL_MS } from '../src/config/leadApi';
import { validateLead } from '../src/features/leads/validation';
import { ACTIVITIES } from './data/activities';
import { LEAD_ANSWERS } from './data/leads';

/**
 * The leads API in memory: validates like the form (same rule module), de-duplicates by idempotency key,
 * answers suspected bots neutrally without storing them, lists what it received, and fails on request.
 */
const leads: API.StoredLead[] = [];
const receipts = new Map<string, API.LeadReceipt>();
let suspected = 0;
let failures: API.LeadFailNext[] = [];
let sequence = 0;

const fail = (answer: { errorCode: string; errorMessage: string; showType?: number }, data?: unknown): API.ResponseStructure => ({
  success: false,
  ...answer,
  ...(data === undefined ? {} : { data }),
});

const textOf = (values: Record<string, unknown>) => JSON.stringify(values ?? {});

/** The first queued failure that applies to this submission (all, or one with a field equal to `match`). */
function takeFailure(values: Record<string, unknown>): LeadFailMode | null {
  const flat = Object.values(values ?? {})
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .map(String);
  const at = failures.findIndex((f) => !f.match || flat.includes(f.match));
  if (at < 0) return null;
  const [taken] = failures.splice(at, 1);
  return taken.mode;
}

function newReceipt(): API.LeadReceipt {
  sequence += 1;
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return { leadId: `ZQ${day}${String(sequence).padStart(4, '0')}`, receivedAt: new Date().toISOString() };
}

/** Activity forms: the activity must exist and accept registrations (or have a replay). */
function activityProblem(form: FormDefinition, context: API.LeadContext | undefined) {
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

function receive(type: API.StoredLead['type']) {
  return (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Partial<API.LeadSubmission>;
    const form = anyFormByKey(String(body.formKey ?? ''));
    if (!form || (form.endpoint === 'surveyAnswers') !== (type === 'survey')) return res.json(fail(LEAD_ANSWERS.unknownForm));
    const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey.trim() : '';
    if (!key || key.length > 100 || typeof body.values !== 'object' || body.values === null) return res.json(fail(LEAD_ANSWERS.badRequest));

    const failure = takeFailure(body.values);
    if (failure === 'http-500') return res.status(500).json({ success: false });
    if (failure?.startsWith('biz-')) return res.json(fail({ ...LEAD_ANSWERS.qaFailure, showType: Number(failure.slice(4)) }));

    const seen = receipts.get(key);
    if (seen) return res.json({ success: true, data: { ...seen, duplicate: true } } satisfies API.ResponseStructure<API.LeadReceipt>);

    if ((typeof body.honeypot === 'string' && body.honeypot !== '') || !(Number(body.fillMs) >= MIN_FILL_MS)) {
      suspected += 1;
      const neutral = newReceipt();
      receipts.set(key, neutral);
      return res.json({ success: true, data: neutral } satisfies API.ResponseStructure<API.LeadReceipt>);
    }

    const { values, errors } = validateLead(form.fields, body.values as Record<string, API.LeadFieldValue>);
    if (Object.keys(errors).length) return res.json(fail(LEAD_ANSWERS.validation, { fieldErrors: errors } satisfies API.LeadFieldErrors));
    const problem = activityProblem(form, body.context);
    if (problem) return res.json(fail(problem));

    const receipt = newReceipt();
    receipts.set(key, receipt);
    leads.unshift({
      ...(body as API.LeadSubmission),
      topic: form.topic,
      values: values as Record<string, API.LeadFieldValue>,
      ...receipt,
      type,
      kind: form.kind,
    });
    // The connection drops in the middle of the answer, after the lead was stored: the answer is lost and a retry
    // with the same key finds the lead. (A socket closed before any byte would make Chromium resend the POST by itself.)
    if (failure === 'network') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '512', 'Cache-Control': 'no-transform' });
      res.write('{"success":tr', () => req.socket.destroy());
      return undefined;
    }
    return res.json({ success: true, data: receipt } satisfies API.ResponseStructure<API.LeadReceipt>);
  };
}

export default {
  [`POST ${LEAD_API_PATHS.leads}`]: receive('lead'),
  [`POST ${LEAD_API_PATHS.surveyAnswers}`]: receive('survey'),
  [`GET ${LEAD_API_PATHS.leads}`]: (req: Request, res: Response) => {
    const formKey = String(req.query.formKey ?? '');
    const q = String(req.query.q ?? '');
    const list = leads.filter((l) => (!formKey || l.formKey === formKey) && (!q || textOf(l.values).includes(q)));
    res.json({ success: true, data: { list, total: list.length, suspected } } satisfies API.ResponseStructure<API.LeadList>);
  },
  [`POST ${LEAD_API_PATHS.failNext}`]: (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Partial<API.LeadFailNext>;
    if (!LEAD_FAIL_MODES.some((m) => m.mode === body.mode)) return res.json(fail(LEAD_ANSWERS.badFailMode));
    const next: API.LeadFailNext = { mode: body.mode as LeadFailMode, ...(body.match ? { match: String(body.match) } : {}) };
    failures = [...failures, next];
    return res.json({ success: true, data: next } satisfies API.ResponseStructure<API.LeadFailNext>);
  },
};
