/**
 * Field kinds of the lead form engine and the field presets the form definitions are built from.
 * Plain data: the same definitions drive the form (src/features/leads/engine) and the mocked API's
 * validation (mock/platform/leads.ts), through src/features/leads/validation.ts.
 */
import { type ChoiceWords, FIELD_LABELS, type FieldLabelKey, type FieldWords } from '../../content/labels/fields';
import { FORM_LABELS } from '../../content/labels/forms';
import { INDUSTRY_OPTIONS } from '../industries';
import * as clientConsents from './clientConsents';
import { TEXT_LIMITS } from './textLimits';

// Apart, so that what reads only these (the campaigns' schema) does not carry every field and the industries.
export { TEXT_LIMITS };

export type FieldKind =
  | 'text'
  | 'mobile'
  /** A mobile number of any country, with its country code (the English forms: the edition's rules check it). */
  | 'intlMobile'
  | 'email'
  /** A link to a public profile: https on one of `allowedHosts` (or a subdomain of one). */
  | 'url'
  | 'select'
  | 'multiSelect'
  /** Words the visitor types, one tag each (areas of expertise): at most `maxSelected`, each at most `maxLength`. */
  | 'tags'
  | 'radio'
  | 'checkboxGroup'
  | 'textarea'
  | 'date'
  | 'rating'
  /** A consent ticked in a box of its own (`consent` names its words and version, src/content/consents.ts). */
  | 'consent'
  /** A commitment ticked in a box: `statement` is what is promised, `requiredMessage` why it matters. */
  | 'pledge';

/**
 * The consents a form may ask for, each a separate box: the privacy notice, sharing an expert's background, sharing it
 * with clients abroad, marketing.
 */
export type ConsentId = 'privacy' | 'expertSharing' | 'crossBorder' | 'marketing';

/** The pledges a form may ask for, each ticked in a box of its own (its words: src/content/facts.ts). */
export type PledgeId = 'expertCompliance';

export interface FieldOption {
  /** The choice's code: what a lead carries, in any language (industries: the landing page's slug). */
  value: string;
  label: string;
  /** radio: what follows from this answer, shown under the choices once it is picked. */
  note?: string;
}

export interface FieldDefinition {
  /** Key of the value in the submission. */
  name: string;
  kind: FieldKind;
  /** Chinese label; also used in the validation messages. */
  label: string;
  required?: boolean;
  placeholder?: string;
  /** A short hint under the control. */
  help?: string;
  minLength?: number;
  /** Characters (code points); every text kind has a default (TEXT_LIMITS). */
  maxLength?: number;
  /** A person's name: letters of any script, spaces, '·', '.', '-' only. */
  personName?: boolean;
  options?: readonly FieldOption[];
  /** multiSelect / checkboxGroup: at most this many choices. */
  maxSelected?: number;
  /** date: earliest allowed day, in days from today in Beijing (0 = today). */
  minDaysAhead?: number;
  /** date: latest allowed day, in days from today. */
  maxDaysAhead?: number;
  /** rating: number of stars (default 5). */
  scale?: number;
  /** url: the hosts a link may point at (a subdomain of one counts). */
  allowedHosts?: readonly string[];
  /** consent: which consent the box gives. */
  consent?: ConsentId;
  /** pledge: what the visitor promises, beside the box. */
  pledge?: PledgeId;
  /** The message when a required field is left empty, where the default ('请填写…') does not say enough. */
  requiredMessage?: string;
  /** url: the message for a link that is not allowed, naming what is. */
  invalidMessage?: string;
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Half width beside another half field on wide screens. */
  half?: boolean;
  /**
   * `more`: an optional detail a consultant does not need to call back; such fields follow the required ones under
   * a "补充信息（选填）" heading, so a first contact asks only for name, mobile, company and the question.
   */
  group?: 'more';
}

/** The consent a field gives, or null for any other field (a consent box without its id is the privacy notice's). */
export const consentOf = (field: FieldDefinition): ConsentId | null => (field.kind === 'consent' ? (field.consent ?? 'privacy') : null);

/** The privacy notice's box, and what every client form ends with (./clientConsents.ts). */
export const CONSENT: FieldDefinition = clientConsents.CONSENT;
export const CLIENT_CONSENTS: readonly FieldDefinition[] = clientConsents.CLIENT_CONSENTS;

export const RATING_SCALE = 5;

/** The words a definition carries (a label, hints, messages, choices), from the catalogue's. */
type FieldText = Pick<FieldDefinition, 'label' | 'help' | 'placeholder' | 'requiredMessage' | 'invalidMessage' | 'options'>;

