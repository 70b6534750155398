/**
 * A campaign's definition as the firm's platform publishes it (docs/campaigns-api.md), checked wherever it enters: the
 * site and the mocked platform run the same check. A definition that fails is not published; each reason is Chinese,
 * for the marketer who wrote it. What passes is rebuilt from the checked values only, and its text is plain text
 * (shown as text, never as HTML). Relative imports only: mock/ imports this file outside the app's aliases.
 */
import type { CampaignFormKey } from '../../config/forms';
import {
  CLIENT_CONSENTS,
  COMPANY,
  EMAIL,
  type FieldDefinition,
  INDUSTRY,
  JOB_TITLE,
  MOBILE,
  NAME,
  NEED,
  TEXT_LIMITS,
} from '../../config/forms/fields';

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
} as const;

/** The engine's presets a campaign may pick, by name. */
export const CAMPAIGN_PRESETS: Record<API.CampaignPreset, FieldDefinition> = {
  name: NAME,
  mobile: MOBILE,
  email: EMAIL,
  company: COMPANY,
  jobTitle: JOB_TITLE,
  industry: INDUSTRY,
  need: NEED,
};

/** The kinds of question a campaign may add, as a marketer names them. */
const QUESTION_KINDS: Record<API.CampaignQuestionKind, string> = {
  text: '单行文字',
  textarea: '多行文字',
  select: '下拉选择',
  radio: '单选',
  checkboxGroup: '多选',
};

const ILLUSTRATIONS: readonly API.CampaignDefinition['illustration'][] = [
  'services',
  'research',
  'activities',
  'about',
  'forms',
  'survey',
  'materials',
];

const CHOICE_KINDS: readonly API.CampaignQuestionKind[] = ['select', 'radio', 'checkboxGroup'];
const ID_RE = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
const NAME_RE = /^[a-z][A-Za-z0-9]{1,29}$/;
const MARKUP_RE = /[<>]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** ISO 8601 with seconds and an offset: the moment is unambiguous whatever the reader's time zone. */
const TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export type CampaignCheck = { ok: true; campaign: API.CampaignDefinition } | { ok: false; reasons: string[] };

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const chars = (text: string) => Array.from(text).length;

/** Collects the reasons a definition is refused while reading it. */
class Reader {
  readonly reasons: string[] = [];

  refuse(reason: string) {
    this.reasons.push(reason);
  }

  /** Plain text of at most `max` characters, without markup or control characters ('' when refused). */
  text(value: unknown, what: string, max: number, { optional = false } = {}): string {
    if (value === undefined || value === null) {
      if (!optional) this.refuse(`${what}不能为空`);
      return '';
    }
    if (typeof value !== 'string') {
      this.refuse(`${what}必须是文字`);
      return '';
    }
    const text = value.trim();
    if (!text) {
      if (!optional) this.refuse(`${what}不能为空`);
      return '';
    }
    if (chars(text) > max) this.refuse(`${what}不能超过 ${max} 个字（现有 ${chars(text)} 个）`);
    if (MARKUP_RE.test(text)) this.refuse(`${what}不能包含 < 或 >：页面按原样显示文字，不支持 HTML`);
    if (CONTROL_RE.test(text)) this.refuse(`${what}含有不可见的控制字符`);
    return text;
  }

  /** A list of lines, each plain text. */
  lines(value: unknown, what: string, { min, max, line }: { min: number; max: number; line: number }): string[] {
    if (!Array.isArray(value)) {
      this.refuse(`${what}必须是一组文字`);
      return [];
    }
    if (value.length < min) this.refuse(`${what}至少需要 ${min} 条`);
    if (value.length > max) this.refuse(`${what}不能超过 ${max} 条（现有 ${value.length} 条）`);
    return value.slice(0, max).map((item, i) => this.text(item, `${what}第 ${i + 1} 条`, line));
  }

  time(value: unknown, what: string): number {
    if (typeof value !== 'string' || !TIME_RE.test(value) || Number.isNaN(Date.parse(value))) {
      this.refuse(`${what}格式不正确，应为带时区的时间，例如 2026-12-01T09:00:00+08:00`);
      return Number.NaN;
    }
    return Date.parse(value);
  }
}

