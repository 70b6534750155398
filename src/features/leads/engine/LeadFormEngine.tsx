import { history } from '@umijs/max';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

import type * as API from '@/api';
import AntdScope from '@/components/AntdScope';
import type { EngineForm } from '@/config/forms';
import { consentOf, type FieldDefinition } from '@/config/forms/fields';
import { HONEYPOT_FIELD } from '@/config/leadApi';
import type { ConsentTexts } from '@/content/consents';
import { captureAttribution, readAttribution } from '@/features/leads/attribution';
import { clearDraft, loadDraft } from '@/features/leads/draft';
import { createDraftSaver, type DraftSaver } from '@/features/leads/draftSaver';
import { contentFingerprint } from '@/features/leads/fingerprint';
import { idempotencyKeyFor, renewIdempotencyKey, settleIdempotencyKey } from '@/features/leads/idempotency';
import { type LeadValues, validateField, validateLead } from '@/features/leads/validation';
import { trackLeadSubmitted } from '@/features/visitor/analytics/events';
import { afterNextPaint } from '@/lib/afterPaint';
import { restoreOpenid } from '@/lib/visitor';
import { PRESS_ATTR, useReachedAt, useTypedEarly } from '@/prerender';
import { showBizError } from '@/request/errorHandler';
import { ErrorShowType } from '@/request/errors';
import { isConflict } from '@/request/failure';
import { preloadRequest } from '@/request/send';
import { SUBMITTERS } from '@/services/leads';

import { currentChoices } from '../draftChoices';
import { useLeadEdition } from '../edition';
import { buildSubmission, classifySubmitError, confirmedReceipt, recordSubmission, resultUrl, type SubmitFailure } from '../submission';
import DraftInfo, { createKeptFlag } from './DraftInfo';
import FieldControl, { groupLabelId, isChoiceGroup, opensOnPress } from './FieldControl';

import './LeadFormEngine.css';

export interface LeadFormEngineProps {
  form: EngineForm;
  /** What the lead is about besides its fields: the activity or the material. */
  context?: API.LeadContext;
  /** Replaces the redirect to the result page (embedded forms, e.g. a gated download). */
  onSubmitted?: (receipt: API.LeadReceipt, submission: API.LeadSubmission) => void;
}

const TEXT_KINDS = new Set<FieldDefinition['kind']>(['text', 'mobile', 'intlMobile', 'email', 'url', 'textarea']);
/**
 * The fields a form may start with text typed before it came alive: one-line fields, whose HTML is the same whatever
 * their text (a long text shows its count of characters, which would then differ from the pre-rendered one).
 */
const STARTS_TYPED = new Set<FieldDefinition['kind']>(['text', 'mobile', 'intlMobile', 'email', 'url']);

/** The line under a field: its own, or a consent's (whether it is needed, and why). */
const helpOf = (field: FieldDefinition, consents: ConsentTexts) => {
  const consent = consentOf(field);
  return field.help ?? (consent ? consents[consent].help : undefined);
};

/** A box the visitor ticks (the consent, a pledge): its value is whether it is checked. */
const isTick = (field: FieldDefinition) => field.kind === 'consent' || field.kind === 'pledge';

/** Survey questions: every field but the consent and the optional contact details (name, e-mail) after them. */
export const surveyQuestions = (fields: readonly FieldDefinition[]) =>
  fields.filter((f) => f.kind !== 'consent' && f.kind !== 'text' && f.kind !== 'email' && f.kind !== 'mobile' && f.kind !== 'intlMobile');

const answered = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '' && value !== false;

/**
 * Surveys: how many questions have an answer, shown as a bar above the questions. It alone watches every value: an
 * answer re-renders the bar, not the whole form.
 */
