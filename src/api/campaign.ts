/**
 * A campaign as the firm's platform publishes it (docs/campaigns-api.md): the schema the site and the mocked platform
 * both check it with. A definition that fails is not published; each reason is Chinese, for the marketer who wrote it,
 * and names the place it concerns ("第 3 个字段（规模）的选项…"). What passes is the schema's output: the checked values
 * only, text trimmed, and every text plain text (shown as text, never as HTML).
 */
import * as v from 'valibot';

import { CLIENT_CONSENTS } from '../config/forms/clientConsents';
import { TEXT_LIMITS } from '../config/forms/textLimits';
import { maybe } from './common';

/** How much a campaign may hold: a form a visitor finishes on a phone, text that fits its place on the page. */
export const CAMPAIGN_LIMITS = {
  fields: 12,
  options: 12,
  highlights: 6,
  nextSteps: 5,
  /** Characters of each text, by where it shows. */
  text: {
    title: 40,
    topic: 30,
    intro: 400,
    line: 60,
    shareTitle: 40,
    shareDescription: 80,
    resultText: 300,
    label: 40,
    help: 80,
    option: 30,
  },
  /** Characters of each text of the English version: English takes about twice the characters for the same room. */
  english: {
    title: 80,
    topic: 60,
    intro: 800,
    line: 120,
    shareTitle: 80,
    shareDescription: 160,
    resultText: 600,
    label: 80,
    help: 160,
    option: 60,
  },
} as const;

/**
 * The engine's presets a campaign may pick by name: the firm's first-contact fields, with their labels and rules
 * (src/features/campaigns/definition.ts). Each is the name of its field in the lead.
 */
export const CAMPAIGN_PRESET_NAMES = ['name', 'mobile', 'email', 'company', 'jobTitle', 'industry', 'need'] as const;
export type CampaignPreset = (typeof CAMPAIGN_PRESET_NAMES)[number];

/** The kinds of question a campaign may add (the ones the form engine knows), as a marketer names them. */
const QUESTION_KINDS = {
  text: '单行文字',
  textarea: '多行文字',
  select: '下拉选择',
  radio: '单选',
  checkboxGroup: '多选',
} as const;
export type CampaignQuestionKind = keyof typeof QUESTION_KINDS;

const ILLUSTRATIONS = ['services', 'research', 'activities', 'about', 'forms', 'survey', 'materials'] as const;
const STATUSES = ['upcoming', 'live', 'ended', 'draft'] as const;
const CHOICE_KINDS: readonly CampaignQuestionKind[] = ['select', 'radio', 'checkboxGroup'];

const ID_RE = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
const NAME_RE = /^[a-z][A-Za-z0-9]{1,29}$/;
const MARKUP_RE = /[<>]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** ISO 8601 with an offset: the moment is unambiguous whatever the reader's time zone. */
const TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const chars = (text: unknown) => Array.from(String(text)).length;
const quoted = (value: unknown) => `“${String(value)}”`;

// Each message below is what follows the name of the place it concerns (see `where`); a message of a check on the
// whole definition is a sentence of its own.
const EMPTY = '不能为空';

/** Plain text of at most `max` characters (optional: may be absent, null or blank, which reads as absent). */
function text(max: number) {
  return v.pipe(
    v.string((issue) => (issue.input == null ? EMPTY : '必须是文字')),
    v.trim(),
    v.check(
      (t) => chars(t) <= max,
      (issue) => `不能超过 ${max} 个字（现有 ${chars(issue.input)} 个）`,
    ),
    v.check((t) => !MARKUP_RE.test(t), '不能包含 < 或 >：页面按原样显示文字，不支持 HTML'),
    v.check((t) => !CONTROL_RE.test(t), '含有不可见的控制字符'),
  );
}
const required = (max: number) => v.pipe(text(max), v.nonEmpty(EMPTY));

function lines({ min, max, line }: { min: number; max: number; line: number }) {
  return v.pipe(
    v.array(required(line), (issue) => (issue.input == null ? EMPTY : '必须是一组文字')),
    v.minLength(min, `至少需要 ${min} 条`),
    v.maxLength(max, (issue) => `不能超过 ${max} 条（现有 ${(issue.input as unknown[]).length} 条）`),
  );
}

