/**
 * The validation rules of every lead form, in one module: the form runs them on each field
 * (src/features/leads/engine) and the mocked API runs them again on the submission (mock/platform/leads.ts).
 * Messages are in the form's language: a form runs the rules of its edition (`LeadRules`; Chinese unless said).
 * Relative imports only: mock/ imports this file outside the app's aliases.
 */
import { consentOf, type FieldDefinition, RATING_SCALE, TEXT_LIMITS } from '../../config/forms/fields';
import type { Locale } from '../../config/locales';
import { CONSENTS, type ConsentTexts } from '../../content/consents';
import { VALIDATION_MESSAGES, type ValidationMessages } from '../../content/ui/validation';
import { beijingDay, isCalendarDate } from '../../lib/beijingTime';

export type LeadValue = string | string[] | number | boolean | null | undefined;
export type LeadValues = Record<string, LeadValue>;
export type FieldErrors = Record<string, string>;

export const CONSENT_MESSAGE = CONSENTS.privacy.requiredMessage;

/** What is wrong with a number given with its country code (`intlMobile`): no code, a code of no country, or not a mobile number there. */
export type PhoneProblem = 'noCountryCode' | 'unknownCode' | { region: string };

/** The rules of one edition's forms: the words they speak, the consents they ask for, and the checks that need a library. */
export interface LeadRules {
  locale: Locale;
  messages: ValidationMessages;
  consents: ConsentTexts;
  /** `intlMobile`: why a number with its country code is no mobile number of that country, or null (the edition that has such fields loads it). */
  checkPhone?: (text: string) => PhoneProblem | null;
  /** `intlMobile`: a valid number as the platform dials it (E.164), the text as it is otherwise. */
  phoneNumber?: (text: string) => string;
}

/** The Chinese forms' rules: every form of the Chinese edition, and the default. */
export const CHINESE_RULES: LeadRules = { locale: 'zh', messages: VALIDATION_MESSAGES, consents: CONSENTS };

/** Mainland China mobile numbers: 11 digits starting 13–19. */
const MOBILE_RE = /^1[3-9]\d{9}$/;
const EMAIL_RE =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/**
 * Letters of any script, combining marks, spaces, the middle dot of transliterated names, '.', '-' and the apostrophe,
 * typed straight or curly (a phone's keyboard writes O’Neill).
 */
const PERSON_NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M} ·.'’-]*$/u;
/** Control characters other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MARKUP_RE = /[<>]/;

/**
 * Characters that show nothing: zero-width spaces and joiners, bidirectional marks, soft hyphens, fillers
 * (Unicode's default-ignorable code points) and the blank braille pattern. Removed before any rule runs, so a
 * field holding only these is empty. The joiner and variation selectors inside emoji (👨‍💻, ❤️) are kept.
 */