function readQuestion(read: Reader, value: unknown, at: string): API.CampaignQuestion | undefined {
  if (!isRecord(value)) {
    read.refuse(`${at}的问题格式不正确`);
    return undefined;
  }
  const kind = value.kind as API.CampaignQuestionKind;
  if (typeof kind !== 'string' || !(kind in QUESTION_KINDS)) {
    const known = Object.values(QUESTION_KINDS).join('、');
    read.refuse(`${at}的类型“${String(value.kind)}”不受支持，可用的类型：${known}`);
    return undefined;
  }
  const label = read.text(value.label, `${at}的标题`, CAMPAIGN_LIMITS.text.label);
  const name = typeof value.name === 'string' ? value.name : '';
  if (!NAME_RE.test(name)) read.refuse(`${at}（${label || '未命名'}）的字段名“${name}”不正确：以小写字母开头，只用字母和数字，2 至 30 位`);
  const question: API.CampaignQuestion = { name, kind, label, required: value.required === true };
  const help = read.text(value.help, `${at}的提示`, CAMPAIGN_LIMITS.text.help, { optional: true });
  if (help) question.help = help;
  if (CHOICE_KINDS.includes(kind)) {
    const options = value.options;
    if (!Array.isArray(options) || options.some((o) => typeof o !== 'string')) {
      read.refuse(`${at}（${label}）的选项必须是一组文字`);
    } else {
      question.options = read.lines(options, `${at}（${label}）的选项`, {
        min: 2,
        max: CAMPAIGN_LIMITS.options,
        line: CAMPAIGN_LIMITS.text.option,
      });
      if (new Set(question.options).size !== question.options.length) read.refuse(`${at}（${label}）有重复的选项`);
    }
    if (kind === 'checkboxGroup' && value.maxSelected !== undefined) {
      const most = value.maxSelected;
      if (!Number.isInteger(most) || (most as number) < 1) read.refuse(`${at}（${label}）的最多可选数必须是正整数`);
      else question.maxSelected = most as number;
    }
  } else if (value.options !== undefined) {
    read.refuse(`${at}（${label}）是${QUESTION_KINDS[kind]}，不能有选项`);
  }
  if (kind === 'text' || kind === 'textarea') {
    const limit = TEXT_LIMITS[kind];
    if (value.maxLength !== undefined) {
      const most = value.maxLength;
      if (!Number.isInteger(most) || (most as number) < 1 || (most as number) > limit)
        read.refuse(`${at}（${label}）的最大字数必须是 1 至 ${limit} 的整数`);
      else question.maxLength = most as number;
    }
  }
  return question;
}

function readFields(read: Reader, value: unknown): API.CampaignField[] {
  if (!Array.isArray(value) || value.length === 0) {
    read.refuse('表单至少需要一个字段');
    return [];
  }
  if (value.length > CAMPAIGN_LIMITS.fields) read.refuse(`表单字段不能超过 ${CAMPAIGN_LIMITS.fields} 个（现有 ${value.length} 个）`);
  const fields: API.CampaignField[] = [];
  value.forEach((entry, i) => {
    const at = `第 ${i + 1} 个字段`;
    if (isRecord(entry) && 'preset' in entry) {
      const preset = entry.preset as API.CampaignPreset;
      if (typeof preset !== 'string' || !(preset in CAMPAIGN_PRESETS)) {
        read.refuse(`${at}的预设“${String(entry.preset)}”不存在，可用的预设：${Object.keys(CAMPAIGN_PRESETS).join('、')}`);
        return;
      }
      fields.push(typeof entry.required === 'boolean' ? { preset, required: entry.required } : { preset });
      return;
    }
    if (isRecord(entry) && 'question' in entry) {
      const question = readQuestion(read, entry.question, at);
      if (question) fields.push({ question });
      return;
    }
    read.refuse(`${at}既不是预设字段也不是问题`);
  });
  const names = fields.map(fieldName);
  const repeated = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  for (const name of repeated) read.refuse(`字段名“${name}”重复了：每个字段的名称必须不同`);
  for (const consent of CLIENT_CONSENTS.filter((c) => names.includes(c.name)))
    read.refuse(`“${consent.label}”的勾选框由网站自动加在表单末尾，不能作为字段`);
  if (!names.includes('name') || !(names.includes('mobile') || names.includes('email')))
    read.refuse('表单需要“姓名”，以及“手机号码”或“工作邮箱”之一，顾问才能联系到访客');
  return fields;
}

const fieldName = (field: API.CampaignField) => ('preset' in field ? CAMPAIGN_PRESETS[field.preset].name : field.question.name);