const object = <T extends v.ObjectEntries>(entries: T) => v.object(entries, (issue) => (issue.input === undefined ? EMPTY : '格式不正确'));

/** A whole number from 1 to `most`. */
const isCount = (value: unknown, most: number): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= most;

const QuestionSchema = v.pipe(
  object({
    name: v.pipe(
      v.string((issue) => `${quoted(issue.input ?? '')}不正确：以小写字母开头，只用字母和数字，2 至 30 位`),
      v.regex(NAME_RE, (issue) => `${quoted(issue.input)}不正确：以小写字母开头，只用字母和数字，2 至 30 位`),
    ),
    kind: v.picklist(
      Object.keys(QUESTION_KINDS) as CampaignQuestionKind[],
      (issue) => `${quoted(issue.input)}不受支持，可用的类型：${Object.values(QUESTION_KINDS).join('、')}`,
    ),
    label: required(CAMPAIGN_LIMITS.text.label),
    required: v.nullish(v.boolean('必须是 true 或 false')),
    help: v.nullish(text(CAMPAIGN_LIMITS.text.help)),
    options: v.nullish(
      v.pipe(
        lines({ min: 2, max: CAMPAIGN_LIMITS.options, line: CAMPAIGN_LIMITS.text.option }),
        v.check((options) => new Set(options).size === options.length, '有重复'),
      ),
    ),
    // Read only by the kinds they apply to (the check on the whole question): ignored on any other, as before.
    maxSelected: v.optional(v.unknown()),
    maxLength: v.optional(v.unknown()),
  }),
  // Checks on the question as a whole: they run even when a part of it failed, so every reason shows at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const q = dataset.value;
    if (typeof q !== 'object' || q === null) return;
    const { kind, options, maxSelected, maxLength } = q as Partial<Record<string, unknown>>;
    if (typeof kind !== 'string' || !(kind in QUESTION_KINDS)) return;
    const choice = CHOICE_KINDS.includes(kind as CampaignQuestionKind);
    if (choice && options == null) addIssue({ message: '的选项必须是一组文字' });
    if (!choice && options != null) addIssue({ message: `是${QUESTION_KINDS[kind as CampaignQuestionKind]}，不能有选项` });
    if (kind === 'checkboxGroup' && maxSelected != null && !isCount(maxSelected, Infinity))
      addIssue({ message: '的最多可选数必须是正整数' });
    const limit = TEXT_LIMITS[kind as 'text' | 'textarea'];
    if (limit && maxLength != null && !isCount(maxLength, limit)) addIssue({ message: `的最大字数必须是 1 至 ${limit} 的整数` });
  }),
  v.transform(({ name, kind, label, required, help, options, maxSelected, maxLength }) => ({
    name,
    kind,
    label,
    required: required === true,
    ...(help ? { help } : {}),
    ...(options && CHOICE_KINDS.includes(kind) ? { options } : {}),
    ...(kind === 'checkboxGroup' && isCount(maxSelected, Infinity) ? { maxSelected } : {}),
    ...((kind === 'text' || kind === 'textarea') && isCount(maxLength, TEXT_LIMITS[kind]) ? { maxLength } : {}),
  })),
);

/** One field of a campaign's form: a preset by name, or a question of its own. */
const FieldSchema = v.pipe(
  v.object(
    {
      preset: v.nullish(
        v.picklist(CAMPAIGN_PRESET_NAMES, (issue) => `${quoted(issue.input)}不存在，可用的预设：${CAMPAIGN_PRESET_NAMES.join('、')}`),
      ),
      required: v.nullish(v.boolean('必须是 true 或 false')),
      question: v.nullish(QuestionSchema),
    },
    '既不是预设字段也不是问题',
  ),
  v.check((entry) => entry.preset != null || entry.question != null, '既不是预设字段也不是问题'),
  v.check((entry) => entry.preset == null || entry.question == null, '不能同时是预设字段和问题'),
  v.transform((entry): { preset: CampaignPreset; required?: boolean } | { question: CampaignQuestion } => {
    if (entry.question) return { question: entry.question };
    const preset = entry.preset as CampaignPreset;
    return typeof entry.required === 'boolean' ? { preset, required: entry.required } : { preset };
  }),
);

const EN = CAMPAIGN_LIMITS.english;

