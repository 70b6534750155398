/**
 * Every lead form of the site, as data. A route for the form and for its result page is
 * generated from each routed definition (see routes.ts). `FormKey` is read from the list: adding a form is one entry
 * here, its words in src/content/labels/forms.ts and its introduction in src/content/formIntros.ts (the compiler asks
 * for both).
 * Forms without a path (EMBEDDED_FORMS) are embedded by other pages through <LeadFormEngine>.
 */
import type { FieldLabelKey } from '../../content/labels/fields';
import {
  FORM_KIND_LABELS,
  FORM_LABELS,
  type FormLabelKey,
  type FormSlug,
  type FormWords,
  SERVICE_FORM_LABELS,
} from '../../content/labels/forms';
import type { EnglishFormKey } from './englishForms';
import {
  ACTIVITY_QUESTION,
  ATTENDEES,
  BUDGET,
  CALLBACK_FIELDS,
  CAMPAIGN_INTERESTS,
  CLASSIFIED_POST,
  CLIENT_CONSENTS,
  COMPANY,
  COMPLIANCE_PLEDGE,
  CONSENT,
  CROSS_BORDER_CONSENT,
  DEADLINE,
  EMAIL,
  EMPLOYER_BANS_CONSULTING,
  EXPERT_PROFILE,
  EXPERTISE,
  type FieldDefinition,
  INDUSTRY,
  INSIGHT_FOCUS,
  JOB_TITLE,
  MEETING_FORMAT,
  MOBILE,
  more,
  NAME,
  NEED,
  PREFERRED_DATE,
  PROFILE_LINK,
  PSF_SERVICES,
  REPLAY_PURPOSE,
  RESEARCH_SCOPE,
  SAMPLE_SIZE,
  SHARING_CONSENT,
  SURVEY_FIELDS,
  SURVEY_METHOD,
  TARGET_GROUP,
  TRAINING_FORMAT,
  TRAINING_TOPICS,
  withField,
  YEARS_IN_INDUSTRY,
} from './fields';
import type { PrivacyFormKey } from './privacyRequests';
import { SERVICE_FORM_LINKS, type ServiceFormKey, type ServiceFormLink } from './serviceForms';
import type { ActivityBinding, CampaignFormKey, FormDefinition as FormShape, RoutedFormDefinition as RoutedFormShape } from './types';

export type { ActivityBinding, CampaignFormKey, Fact, FormKind, PageFormKind } from './types';

const INSIGHT_RESULT = '/forms/insight/result';
const ACTIVITY_RESULT = '/forms/active/result';

/**
 * A first-contact form: name, mobile, company and the question are all it requires; e-mail, job title and the
 * form's own details are optional, under "补充信息（选填）"; then the consent.
 */
const LEAD_FIELDS = (question: FieldDefinition | null, ...details: FieldDefinition[]): FieldDefinition[] => [
  ...CALLBACK_FIELDS,
  ...(question ? [question] : []),
  ...[EMAIL, JOB_TITLE, ...details].map(more),
  ...CLIENT_CONSENTS,
];

/** A form's words (src/content/labels/forms.ts). */
const words = (key: FormLabelKey): FormWords => FORM_LABELS[key];

/** A form's own wording of a preset (src/content/labels/forms.ts), under the preset's name or `field`. */
const worded = (preset: FieldDefinition, { fields }: Pick<FormWords, 'fields'>, field = preset.name as FieldLabelKey) =>
  withField(preset, fields?.[field] ?? {});

interface ServiceForm<K extends ServiceFormKey> {
  /** Where the form lives, its title, topic and call to action (config/serviceForms.ts). */
  link: ServiceFormLink<K>;
  /** The required question (the visitor's own words). */
  question: FieldDefinition;
  /** The service's own optional fields. */
  details: FieldDefinition[];
}

/** A routed form as written, its key kept as the literal it is (`FormKey` is read from them). */
const routed = <K extends string>(form: RoutedFormShape<K>) => form;

const service = <K extends ServiceFormKey>({ link, question, details }: ServiceForm<K>): RoutedFormShape<K> => ({
  ...link,
  kind: 'service',
  resultTitle: FORM_KIND_LABELS.resultTitle(link.topic),
  fields: LEAD_FIELDS(question, INDUSTRY, ...details),
  endpoint: 'leads',
  submitLabel: SERVICE_FORM_LABELS[link.key].submitLabel ?? FORM_KIND_LABELS.service.submitLabel,
});

interface SpecialForm<K extends string> {
  key: K;
  path: string;
  resultPath: string;
}

const SPECIAL = FORM_KIND_LABELS.special;