/** Each choice's code is its value. */
export const optionsOf = (choices: Readonly<Record<string, ChoiceWords>>): FieldOption[] =>
  Object.entries(choices).map(([value, words]) => ({ value, ...words }));

/** A preset's words (src/content/labels/fields.ts). */
const wordsOf = (key: FieldLabelKey): FieldText => {
  const { choices, ...words }: FieldWords = FIELD_LABELS[key];
  return choices ? { ...words, options: optionsOf(choices) } : words;
};

/** The contact fields every lead form starts with. */
export const NAME: FieldDefinition = {
  name: 'name',
  kind: 'text',
  ...wordsOf('name'),
  required: true,
  minLength: 2,
  maxLength: 30,
  personName: true,
  autoComplete: 'name',
  half: true,
};
export const MOBILE: FieldDefinition = {
  name: 'mobile',
  kind: 'mobile',
  ...wordsOf('mobile'),
  required: true,
  autoComplete: 'tel',
  half: true,
};
export const EMAIL: FieldDefinition = {
  name: 'email',
  kind: 'email',
  ...wordsOf('email'),
  required: true,
  autoComplete: 'email',
  half: true,
};
export const COMPANY: FieldDefinition = {
  name: 'company',
  kind: 'text',
  ...wordsOf('company'),
  required: true,
  minLength: 2,
  maxLength: 60,
  autoComplete: 'organization',
  half: true,
};
export const JOB_TITLE: FieldDefinition = {
  name: 'jobTitle',
  kind: 'text',
  ...wordsOf('jobTitle'),
  required: true,
  maxLength: 30,
  autoComplete: 'organization-title',
  half: true,
};
export const INDUSTRY: FieldDefinition = {
  name: 'industry',
  kind: 'select',
  ...wordsOf('industry'),
  required: true,
  options: INDUSTRY_OPTIONS,
  half: true,
};
export const NEED: FieldDefinition = {
  name: 'need',
  kind: 'textarea',
  ...wordsOf('need'),
  required: true,
  minLength: 10,
  maxLength: 1000,
};

/** What a consultant needs to call back: name, mobile and company (the question follows). */
export const CALLBACK_FIELDS: readonly FieldDefinition[] = [NAME, MOBILE, COMPANY];

/** A preset with some properties changed: a form's own wording (src/content/labels/forms.ts), optional, ... */
export const withField = (base: FieldDefinition, change: Partial<FieldDefinition>): FieldDefinition => ({ ...base, ...change });

/** An optional detail under "补充信息（选填）": not required, no minimum length. */
export const more = (base: FieldDefinition): FieldDefinition => ({ ...base, required: false, minLength: undefined, group: 'more' });

/** The address a material is e-mailed to (/downPdfBak): any valid address, by the same rules as the forms. */
export const RECEIVER_EMAIL: FieldDefinition = withField(EMAIL, wordsOf('receiverEmail'));

// Fields of particular kinds of form.

export const MEETING_FORMAT: FieldDefinition = {
  name: 'meetingFormat',
  kind: 'radio',
  ...wordsOf('meetingFormat'),
  required: true,
};
export const PREFERRED_DATE: FieldDefinition = {
  name: 'preferredDate',
  kind: 'date',
  ...wordsOf('preferredDate'),
  required: true,
  minDaysAhead: 1,
  maxDaysAhead: 180,
  half: true,
};
export const EXPERT_PROFILE: FieldDefinition = {
  name: 'expertProfile',
  kind: 'text',
  ...wordsOf('expertProfile'),
  maxLength: 100,
  half: true,
};
export const RESEARCH_SCOPE: FieldDefinition = {
  name: 'researchScope',
  kind: 'checkboxGroup',
  ...wordsOf('researchScope'),
  required: true,
};
export const DEADLINE: FieldDefinition = {
  name: 'deadline',
  kind: 'select',
  ...wordsOf('deadline'),
  required: true,
  half: true,
};
export const TARGET_GROUP: FieldDefinition = {
  name: 'targetGroup',
  kind: 'checkboxGroup',
  ...wordsOf('targetGroup'),
  required: true,
};
export const SAMPLE_SIZE: FieldDefinition = {
  name: 'sampleSize',
  kind: 'select',
  ...wordsOf('sampleSize'),
  required: true,
  half: true,
};
export const SURVEY_METHOD: FieldDefinition = {
  name: 'surveyMethod',
  kind: 'radio',
  ...wordsOf('surveyMethod'),
  required: true,
};
export const PSF_SERVICES: FieldDefinition = {
  name: 'services',
  kind: 'multiSelect',
  ...wordsOf('services'),
  required: true,
};
export const BUDGET: FieldDefinition = {
  name: 'budget',
  kind: 'select',
  ...wordsOf('budget'),
  half: true,
};
export const TRAINING_TOPICS: FieldDefinition = {
  name: 'trainingTopics',
  kind: 'multiSelect',
  ...wordsOf('trainingTopics'),
  required: true,
};
export const ATTENDEES: FieldDefinition = {
  name: 'attendees',
  kind: 'select',
  ...wordsOf('attendees'),
  required: true,
  half: true,
};
export const TRAINING_FORMAT: FieldDefinition = {
  name: 'trainingFormat',
  kind: 'radio',
  ...wordsOf('trainingFormat'),
  required: true,
};
export const CAMPAIGN_INTERESTS: FieldDefinition = {
  name: 'interests',
  kind: 'checkboxGroup',
  ...wordsOf('interests'),
  required: true,
};
export const INSIGHT_FOCUS: FieldDefinition = {
  name: 'focus',
  kind: 'radio',
  ...wordsOf('focus'),
  required: true,
};
export const ACTIVITY_QUESTION: FieldDefinition = {
  name: 'question',
  kind: 'textarea',
  ...wordsOf('question'),
  maxLength: 300,
};
export const REPLAY_PURPOSE: FieldDefinition = {
  name: 'purpose',
  kind: 'select',
  ...wordsOf('purpose'),
  required: true,
  half: true,
};