/** The English words of one of the campaign's own questions, found by its name; its kind and rules are the Chinese one's. */
const EnglishQuestionSchema = object({
  name: v.string('必须是文字'),
  label: required(EN.label),
  help: v.nullish(text(EN.help)),
  options: v.nullish(lines({ min: 2, max: CAMPAIGN_LIMITS.options, line: EN.option })),
});

/**
 * The campaign in English (docs/campaigns-api.md): its page, share card and result page, and the words of each of its
 * own questions. Its address, times, fields and rules are the Chinese definition's; a lead from either is one lead.
 */
const EnglishSchema = v.pipe(
  object({
    title: required(EN.title),
    topic: required(EN.topic),
    intro: required(EN.intro),
    highlights: lines({ min: 1, max: CAMPAIGN_LIMITS.highlights, line: EN.line }),
    share: object({ title: required(EN.shareTitle), description: required(EN.shareDescription) }),
    result: object({
      title: required(EN.title),
      text: required(EN.resultText),
      nextSteps: lines({ min: 1, max: CAMPAIGN_LIMITS.nextSteps, line: EN.line }),
    }),
    questions: v.nullish(v.array(EnglishQuestionSchema, '必须是一组问题'), []),
  }),
  v.transform(({ questions, ...words }) => ({
    ...words,
    questions: questions.map(({ name, label, help, options }) => ({
      name,
      label,
      ...(help ? { help } : {}),
      ...(options ? { options } : {}),
    })),
  })),
);

/** A field's name in the lead, read from what was sent (for the checks on the whole form). */
const nameOf = (entry: unknown): string | undefined => {
  const { preset, question } = (entry ?? {}) as { preset?: unknown; question?: { name?: unknown } };
  if (typeof preset === 'string') return (CAMPAIGN_PRESET_NAMES as readonly string[]).includes(preset) ? preset : undefined;
  return typeof question?.name === 'string' ? question.name : undefined;
};

const TIME_FORMAT = '格式不正确，应为带时区的时间，例如 2026-12-01T09:00:00+08:00';
const TimeSchema = v.pipe(
  v.string(TIME_FORMAT),
  v.regex(TIME_RE, TIME_FORMAT),
  v.check((t) => !Number.isNaN(Date.parse(t)), TIME_FORMAT),
);
const timeOf = (value: unknown) => (typeof value === 'string' && TIME_RE.test(value) ? Date.parse(value) : Number.NaN);

/**
 * The checks on the definition as a whole. They run even when a part of it failed (on what was sent), so the marketer
 * sees every reason at once; each message is a sentence of its own.
 */
const wholeDefinition = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value;
    if (typeof value !== 'object' || value === null) return;
    const { startsAt, endsAt, fields } = value as { startsAt?: unknown; endsAt?: unknown; fields?: unknown };
    if (timeOf(startsAt) >= timeOf(endsAt)) addIssue({ message: '结束时间必须晚于开始时间' });
    const entries = Array.isArray(fields) ? (fields as unknown[]) : [];
    if (entries.length === 0) {
      addIssue({ message: '表单至少需要一个字段' });
      return;
    }
    if (entries.length > CAMPAIGN_LIMITS.fields)
      addIssue({ message: `表单字段不能超过 ${CAMPAIGN_LIMITS.fields} 个（现有 ${entries.length} 个）` });
    const names = entries.map(nameOf).filter((n): n is string => Boolean(n));
    for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i)))
      addIssue({ message: `字段名“${name}”重复了：每个字段的名称必须不同` });
    for (const consent of CLIENT_CONSENTS.filter((c) => names.includes(c.name)))
      addIssue({ message: `“${consent.label}”的勾选框由网站自动加在表单末尾，不能作为字段` });
    if (!names.includes('name') || !(names.includes('mobile') || names.includes('email')))
      addIssue({ message: '表单需要“姓名”，以及“手机号码”或“工作邮箱”之一，顾问才能联系到访客' });
    englishMatches(entries, (value as { en?: unknown }).en, addIssue);
  });

/**
 * The English version has the words of every question of the Chinese one, and of no other, each with as many choices:
 * a choice is filed by its place in the Chinese list, so both versions file the same text.
 */