const INVISIBLE_RE = /(?!\u200d|\ufe0e|\ufe0f|[\u{e0020}-\u{e007f}])[\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** What is left when only emoji glue and spaces remain: nothing a person can read. */
const NOTHING_VISIBLE_RE = /^(?:\s|\u200d|\ufe0e|\ufe0f|[\u{e0020}-\u{e007f}])*$/u;

/** Text as the rules see it: invisible characters removed, then trimmed (whitespace-only and invisible-only are empty). */
export function visibleText(text: string): string {
  const cleaned = text.replace(INVISIBLE_RE, '').trim();
  return NOTHING_VISIBLE_RE.test(cleaned) ? '' : cleaned;
}

/** Length as a visitor counts it: one per character, an emoji counts once. */
export const charCount = (text: string) => Array.from(text).length;

const isChoiceKind = (kind: FieldDefinition['kind']) =>
  kind === 'select' || kind === 'multiSelect' || kind === 'radio' || kind === 'checkboxGroup' || kind === 'rating' || kind === 'date';

export const maxLengthOf = (field: FieldDefinition): number | undefined =>
  field.maxLength ?? (field.kind in TEXT_LIMITS ? TEXT_LIMITS[field.kind as keyof typeof TEXT_LIMITS] : undefined);

/** Default longest tag (code points) of a tags field. */
const TAG_MAX = 20;

/** Whether a link is https on one of the allowed hosts (or a subdomain of one), with no user name or password in it. */
export function isAllowedLink(text: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' && !url.username && !url.password && hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}

/**
 * Removes invisible characters and trims text, drops separators from mobile numbers (+86, spaces, dashes; a number with
 * its country code as the rules dial it), keeps only arrays of strings for multi choices.
 */
export function normalizeValue(field: FieldDefinition, value: LeadValue, rules: LeadRules = CHINESE_RULES): LeadValue {
  switch (field.kind) {
    case 'multiSelect':
    case 'checkboxGroup':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : value;
    case 'consent':
    case 'pledge':
      return value === true;
    case 'tags': {
      if (!Array.isArray(value)) return value;
      const tags = value
        .filter((v): v is string => typeof v === 'string')
        .map(visibleText)
        .filter(Boolean);
      return [...new Set(tags)];
    }
    case 'rating': {
      // 0 is what a cleared star rating reports: no answer.
      const n = typeof value === 'number' ? value : value === '' || value == null ? undefined : Number(value);
      return n === 0 ? undefined : n;
    }
    case 'intlMobile': {
      if (typeof value !== 'string') return value;
      // Spaces, dashes, dots and brackets go; a leading 00 is the international prefix, written '+'.
      const typed = visibleText(value)
        .replace(/[\s().-]|\u200d|\ufe0e|\ufe0f/g, '')
        .replace(/^00(?=[1-9])/, '+');
      return rules.phoneNumber?.(typed) ?? typed;
    }
    case 'mobile':
      return typeof value === 'string'
        ? visibleText(value)
            .replace(/\s|-|\u200d|\ufe0e|\ufe0f/g, '')
            .replace(/^(?:\+?86)(?=1\d{10}$)/, '')
        : value;
    default:
      return typeof value === 'string' ? visibleText(value) : value;
  }
}

const isEmpty = (value: LeadValue) =>
  value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

function requiredMessage(field: FieldDefinition, { messages, consents }: LeadRules): string {
  if (field.requiredMessage) return field.requiredMessage;
  switch (field.kind) {
    case 'consent':
      return consents[consentOf(field)!].requiredMessage ?? consents.privacy.requiredMessage ?? CONSENT_MESSAGE;
    case 'rating':
      return messages.required.rating(field.label);
    case 'select':
    case 'multiSelect':
    case 'radio':
    case 'checkboxGroup':
    case 'date':
      return messages.required.choice(field.label);
    default:
      return messages.required.text(field.label);
  }
}

function phoneError(field: FieldDefinition, text: string, { messages, checkPhone }: LeadRules): string | null {
  const words = messages.intlMobile;
  if (!checkPhone || !words) return messages.malformed(field.label);
  const problem = checkPhone(text);
  if (problem === null) return null;
  if (problem === 'noCountryCode') return words.noCountryCode;
  if (problem === 'unknownCode') return words.unknownCode;
  return words.invalid(problem.region);
}

function textError(field: FieldDefinition, text: string, rules: LeadRules): string | null {
  const { messages } = rules;
  const max = maxLengthOf(field);
  const length = charCount(text);
  if (CONTROL_RE.test(text)) return messages.unreadable(field.label);
  if (field.kind !== 'textarea' && /[\r\n]/.test(text)) return messages.noLineBreak(field.label);
  if (max !== undefined && length > max) return messages.tooLong(field.label, max);
  if (field.minLength !== undefined && length < field.minLength) return messages.tooShort(field.label, field.minLength);
  if (field.kind === 'mobile') return MOBILE_RE.test(text) ? null : messages.mobile;
  if (field.kind === 'intlMobile') return phoneError(field, text, rules);
  if (field.kind === 'email') return EMAIL_RE.test(text) ? null : messages.email;
  if (field.kind === 'url' && !isAllowedLink(text, field.allowedHosts ?? [])) return field.invalidMessage ?? messages.https(field.label);
  if (field.personName && !PERSON_NAME_RE.test(text)) return messages.personName(field.label);
  if (field.kind === 'text' && MARKUP_RE.test(text)) return messages.noMarkup(field.label);
  return null;
}

function choiceError(field: FieldDefinition, value: LeadValue, now: number, { messages }: LeadRules): string | null {
  const allowed = new Set((field.options ?? []).map((o) => o.value));
  switch (field.kind) {
    case 'select':
    case 'radio':
      return typeof value === 'string' && allowed.has(value) ? null : messages.fromOptions(field.label);
    case 'multiSelect':
    case 'checkboxGroup': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !allowed.has(v)) || new Set(value).size !== value.length) {
        return messages.fromOptions(field.label);
      }
      return field.maxSelected !== undefined && value.length > field.maxSelected
        ? messages.maxSelected(field.label, field.maxSelected)
        : null;
    }
    case 'rating': {
      const scale = field.scale ?? RATING_SCALE;
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= scale ? null : messages.ratingRange(scale);
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDate(value)) return messages.date;
      const earliest = beijingDay(now, field.minDaysAhead ?? 0);
      if (value < earliest) return messages.notBefore(field.label, earliest);
      if (field.maxDaysAhead !== undefined && value > beijingDay(now, field.maxDaysAhead))
        return messages.withinDays(field.label, field.maxDaysAhead);
      return null;
    }
    default:
      return null;
  }
}

