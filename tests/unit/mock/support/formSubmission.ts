import type * as API from '@/api';
import { anyFormByKey } from '@/config/forms';
import { consentOf, type FieldDefinition } from '@/config/forms/fields';
import { MIN_FILL_MS } from '@/config/leadApi';
import { consentRecord } from '@/features/leads/consents';
import { beijingDay } from '@/lib/beijingTime';

import { VALID_CONTACT } from '../../../../mock/data/leads';

/** A valid answer to a field, whatever the form's definition holds now (the known contact details by name). */
function answerOf(field: FieldDefinition): API.LeadFieldValue | undefined {
  const known = (VALID_CONTACT as Record<string, string>)[field.name];
  if (known !== undefined && field.kind !== 'textarea') return known;
  switch (field.kind) {
    case 'consent':
    case 'pledge':
      return true;
    case 'radio':
    case 'select':
      return field.options![0].value;
    case 'multiSelect':
    case 'checkboxGroup':
      return [field.options![0].value];
    case 'tags':
      return ['动力电池'];
    case 'rating':
      return 4;
    case 'date':
      return beijingDay(Date.now(), (field.minDaysAhead ?? 0) + 1);
    case 'textarea':
      return VALID_CONTACT.need;
    case 'url':
      return 'https://www.linkedin.com/in/qa-expert';
    default:
      return '测试内容';
  }
}

export interface Sender {
  mobile?: string;
  email?: string;
  openid?: string;
  /** Tick the marketing box, where the form has one. */
  marketing?: boolean;
}

/**
 * A submission of a form of the site, valid in every required field and every box ticked (the marketing box only when
 * asked), with only the contact details given here: a lead, a survey answer or an expert's application.
 */
export function formSubmission(formKey: string, key: string, { mobile, email, openid, marketing = false }: Sender) {
  const form = anyFormByKey(formKey)!;
  const values: Record<string, API.LeadFieldValue> = {};
  const consents: API.ConsentRecord[] = [];
  for (const field of form.fields) {
    const consent = consentOf(field);
    if (field.kind === 'mobile' || field.kind === 'email') {
      const given = field.kind === 'mobile' ? mobile : email;
      if (given) values[field.name] = given;
      continue;
    }
    if (consent === 'marketing' && !marketing) continue;
    if (!field.required && !consent) continue;
    values[field.name] = answerOf(field)!;
    if (consent) consents.push(consentRecord(consent));
  }
  return {
    formKey,
    topic: form.topic,
    values,
    consents,
    ...(openid ? { openid } : {}),
    idempotencyKey: `form-${key}`,
    attribution: null,
    pagePath: form.path ? `/html${form.path}` : '/html/',
    honeypot: '',
    fillMs: MIN_FILL_MS + 1000,
  };
}