function englishMatches(entries: unknown[], en: unknown, addIssue: (issue: { message: string }) => void) {
  if (typeof en !== 'object' || en === null) return;
  const sent = (en as { questions?: unknown }).questions;
  const english = (Array.isArray(sent) ? sent : []) as { name?: unknown; options?: unknown }[];
  const questions = entries.flatMap((entry) => {
    const question = (entry as { question?: { name?: unknown; label?: unknown; options?: unknown } } | null)?.question;
    return question && typeof question.name === 'string' ? [question] : [];
  });
  for (const question of questions) {
    const words = english.find((q) => q?.name === question.name);
    if (!words) addIssue({ message: `英文版缺少问题“${String(question.label ?? question.name)}”（${String(question.name)}）的英文` });
    else if (Array.isArray(question.options) && Array.isArray(words.options) && words.options.length !== question.options.length)
      addIssue({
        message: `英文版问题 ${String(question.name)} 的选项应与中文版一样多（中文版 ${question.options.length} 条，英文版 ${words.options.length} 条）`,
      });
    else if (Array.isArray(question.options) !== Array.isArray(words.options))
      addIssue({
        message: `英文版问题 ${String(question.name)} 的选项应与中文版一致：${Array.isArray(question.options) ? '缺少选项' : '不能有选项'}`,
      });
  }
  for (const words of english)
    if (typeof words?.name === 'string' && !questions.some((q) => q.name === words.name))
      addIssue({ message: `英文版的问题 ${words.name} 在中文版中不存在` });
}

const definitionEntries = {
  /** Its address: /campaign?id=<id>. */
  id: v.pipe(
    v.string((issue) => `${quoted(issue.input ?? '')}不正确：3 至 40 位小写字母、数字或“-”，用在网址里`),
    v.regex(ID_RE, (issue) => `${quoted(issue.input)}不正确：3 至 40 位小写字母、数字或“-”，用在网址里`),
  ),
  /** The page's heading and the browser tab's title. */
  title: required(CAMPAIGN_LIMITS.text.title),
  /** The topic its leads are filed under in the firm's inbox. */
  topic: required(CAMPAIGN_LIMITS.text.topic),
  /** One or two paragraphs above the form. */
  intro: required(CAMPAIGN_LIMITS.text.intro),
  /** What the visitor gets ("您将获得"), one line each. */
  highlights: lines({ min: 1, max: CAMPAIGN_LIMITS.highlights, line: CAMPAIGN_LIMITS.text.line }),
  /** Which of the site's illustrations the page shows. */
  illustration: v.picklist(ILLUSTRATIONS, (issue) => `${quoted(issue.input)}不存在，可用的插图：${ILLUSTRATIONS.join('、')}`),
  /** The share card (WeChat) and link preview. */
  share: object({
    title: required(CAMPAIGN_LIMITS.text.shareTitle),
    description: required(CAMPAIGN_LIMITS.text.shareDescription),
  }),
  /** The result page after a lead is accepted. */
  result: object({
    title: required(CAMPAIGN_LIMITS.text.title),
    text: required(CAMPAIGN_LIMITS.text.resultText),
    nextSteps: lines({ min: 1, max: CAMPAIGN_LIMITS.nextSteps, line: CAMPAIGN_LIMITS.text.line }),
  }),
  /** When it opens and ends: ISO 8601 with the offset, Beijing time ('2026-12-01T09:00:00+08:00'). */
  startsAt: TimeSchema,
  endsAt: TimeSchema,
  /** Its fields in order; the privacy consent is appended by the site and cannot be removed. */
  fields: v.array(FieldSchema, (issue) => (issue.input == null ? EMPTY : '必须是一组字段')),
  /** The same campaign in English, where the firm publishes one: absent (or null) when not. */
  en: maybe(EnglishSchema),
};

const notADefinition = (issue: v.BaseIssue<unknown>) => (issue.path ? EMPTY : '活动定义格式不正确');

/** A campaign's definition as a marketer writes it in the platform. */
const DefinitionObject = v.object(definitionEntries, notADefinition);
export const CampaignDefinitionSchema = v.pipe(DefinitionObject, wholeDefinition<v.InferOutput<typeof DefinitionObject>>());

/** A campaign as the platform serves it: its definition and where it stands now (`draft` only to a preview). */
const CampaignObject = v.object(
  {
    ...definitionEntries,
    status: v.picklist(STATUSES, (issue) => `${quoted(issue.input)}不正确，应为 ${STATUSES.join('、')} 之一`),
  },
  notADefinition,
);
export const CampaignSchema = v.pipe(CampaignObject, wholeDefinition<v.InferOutput<typeof CampaignObject>>());