// The preference survey: questions of every kind.

const SURVEY_WORDING = FORM_LABELS.fiveteen.fields;

export const SURVEY_FIELDS: readonly FieldDefinition[] = [
  { name: 'role', kind: 'radio', ...wordsOf('role'), required: true },
  withField(INDUSTRY, { ...SURVEY_WORDING.industry, half: false }),
  { name: 'contentInterests', kind: 'checkboxGroup', ...wordsOf('contentInterests'), required: true },
  { name: 'channels', kind: 'multiSelect', ...wordsOf('channels'), required: true, maxSelected: 3 },
  { name: 'satisfaction', kind: 'rating', ...wordsOf('satisfaction'), required: true, scale: 5 },
  { name: 'frequency', kind: 'radio', ...wordsOf('frequency'), required: true },
  { name: 'suggestion', kind: 'textarea', ...wordsOf('suggestion'), maxLength: 500 },
  withField(NAME, { ...SURVEY_WORDING.name, required: false }),
  withField(EMAIL, { ...SURVEY_WORDING.email, required: false }),
  ...CLIENT_CONSENTS,
];

// The expert application.
export const YEARS_IN_INDUSTRY: FieldDefinition = {
  name: 'years',
  kind: 'select',
  ...wordsOf('years'),
  required: true,
  half: true,
};
export const EXPERTISE: FieldDefinition = {
  name: 'expertise',
  kind: 'tags',
  ...wordsOf('expertise'),
  required: true,
  maxSelected: 8,
  maxLength: 20,
};
/** Public profile sites an expert may link: LinkedIn and 脉脉. */
export const PROFILE_HOSTS = ['linkedin.com', 'maimai.cn'] as const;
export const PROFILE_LINK: FieldDefinition = {
  name: 'profileUrl',
  kind: 'url',
  ...wordsOf('profileUrl'),
  allowedHosts: PROFILE_HOSTS,
};
export const COMPLIANCE_PLEDGE: FieldDefinition = {
  name: 'pledge',
  kind: 'pledge',
  ...wordsOf('pledge'),
  required: true,
  pledge: 'expertCompliance',
};
/** Optional, unticked: clients abroad see the background summary and hear the calls only with it (PIPL Art. 39). */
export const CROSS_BORDER_CONSENT: FieldDefinition = {
  name: 'crossBorderConsent',
  kind: 'consent',
  ...wordsOf('crossBorderConsent'),
  consent: 'crossBorder',
};

/** Asked of every applicant (national security, and the employer's rules on outside work). */
export const CLASSIFIED_POST: FieldDefinition = {
  name: 'classifiedPost',
  kind: 'radio',
  ...wordsOf('classifiedPost'),
  required: true,
};
export const EMPLOYER_BANS_CONSULTING: FieldDefinition = {
  name: 'employerBansConsulting',
  kind: 'radio',
  ...wordsOf('employerBansConsulting'),
  required: true,
};

/** Required: the network exists to show an expert's background to the clients matched with them (PIPL Art. 23). */
export const SHARING_CONSENT: FieldDefinition = {
  name: 'sharingConsent',
  kind: 'consent',
  ...wordsOf('sharingConsent'),
  consent: 'expertSharing',
  required: true,
};