function SurveyProgress({ form, questions }: { form: FormInstance<LeadValues>; questions: readonly FieldDefinition[] }) {
  const { engine: LEAD_FORM_ENGINE } = useLeadEdition();
  const watched = Form.useWatch([], form) as LeadValues | undefined;
  const done = questions.filter((f) => answered(watched?.[f.name])).length;
  const total = questions.length;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="lead-form__progress" data-testid="survey-progress">
      <div className="lead-form__progress-text">
        <span>{LEAD_FORM_ENGINE.progress}</span>
        <span>
          {LEAD_FORM_ENGINE.answered} <strong>{done}</strong> {LEAD_FORM_ENGINE.ofTotal(total)}
        </span>
      </div>
      <div
        className="lead-form__progress-bar"
        role="progressbar"
        aria-label={LEAD_FORM_ENGINE.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Engine({ form, context, onSubmitted }: LeadFormEngineProps) {
  const edition = useLeadEdition();
  const { rules, engine: LEAD_FORM_ENGINE } = edition;
  const [antForm] = Form.useForm<LeadValues>();
  const fieldNames = useMemo(() => form.fields.map((f) => f.name), [form]);
  const textNames = useMemo(() => new Set(form.fields.filter((f) => TEXT_KINDS.has(f.kind)).map((f) => f.name)), [form]);
  /** What a draft keeps: every field but the consents, which are given afresh each time. */
  const draftNames = useMemo(() => form.fields.filter((f) => !consentOf(f)).map((f) => f.name), [form]);
  const draftValues = (all: LeadValues) => Object.fromEntries(draftNames.map((n) => [n, all[n]]));
  // A draft lives in this browser only: read after the first render, so the form first shows as it does to everyone.
  const [draft, setDraft] = useState<ReturnType<typeof loadDraft>>(null);
  /** Whether a draft of this form is kept on the device now (restored or saved while typing). */
  const [kept] = useState(createKeptFlag);
  const drafts = useRef<DraftSaver | null>(null);
  // Before the text typed while the form woke up is handed to it (a layout effect of `WhenReached`), which saves it.
  useLayoutEffect(() => {
    const saver = createDraftSaver(form.key, kept.set);
    drafts.current = saver;
    return () => saver.dispose();
  }, [form.key, kept]);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  /** A preview's answers passed the checks (nothing is sent). */
  const [previewed, setPreviewed] = useState(false);
  const busy = useRef(false);
  /**
   * Anti-spam fill time: counted from the first interaction, or from the restore of a draft plus the time
   * already spent on it, never from page load (a returning visitor may rightly submit at once).
   */
  const fill = useRef<{ startedAt: number | null; before: number }>({ startedAt: null, before: 0 });
  const honeypot = useRef<HTMLInputElement>(null);
  /** When each consent box was ticked (a lead records it with the consent). */
  const consentTickedAt = useRef<Record<string, number>>({});
  const scope = [form.key, context?.activityId, context?.materialId].filter(Boolean).join('.');
  const isSurvey = form.kind === 'survey';
  const questions = isSurvey ? surveyQuestions(form.fields) : form.fields.filter((f) => f.kind !== 'consent');
  const firstMore = form.fields.findIndex((f) => f.group === 'more');

  const reachedAt = useReachedAt();
  const typedEarly = useTypedEarly();
  // The text typed while the form woke up (fields are typeable HTML meanwhile) is where the form starts: its fields
  // render with that text, so the commit that brings them alive has no typing to replay (a key typed then waits for it).
  // By the field's id, which antd makes the field's name (the form has no name of its own).
  const [typed] = useState<LeadValues>(() => {
    const early = typedEarly();
    return Object.fromEntries(form.fields.filter((f) => STARTS_TYPED.has(f.kind) && f.name in early).map((f) => [f.name, early[f.name]]));
  });
  /** antd's form ref: its instance and its `<form>` element. */
  const formRef = useRef<FormInstance<LeadValues> & { nativeElement?: HTMLElement }>(null);
  // In the commit that hydrates the form, before the text typed while it woke up is handed to it (the layout effect of
  // `WhenReached` after this one): the draft is read as it was, and the typed text then wins over it.
  useLayoutEffect(() => {
    // Marked on the element, not kept as a state: a state set here renders the whole form again, at once, in the
    // task that hydrated it, and a key typed meanwhile waits for both.
    formRef.current?.nativeElement?.setAttribute('data-ready', 'true');
    // The visitor has reached for the form: its submission's HTTP client loads now, not with the tap on 提交, and not
    // in this commit either (adding its scripts to the page is a few milliseconds a key typed meanwhile waits for).
    afterNextPaint(preloadRequest);
    // The visitor may have started on the form before its controls ran (the page still waking up): that counts.
    const reached = reachedAt();
    if (reached !== null) fill.current.startedAt = reached;
    const stored = loadDraft(form.key, draftNames);
    const saved = stored && { ...stored, values: currentChoices(form.fields, stored.values) };
    if (saved) {
      setDraft(saved);
      kept.set(true);
      // What was typed before the form came alive wins over the draft.
      antForm.setFieldsValue({ ...saved.values, ...typed });
      // A restored draft: the fill time goes on from what was already spent on it.
      fill.current = { startedAt: Date.now(), before: saved.fillMs ?? 0 };
    }
    // The text the form started from is kept as a draft, as typing it is.
    if (Object.keys(typed).length) drafts.current?.save(draftValues(antForm.getFieldsValue(true)), fillTime());
    // Once, when the engine takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const interacted = () => {
    if (fill.current.startedAt === null) fill.current.startedAt = Date.now();
  };
  const fillTime = () => fill.current.before + (fill.current.startedAt === null ? 0 : Date.now() - fill.current.startedAt);

  /** An empty form, no draft and no pending key: what follows is a new submission. */
  const startAfresh = () => {
    drafts.current?.cancel();
    clearDraft(form.key);
    settleIdempotencyKey(scope);
    antForm.resetFields();
    antForm.setFieldsValue(Object.fromEntries(fieldNames.map((n) => [n, undefined])));
    setDraft(null);
    kept.set(false);
    fill.current = { startedAt: null, before: 0 };
  };

  const noteConsentTicks = (changed: LeadValues) => {
    for (const field of form.fields) {
      if (field.kind !== 'consent' || !(field.name in changed)) continue;
      if (changed[field.name] === true) consentTickedAt.current[field.name] = Date.now();
      else delete consentTickedAt.current[field.name];
    }
  };

  const clearSavedDraft = () => {
    startAfresh();
    setFailure(null);
  };

  const submit = async (values: LeadValues) => {
    if (form.preview) {
      setPreviewed(true);
      return;
    }
    if (busy.current) return; // a double click or a second Enter while the first submission runs
    busy.current = true;
    // What is sent is kept first: a failed submission leaves its draft.
    drafts.current?.flush();
    setSubmitting(true);
    setFailure(null);
    interacted();
    // The key identifies this content: a changed value gets a new key, a retry of the same content the same key.
    const fingerprint = contentFingerprint({
      formKey: form.key,
      values: validateLead(form.fields, values, Date.now(), rules).values,
      context: { ...context },
    });
    let submission = buildSubmission({
      form,
      values,
      context,
      idempotencyKey: idempotencyKeyFor(scope, fingerprint),
      attribution: readAttribution() ?? captureAttribution(),
      openid: restoreOpenid(),
      consentTickedAt: consentTickedAt.current,
      honeypot: honeypot.current?.value ?? '',
      fillMs: fillTime(),
      pagePath: window.location.pathname,
      rules,
    });
    const send = SUBMITTERS[form.endpoint];
    try {
      let res: unknown;
      try {
        res = await send(submission);
      } catch (error) {
        if (!isConflict(error)) throw error;
        // The server knows this key for other content: this content goes under a new key.
        submission = { ...submission, idempotencyKey: renewIdempotencyKey(scope, fingerprint) };
        res = await send(submission);
      }
      // Only success: true with a receipt is a success; anything else is a failure that keeps the input.
      const receipt = confirmedReceipt(res);
      settleIdempotencyKey(scope);
      drafts.current?.cancel();
      clearDraft(form.key);
      const next = resultUrl(form, context);
      recordSubmission(form, context, next ?? window.location.pathname);
      if (form.kind !== 'privacy') trackLeadSubmitted(submission);
      if (onSubmitted) {
        busy.current = false;
        setSubmitting(false);
        startAfresh();
        onSubmitted(receipt, submission);
      } else if (next) {
        history.push(next, { receipt });
      }
    } catch (error) {
      const outcome = classifySubmitError(error, edition.failures);
      setFailure(outcome);
      if (outcome.kind === 'fields') {
        antForm.setFields(Object.entries(outcome.fieldErrors).map(([name, message]) => ({ name, errors: [message] })));
        antForm.scrollToField(Object.keys(outcome.fieldErrors)[0], { block: 'center' });
      } else if (outcome.kind === 'biz' && outcome.info.showType !== ErrorShowType.SILENT && edition.showsPlatformErrors) {
        showBizError(outcome.info, (path, state) => history.push(path, state));
      }
      busy.current = false;
      setSubmitting(false);
    }
  };

  const labelOf = (field: FieldDefinition) => {
    // The privacy consent's box says all; any other consent is named above its box, as a choice of its own.
    if (consentOf(field) === 'privacy') return undefined;
    const text = isSurvey && questions.includes(field) ? `${questions.indexOf(field) + 1}. ${field.label}` : field.label;
    return isChoiceGroup(field) ? <span id={groupLabelId(field)}>{text}</span> : text;
  };

  return (
    <Form<LeadValues>
      ref={formRef}
      form={antForm}
      initialValues={typed}
      layout="vertical"
      className={`lead-form lead-form--${form.kind}`}
      onFocus={interacted}
      onValuesChange={(changed, all) => {
        interacted();
        noteConsentTicks(changed);
        drafts.current?.save(draftValues(all), fillTime());
        // A choice is checked as it changes; a text field when left (its onBlur), and again while it shows an error, so
        // that typing a fix clears it. After the next frame: the tap or key paints first, the check's render follows.
        const toCheck = Object.keys(changed).filter((name) => !textNames.has(name) || antForm.getFieldError(name).length > 0);
        if (toCheck.length) afterNextPaint(() => antForm.validateFields(toCheck).catch(() => {}));
      }}
      // The tap on 提交 (or Enter) paints at once; the form is checked in the task after that frame. Checking it shows
      // every field's state again, a render of the whole form: inside the tap it would hold the tap's answer. antd's
      // own submit handler is not reached; it would check the form a second time.
      onSubmitCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        afterNextPaint(() => antForm.submit());
      }}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
      requiredMark
      noValidate
      data-testid="lead-form"
      data-form-key={form.key}
      // data-ready="true" is set once the engine runs (a pre-rendered form is plain HTML until then): what tests and
      // tools wait for.
    >
      <DraftInfo kept={kept} restored={draft} onClear={clearSavedDraft} />
      {/* Answers are personal: clicks on the fields send nothing to analytics. */}
      <div className="lead-form__grid" sensors-disable="true">
        {form.fields.map((field, index) => [
          index === firstMore && (
            <div key="more-heading" className="lead-form__group" data-testid="more-fields">
              <p className="lead-form__group-title">{LEAD_FORM_ENGINE.moreTitle}</p>
              <p className="lead-form__group-text">{LEAD_FORM_ENGINE.moreText}</p>
            </div>
          ),
          <div
            key={field.name}
            className={`lead-form__cell${field.half ? ' lead-form__cell--half' : ''}${isTick(field) ? ' lead-form__cell--consent' : ''}${isChoiceGroup(field) ? ' lead-form__cell--group' : ''}`}
            data-field={field.name}
            {...(opensOnPress(field) && { [PRESS_ATTR]: '' })}
          >
            <Form.Item
              name={field.name}
              label={labelOf(field)}
              // A group of radios or boxes is no form control for the label's `for`: it names the group by its id instead.
              {...(isChoiceGroup(field) && { htmlFor: undefined })}
              required={field.required}
              valuePropName={isTick(field) ? 'checked' : 'value'}
              // Changes are checked by onValuesChange, after the change has painted.
              validateTrigger={TEXT_KINDS.has(field.kind) ? 'onBlur' : false}
              extra={helpOf(field, rules.consents)}
              rules={[
                {
                  validator: (_, value) => {
                    const message = validateField(field, value, Date.now(), rules);
                    return message ? Promise.reject(new Error(message)) : Promise.resolve();
                  },
                },
              ]}
            >
              <FieldControl field={field} />
            </Form.Item>
          </div>,
        ])}
      </div>

      {/* After the questions and sticky to the bottom of the screen: visible while answering, clear of the sticky header. */}
      {isSurvey && <SurveyProgress form={antForm} questions={questions} />}

      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${form.key}-${HONEYPOT_FIELD}`}>{LEAD_FORM_ENGINE.honeypot}</label>
        <input id={`${form.key}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} ref={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {failure && (
        <div className={`lead-form__failure lead-form__failure--${failure.kind}`} role="alert" data-testid="submit-failure">
          <p>{failure.message}</p>
          {failure.kind !== 'fields' && (
            <Button onClick={() => antForm.submit()} disabled={submitting} data-testid="retry">
              {LEAD_FORM_ENGINE.retry}
            </Button>
          )}
        </div>
      )}

      {previewed && form.preview && (
        <p className="lead-form__preview" role="status" data-testid="preview-note">
          {form.preview.note}
        </p>
      )}

      <div className="lead-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submitting}
          className="lead-form__submit"
          data-testid="submit"
          data-item-key={form.submitItemKey ?? 'lead-submit'}
          data-item-tag={form.key}
        >
          {submitting ? LEAD_FORM_ENGINE.submitting : form.submitLabel}
        </Button>
        <p className="lead-form__note">{edition.note}</p>
      </div>
    </Form>
  );
}

/**
 * The lead form engine: renders a form definition, validates with the shared rules, keeps a draft,
 * sends the lead with its attribution and idempotency key, and goes to the result page
 * (or calls `onSubmitted` instead, for embedded forms).
 */
export default function LeadFormEngine(props: LeadFormEngineProps) {
  const { antdLocale } = useLeadEdition();
  return (
    <AntdScope locale={antdLocale}>
      <Engine {...props} />
    </AntdScope>
  );
}