export type CampaignQuestion = v.InferOutput<typeof QuestionSchema>;
export type CampaignDefinition = v.InferOutput<typeof CampaignDefinitionSchema>;
export type Campaign = v.InferOutput<typeof CampaignSchema>;
export type CampaignStatus = Campaign['status'];

type Path = readonly (string | number)[];

/** The names of the definition's parts, as the marketer reads them in the platform. */
const PLACES: Record<string, string> = {
  id: '活动编号',
  title: '标题',
  topic: '主题',
  intro: '介绍',
  highlights: '“您将获得”',
  illustration: '插图',
  share: '分享卡片',
  'share.title': '分享标题',
  'share.description': '分享描述',
  result: '提交成功页',
  'result.title': '提交成功页的标题',
  'result.text': '提交成功页的说明',
  'result.nextSteps': '提交成功页的后续步骤',
  startsAt: '开始时间',
  endsAt: '结束时间',
  status: '状态',
  fields: '表单字段',
};

const QUESTION_PARTS: Record<string, string> = {
  kind: '的类型',
  label: '的标题',
  help: '的提示',
  name: '的字段名',
  required: '的“必填”',
  options: '的选项',
  maxSelected: '的最多可选数',
  maxLength: '的最大字数',
};

/** Where an issue is, in the marketer's words: "标题", "“您将获得”第 2 条", "第 3 个字段（规模）的选项第 1 条". */
function where(path: Path, input: unknown): string {
  const [head, index, part, key, item] = path;
  // The English version's places are the Chinese ones', named as its own; its questions are counted in its list.
  if (head === 'en') {
    if (index === undefined) return '英文版';
    if (index !== 'questions') return `英文版的${where(path.slice(1), input)}`;
    if (typeof part !== 'number') return '英文版的问题';
    const of = `英文版第 ${part + 1} 个问题${key === undefined ? '' : (QUESTION_PARTS[key as string] ?? '')}`;
    return typeof item === 'number' ? `${of}第 ${item + 1} 条` : of;
  }
  if (head !== 'fields' || typeof index !== 'number') {
    const place = PLACES[path.filter((p) => typeof p === 'string').join('.')] ?? '';
    const line = path.find((p) => typeof p === 'number');
    return typeof line === 'number' ? `${place}第 ${line + 1} 条` : place;
  }
  const at = `第 ${index + 1} 个字段`;
  if (part === undefined) return at;
  if (part === 'preset') return `${at}的预设`;
  if (part === 'required') return `${at}的“必填”`;
  const label = ((input as { fields?: { question?: { label?: unknown } }[] })?.fields?.[index]?.question?.label ?? '') as string;
  const named = `${at}${typeof label === 'string' && label.trim() ? `（${label.trim()}）` : ''}`;
  if (key === undefined) return part === 'question' ? named : at;
  if (key === 'kind' || key === 'label') return `${at}${QUESTION_PARTS[key]}`;
  const of = `${key === 'name' && !label ? `${at}（未命名）` : named}${QUESTION_PARTS[key as string] ?? ''}`;
  return typeof item === 'number' ? `${of}第 ${item + 1} 条` : of;
}

/** The marketer's reason for one issue: its place, then what is wrong there. */
function reasonOf(issue: v.BaseIssue<unknown>, input: unknown): string {
  const path = (issue.path ?? []).map((p) => p.key as string | number);
  return `${where(path, input)}${issue.message}`;
}

export type CampaignCheck<T> = { ok: true; campaign: T } | { ok: false; reasons: string[] };

function check<S extends typeof CampaignDefinitionSchema | typeof CampaignSchema>(
  schema: S,
  input: unknown,
): CampaignCheck<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, reasons: ['活动定义格式不正确'] };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, campaign: result.output };
  return { ok: false, reasons: [...new Set(result.issues.map((issue) => reasonOf(issue, input)))] };
}

/** Checks a definition from the platform: the definition rebuilt from its checked values, or every reason it fails. */
export const checkCampaign = (input: unknown) => check(CampaignDefinitionSchema, input);

/** A campaign as the platform answered it: its definition and its status, or every reason it cannot be shown. */
export const readCampaign = (answer: unknown) => check(CampaignSchema, answer);