const special = <K extends 'special' | `special-${FormSlug<'special'>}`>({
  key,
  path,
  resultPath,
}: SpecialForm<K>): RoutedFormShape<K> => ({
  key,
  kind: 'special',
  path,
  title: SPECIAL.title,
  topic: words(key).topic,
  resultPath,
  resultTitle: SPECIAL.title,
  // The report goes to the e-mail address, so here it is required; everything else is optional.
  fields: [
    ...CALLBACK_FIELDS,
    withField(EMAIL, SPECIAL.fields.email),
    ...[JOB_TITLE, INDUSTRY, CAMPAIGN_INTERESTS, withField(NEED, SPECIAL.fields.need)].map(more),
    ...CLIENT_CONSENTS,
  ],
  endpoint: 'leads',
  submitLabel: SPECIAL.submitLabel,
});

/** `slug`: the address is /forms/insight/<slug>, the key `insight-<slug>`. */
const insight = <S extends FormSlug<'insight'>>(slug: S): RoutedFormShape<`insight-${S}`> => ({
  key: `insight-${slug}`,
  kind: 'insight',
  path: `/forms/insight/${slug}`,
  topic: words(`insight-${slug}`).topic,
  resultPath: INSIGHT_RESULT,
  fields: LEAD_FIELDS(withField(NEED, FORM_KIND_LABELS.insight.fields.need), INDUSTRY, INSIGHT_FOCUS),
  endpoint: 'leads',
  submitLabel: FORM_KIND_LABELS.insight.submitLabel,
});

const ACTIVITY_FIELDS = LEAD_FIELDS(null, ACTIVITY_QUESTION);

/**
 * `slug`: the address is /forms/active/<slug>, the key `active-<slug>`. `fixed`: the activity of the activities API it
 * registers for; without one, the event's facts are the form's words.
 */
const activity = <S extends FormSlug<'active'>>(slug: S, fixed?: string): RoutedFormShape<`active-${S}`> => {
  const { title, topic, facts } = words(`active-${slug}`);
  return {
    key: `active-${slug}`,
    kind: 'activity',
    path: `/forms/active/${slug}`,
    title,
    topic,
    resultPath: ACTIVITY_RESULT,
    fields: ACTIVITY_FIELDS,
    endpoint: 'leads',
    submitLabel: FORM_KIND_LABELS.activity.submitLabel,
    activity: fixed ? { source: 'fixed', id: fixed } : { source: 'static', facts: facts ?? [] },
  };
};

/** Industry professionals applying to join the network: a form of its own, posted to the applications API. */
const EXPERT = FORM_LABELS.expertApply;
const EXPERT_APPLICATION = routed({
  key: 'expertApply',
  kind: 'expert',
  path: '/expertApplyForm',
  title: EXPERT.title,
  topic: EXPERT.topic,
  resultPath: '/resultExpertApplyPage',
  resultTitle: FORM_KIND_LABELS.resultTitle(EXPERT.topic),
  fields: [
    NAME,
    worded(MOBILE, EXPERT),
    worded(COMPANY, EXPERT),
    worded(JOB_TITLE, EXPERT),
    worded(INDUSTRY, EXPERT),
    YEARS_IN_INDUSTRY,
    EXPERTISE,
    ...[worded(EMAIL, EXPERT), PROFILE_LINK, withField(worded(NEED, EXPERT, 'note'), { name: 'note' })].map(more),
    CLASSIFIED_POST,
    EMPLOYER_BANS_CONSULTING,
    COMPLIANCE_PLEDGE,
    SHARING_CONSENT,
    CROSS_BORDER_CONSENT,
    CONSENT,
  ],
  endpoint: 'expertApplications',
  submitLabel: EXPERT.submitLabel,
  submitItemKey: 'expert-apply-submit',
  cta: EXPERT.cta,
});

export { ctaForPath } from './serviceForms';

/** A form bound to an activity of the activities API by the page's `?id=`: registration, or a past one's replay. */
const byQuery = <K extends 'activeForm' | 'activeFormBackLive'>(
  key: K,
  path: string,
  binding: ActivityBinding,
  details: FieldDefinition[],
) =>
  routed({
    key,
    kind: 'activity',
    path,
    topic: words(key).topic,
    resultPath: ACTIVITY_RESULT,
    fields: LEAD_FIELDS(null, ...details),
    endpoint: 'leads',
    submitLabel: words(key).submitLabel ?? FORM_KIND_LABELS.activity.submitLabel,
    activity: binding,
  });

const SURVEY = FORM_LABELS.fiveteen;