/** Checks a definition from the platform: the definition rebuilt from its checked values, or every reason it fails. */
export function checkCampaign(input: unknown): CampaignCheck {
  const read = new Reader();
  if (!isRecord(input)) return { ok: false, reasons: ['活动定义格式不正确'] };
  const { text } = CAMPAIGN_LIMITS;
  const id = typeof input.id === 'string' ? input.id : '';
  if (!ID_RE.test(id)) read.refuse(`活动编号“${id}”不正确：3 至 40 位小写字母、数字或“-”，用在网址里`);
  const title = read.text(input.title, '标题', text.title);
  const topic = read.text(input.topic, '主题', text.topic);
  const intro = read.text(input.intro, '介绍', text.intro);
  const highlights = read.lines(input.highlights, '“您将获得”', { min: 1, max: CAMPAIGN_LIMITS.highlights, line: text.line });
  const illustration = input.illustration as API.CampaignDefinition['illustration'];
  if (!ILLUSTRATIONS.includes(illustration))
    read.refuse(`插图“${String(input.illustration)}”不存在，可用的插图：${ILLUSTRATIONS.join('、')}`);
  const share = isRecord(input.share) ? input.share : {};
  const result = isRecord(input.result) ? input.result : {};
  const campaign: API.CampaignDefinition = {
    id,
    title,
    topic,
    intro,
    highlights,
    illustration,
    share: {
      title: read.text(share.title, '分享标题', text.shareTitle),
      description: read.text(share.description, '分享描述', text.shareDescription),
    },
    result: {
      title: read.text(result.title, '提交成功页的标题', text.title),
      text: read.text(result.text, '提交成功页的说明', text.resultText),
      nextSteps: read.lines(result.nextSteps, '提交成功页的后续步骤', { min: 1, max: CAMPAIGN_LIMITS.nextSteps, line: text.line }),
    },
    startsAt: String(input.startsAt),
    endsAt: String(input.endsAt),
    fields: readFields(read, input.fields),
  };
  const starts = read.time(input.startsAt, '开始时间');
  const ends = read.time(input.endsAt, '结束时间');
  if (starts >= ends) read.refuse('结束时间必须晚于开始时间');
  return read.reasons.length ? { ok: false, reasons: read.reasons } : { ok: true, campaign };
}

/** A campaign lead's `formKey`: the campaign's id, apart from the forms of the site's code. */
export const campaignFormKey = (id: string): CampaignFormKey => `campaign:${id}`;
export const campaignIdOfFormKey = (formKey: string) => (formKey.startsWith('campaign:') ? formKey.slice('campaign:'.length) : undefined);

/** How long after its end a campaign still takes leads: a visitor who opened the page before the end loses nothing. */
export const LATE_LEAD_GRACE_MS = 3600_000;

export type CampaignState = API.CampaignStatus;
type TimeState = Exclude<CampaignState, 'draft'>;

const STATUSES: readonly CampaignState[] = ['upcoming', 'live', 'ended', 'draft'];

/** A preview token as the platform hands it to the marketer: what the site passes on with `?preview=`. */
export const PREVIEW_TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A campaign as the platform answered it, checked where it enters the site: its definition and its status, or every
 * reason it cannot be shown.
 */
export function readCampaign(answer: unknown): { ok: true; campaign: API.Campaign } | { ok: false; reasons: string[] } {
  const checked = checkCampaign(answer);
  const status = isRecord(answer) ? (answer.status as CampaignState) : undefined;
  const reasons = checked.ok ? [] : checked.reasons;
  if (!status || !STATUSES.includes(status)) reasons.push(`状态“${String(status)}”不正确，应为 ${STATUSES.join('、')} 之一`);
  return checked.ok && !reasons.length
    ? { ok: true, campaign: { ...checked.campaign, status: status as CampaignState } }
    : { ok: false, reasons };
}

export function campaignState(campaign: Pick<API.CampaignDefinition, 'startsAt' | 'endsAt'>, now: number): TimeState {
  if (now < Date.parse(campaign.startsAt)) return 'upcoming';
  return now < Date.parse(campaign.endsAt) ? 'live' : 'ended';
}

/** Whether a lead sent at `now` is taken: while live, and for an hour after the end. */
export const takesLeads = (campaign: Pick<API.CampaignDefinition, 'startsAt' | 'endsAt'>, now: number) =>
  Date.parse(campaign.startsAt) <= now && now < Date.parse(campaign.endsAt) + LATE_LEAD_GRACE_MS;

/** The campaign's form as the engine runs it and the mock validates its leads: its fields, then the consents. */
export function campaignFields(campaign: API.CampaignDefinition): FieldDefinition[] {
  const fields = campaign.fields.map((field): FieldDefinition => {
    if ('preset' in field) {
      const preset = CAMPAIGN_PRESETS[field.preset];
      return field.required === undefined ? preset : { ...preset, required: field.required };
    }
    const { name, kind, label, required, help, options, maxSelected, maxLength } = field.question;
    return {
      name,
      kind,
      label,
      required,
      ...(help ? { help } : {}),
      ...(options ? { options: options.map((o) => ({ value: o, label: o })) } : {}),
      ...(maxSelected ? { maxSelected } : {}),
      ...(maxLength ? { maxLength } : {}),
    };
  });
  return [...fields, ...CLIENT_CONSENTS];
}