function tagsError(field: FieldDefinition, value: LeadValue, { messages }: LeadRules): string | null {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return messages.malformed(field.label);
  const max = field.maxLength ?? TAG_MAX;
  if (field.maxSelected !== undefined && value.length > field.maxSelected) return messages.tags.max(field.label, field.maxSelected);
  for (const tag of value as string[]) {
    if (charCount(tag) > max) return messages.tags.tooLong(field.label, max);
    if (CONTROL_RE.test(tag) || /[\r\n]/.test(tag) || MARKUP_RE.test(tag)) return messages.tags.noMarkup(field.label);
  }
  return null;
}

/** The message for one field's value in the rules' language, or null when it is valid. */
export function validateField(
  field: FieldDefinition,
  raw: LeadValue,
  now: number = Date.now(),
  rules: LeadRules = CHINESE_RULES,
): string | null {
  const value = normalizeValue(field, raw, rules);
  if (isEmpty(value)) return field.required ? requiredMessage(field, rules) : null;
  if (field.kind === 'consent' || field.kind === 'pledge') return null;
  if (field.kind === 'tags') return tagsError(field, value, rules);
  if (isChoiceKind(field.kind)) return choiceError(field, value, now, rules);
  if (typeof value !== 'string') return rules.messages.malformed(field.label);
  return textError(field, value, rules);
}

export interface LeadCheck {
  /** Normalized values of the known fields only (unknown keys are dropped). */
  values: LeadValues;
  errors: FieldErrors;
}

/** A box ticked for invitations on a form where no mobile number or e-mail was left: nowhere to send them. */
export function contactProblem(
  fields: readonly FieldDefinition[],
  values: LeadValues,
  rules: LeadRules = CHINESE_RULES,
): { name: string; message: string } | null {
  const box = fields.find((f) => consentOf(f) === 'marketing');
  if (!box || values[box.name] !== true) return null;
  const reachable = fields.some((f) => isContact(f.kind) && !isEmpty(normalizeValue(f, values[f.name], rules)));
  return reachable ? null : { name: box.name, message: rules.consents.marketing.contactMessage ?? CONSENTS.marketing.contactMessage };
}

/** The fields invitations can be sent to. */
const isContact = (kind: FieldDefinition['kind']) => kind === 'mobile' || kind === 'intlMobile' || kind === 'email';

/** Every field of a form at once, as the server does it. */
export function validateLead(
  fields: readonly FieldDefinition[],
  raw: LeadValues,
  now: number = Date.now(),
  rules: LeadRules = CHINESE_RULES,
): LeadCheck {
  const values: LeadValues = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = normalizeValue(field, raw[field.name], rules);
    const message = validateField(field, value, now, rules);
    if (message) errors[field.name] = message;
    else if (!isEmpty(value)) values[field.name] = value;
  }
  const unreachable = contactProblem(fields, values, rules);
  if (unreachable) errors[unreachable.name] = unreachable.message;
  return { values, errors };
}