export const FORMS = [
  service({
    link: SERVICE_FORM_LINKS.expertCall,
    question: worded(NEED, SERVICE_FORM_LABELS.expertCall),
    details: [EXPERT_PROFILE, worded(PREFERRED_DATE, SERVICE_FORM_LABELS.expertCall)],
  }),
  service({
    link: SERVICE_FORM_LINKS.meeting,
    question: worded(NEED, SERVICE_FORM_LABELS.meeting),
    details: [MEETING_FORMAT, PREFERRED_DATE, EXPERT_PROFILE],
  }),
  service({
    link: SERVICE_FORM_LINKS.insight,
    question: NEED,
    details: [RESEARCH_SCOPE, DEADLINE],
  }),
  service({
    link: SERVICE_FORM_LINKS.study,
    question: NEED,
    details: [TARGET_GROUP, SAMPLE_SIZE, SURVEY_METHOD],
  }),
  service({
    link: SERVICE_FORM_LINKS.psf,
    question: NEED,
    details: [PSF_SERVICES, BUDGET],
  }),
  service({
    link: SERVICE_FORM_LINKS.thirteen,
    question: worded(NEED, SERVICE_FORM_LABELS.thirteen),
    details: [
      TRAINING_TOPICS,
      ATTENDEES,
      TRAINING_FORMAT,
      withField(worded(PREFERRED_DATE, SERVICE_FORM_LABELS.thirteen), { minDaysAhead: 7 }),
    ],
  }),
  routed({
    key: 'fiveteen',
    kind: 'survey',
    path: '/fiveteen',
    title: SURVEY.title,
    topic: SURVEY.topic,
    resultPath: '/resultFiveteenPage',
    resultTitle: FORM_KIND_LABELS.resultTitle(SURVEY.topic),
    fields: SURVEY_FIELDS,
    endpoint: 'surveyAnswers',
    submitLabel: SURVEY.submitLabel,
  }),

  special({ key: 'special', path: '/specialContactUs', resultPath: '/resultPage' }),
  special({ key: 'special-consumer', path: '/specialConsumerContactUs', resultPath: '/resultConsumerPage' }),
  special({ key: 'special-sea', path: '/specialSEAContactUs', resultPath: '/resultSEAPage' }),
  special({ key: 'special-cbec', path: '/specialCBECContactUs', resultPath: '/resultCBECPage' }),
  special({ key: 'special-2405-trend', path: '/special2405TrendContactUs', resultPath: '/result2405TRENDPage' }),
  special({ key: 'special-newretail', path: '/specialNewretailContactUs', resultPath: '/resultNewretailPage' }),
  special({ key: 'special-robot', path: '/specialRobotContactUs', resultPath: '/resultRobotPage' }),
  special({ key: 'special-24hy-review', path: '/special24HYReviewContactUs', resultPath: '/result24HYreviewPage' }),
  special({ key: 'special-lifesci', path: '/specialLifesciContactUs', resultPath: '/resultLifesciPage' }),
  special({ key: 'special-chatgpt', path: '/specialChatgptContactUs', resultPath: '/resultChatgptPage' }),
  special({ key: 'special-network-security', path: '/specialNetworkSecurityContactUs', resultPath: '/resultNetworkSecurityPage' }),

  insight('one'),
  insight('two'),
  insight('three'),
  insight('four'),
  insight('five'),
  insight('six'),
  insight('eleven'),
  insight('twelve'),
  insight('thirteen'),
  insight('fourteen'),

  byQuery('activeForm', '/activeForm', { source: 'query', mode: 'register' }, [ACTIVITY_QUESTION]),
  byQuery('activeFormBackLive', '/activeFormBackLive', { source: 'query', mode: 'replay' }, [REPLAY_PURPOSE]),

  activity('one', 'act-2612-consumer'),
  activity('two'),
  activity('three'),
  activity('four', 'act-2612-pharma'),
  activity('five', 'act-2612-mr'),
  EXPERT_APPLICATION,
];

/** Every form's key: its copy (src/content/formIntros.ts), its draft, its analytics tag and the lead's `formKey`. */
export type FormKey = (typeof FORMS)[number]['key'] | typeof DOWNLOAD_FORM.key;

/** A form of the site's own (`Key`: any key of the list unless narrowed). */
export type FormDefinition<Key extends string = FormKey> = FormShape<Key>;
/** A form with its own route and result route. */
export type RoutedFormDefinition<Key extends string = FormKey> = RoutedFormShape<Key>;

/** Any form the engine runs: the site's own, a campaign's, or the personal centre's rights request. */
export type EngineForm = FormDefinition<FormKey | CampaignFormKey | PrivacyFormKey | EnglishFormKey>;
export type RoutedEngineForm = RoutedFormDefinition<FormKey | CampaignFormKey | EnglishFormKey>;

/** The lead form in front of gated materials (embedded by the materials centre, no route of its own). */
export const DOWNLOAD_FORM = {
  key: 'download' as const,
  kind: 'download',
  topic: FORM_LABELS.download.topic,
  fields: LEAD_FIELDS(null),
  endpoint: 'leads',
  submitLabel: FORM_LABELS.download.submitLabel,
} satisfies FormShape;

export const EMBEDDED_FORMS: readonly FormDefinition[] = [DOWNLOAD_FORM];

/** A routed form by key. */
export const formByKey = (key: string): RoutedFormDefinition | undefined => FORMS.find((f) => f.key === key);

/** Any form by key, embedded ones included (the API accepts them all). */
export const anyFormByKey = (key: string): FormDefinition | undefined => formByKey(key) ?? EMBEDDED_FORMS.find((f) => f.key === key);

/** Heading of a form page: its title, or its topic where the page is untitled. */
export const formHeading = (form: FormDefinition) => (form.kind === 'special' ? form.topic : (form.title ?? form.topic));
