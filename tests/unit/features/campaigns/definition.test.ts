import type * as API from '@/api';
import { CAMPAIGN_LIMITS, checkCampaign } from '@/api/campaign';
import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';
import { CAMPAIGN_PRESETS, campaignFields, campaignFormKey, campaignState } from '@/features/campaigns/definition';
import { consentRecord } from '@/features/leads/consents';
import { validateLead } from '@/features/leads/validation';

import { campaignFixtures, MOCK_ANCHOR, weekStart } from '../../../../mock/data/campaigns';
import { VALID_CONTACT } from '../../../../mock/data/leads';
import campaignRoutes from '../../../../mock/platform/campaignEndpoint';
import { publishedCampaigns } from '../../../../mock/platform/campaigns';
import leadRoutes from '../../../../mock/platform/leads';
import { callMock } from '../../mock/support/call';

type Definition = Record<string, unknown> & { fields: unknown[] };
type English = Record<string, unknown> & { questions: (Record<string, unknown> & { options?: unknown[] })[] };
/** The first fixture, with its English version. */
const withEnglish = () => JSON.parse(JSON.stringify(campaignFixtures()[0])) as Definition & { en: English };
/** The first fixture in Chinese only: the checks of the Chinese definition, whatever the questions. */
const valid = (): Definition => {
  const { en: _english, ...chinese } = withEnglish();
  return chinese;
};
const reasonsOf = (input: unknown) => {
  const checked = checkCampaign(input);
  return checked.ok ? [] : checked.reasons;
};

describe('a campaign definition from the platform', () => {
  it('passes when well formed, rebuilt from its checked values only', () => {
    const input = { ...valid(), script: '<script>alert(1)</script>', extra: 1 };
    const checked = checkCampaign(input);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.campaign).not.toHaveProperty('script');
    expect(checked.ok && checked.campaign.title).toBe('2027 行业趋势报告：预约专家解读');
  });

  it.each([
    [
      'an unknown kind of question',
      (d: ReturnType<typeof valid>) => d.fields.push({ question: { name: 'x1', kind: 'slider', label: '滑块' } }),
      '类型“slider”不受支持',
    ],
    ['a missing title', (d: ReturnType<typeof valid>) => delete d.title, '标题不能为空'],
    ['markup in the title', (d: ReturnType<typeof valid>) => (d.title = '<b>限时</b>预约'), '标题不能包含 < 或 >'],
    ['duplicate names', (d: ReturnType<typeof valid>) => d.fields.push({ preset: 'mobile' }), '字段名“mobile”重复了'],
    [
      'too many fields',
      (d: ReturnType<typeof valid>) => {
        for (let i = 0; i < CAMPAIGN_LIMITS.fields; i += 1)
          d.fields.push({ question: { name: `q${i}x`, kind: 'text', label: `问题${i}` } });
      },
      '表单字段不能超过 12 个',
    ],
    [
      'options that are not text',
      (d: ReturnType<typeof valid>) => d.fields.push({ question: { name: 'size', kind: 'radio', label: '规模', options: [1, 2] } }),
      '（规模）的选项第 1 条必须是文字',
    ],
    ['overlong text', (d: ReturnType<typeof valid>) => (d.intro = '很'.repeat(401)), '介绍不能超过 400 个字（现有 401 个）'],
    [
      'the consent as a field',
      (d: ReturnType<typeof valid>) => d.fields.push({ question: { name: 'consent', kind: 'text', label: '同意' } }),
      '“个人信息保护说明”的勾选框由网站自动加在表单末尾',
    ],
    [
      'the marketing box as a field',
      (d: ReturnType<typeof valid>) =>
        d.fields.push({ question: { name: 'marketingConsent', kind: 'radio', label: '订阅', options: ['是'] } }),
      '“接收活动邀请与研究更新”的勾选框由网站自动加在表单末尾',
    ],
    [
      'no way to reach the visitor',
      (d: ReturnType<typeof valid>) => (d.fields = [{ preset: 'name' }, { preset: 'company' }]),
      '“手机号码”或“工作邮箱”之一',
    ],
    [
      'an end before its start',
      (d: ReturnType<typeof valid>) => ([d.startsAt, d.endsAt] = [d.endsAt, d.startsAt]),
      '结束时间必须晚于开始时间',
    ],
    ['a time without its zone', (d: ReturnType<typeof valid>) => (d.startsAt = '2026-12-01 09:00'), '开始时间格式不正确'],
    ['an unknown preset', (d: ReturnType<typeof valid>) => d.fields.push({ preset: 'wechatId' }), '预设“wechatId”不存在'],
    ['an unknown illustration', (d: ReturnType<typeof valid>) => (d.illustration = 'robot'), '插图“robot”不存在'],
  ])('is refused for %s, with a Chinese reason', (_case, spoil, reason) => {
    const definition = valid();
    spoil(definition);
    expect(reasonsOf(definition).join('\n')).toContain(reason);
  });

  it('reads null as absent, and ignores a limit on a kind it does not apply to, as a platform that writes null may send', () => {
    const definition = valid();
    definition.fields.push({ preset: 'jobTitle', question: null, required: null });
    definition.fields.push({ question: { name: 'size', kind: 'radio', label: '规模', options: ['大', '小'], maxSelected: 3, help: null } });
    const checked = checkCampaign(definition);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.campaign.fields.slice(-2)).toEqual([
      { preset: 'jobTitle' },
      { question: { name: 'size', kind: 'radio', label: '规模', required: false, options: ['大', '小'] } },
    ]);
  });

  it.each([
    [
      'a field that is both a preset and a question',
      (d: ReturnType<typeof valid>) => d.fields.push({ preset: 'jobTitle', question: { name: 'x1', kind: 'text', label: '其他' } }),
      ['第 7 个字段不能同时是预设字段和问题'],
    ],
    ['a list instead of a definition', () => [], ['活动定义格式不正确']],
    [
      'no fields at all',
      (d: ReturnType<typeof valid>) => ((d as Record<string, unknown>).fields = null),
      ['表单字段不能为空', '表单至少需要一个字段'],
    ],
  ])('says it once and plainly for %s', (_case, spoil, reasons) => {
    const definition = valid();
    const spoiled = spoil(definition);
    expect(reasonsOf(Array.isArray(spoiled) ? spoiled : definition)).toEqual(reasons);
  });

  it("names each preset as its field is named in the lead (the schema's checks of the whole form read the preset)", () => {
    for (const [preset, field] of Object.entries(CAMPAIGN_PRESETS)) expect(field.name).toBe(preset);
  });

  it('lists every reason at once, so the marketer fixes them in one go', () => {
    expect(reasonsOf({ ...valid(), title: '', topic: '', illustration: 'x' }).length).toBeGreaterThanOrEqual(3);
    expect(reasonsOf('not a definition')).toEqual(['活动定义格式不正确']);
  });
});

describe("a campaign's English version", () => {
  it('passes with the words of each of its questions, rebuilt from its checked values only', () => {
    const definition = withEnglish();
    definition.en.questions[1].script = '<script>alert(1)</script>';
    const checked = checkCampaign(definition);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.campaign.en?.title).toBe(definition.en.title);
    expect(checked.campaign.en?.questions).toEqual([
      { name: 'interest', label: definition.en.questions[0].label, options: definition.en.questions[0].options },
      { name: 'question', label: definition.en.questions[1].label },
    ]);
  });

  it('is absent when null, as a platform that writes null may send', () => {
    const checked = checkCampaign({ ...valid(), en: null });
    expect(checked.ok && checked.campaign.en).toBeUndefined();
  });

  it.each([
    ['a question without its English', (en: English) => en.questions.pop(), '英文版缺少问题“想请专家回答的问题”（question）的英文'],
    [
      'fewer choices than the Chinese',
      (en: English) => en.questions[0].options!.pop(),
      '英文版问题 interest 的选项应与中文版一样多（中文版 5 条，英文版 4 条）',
    ],
    [
      'a question the Chinese does not have',
      (en: English) => en.questions.push({ name: 'budget', label: 'Budget' }),
      '英文版的问题 budget 在中文版中不存在',
    ],
    [
      'an overlong title',
      (en: English) => (en.title = 'x'.repeat(CAMPAIGN_LIMITS.english.title + 1)),
      '英文版的标题不能超过 80 个字（现有 81 个）',
    ],
    ['markup in the introduction', (en: English) => (en.intro = '<b>Book</b> now'), '英文版的介绍不能包含 < 或 >'],
    ['an empty choice', (en: English) => (en.questions[0].options![1] = ' '), '英文版第 1 个问题的选项第 2 条不能为空'],
    ['no result page', (en: English) => delete en.result, '英文版的提交成功页不能为空'],
  ])('is refused for %s, with a Chinese reason for the marketer', (_case, spoil, reason) => {
    const definition = withEnglish();
    spoil(definition.en);
    expect(reasonsOf(definition).join('\n')).toContain(reason);
  });
});

describe("a campaign's form", () => {
  const campaign = publishedCampaigns().find((c) => c.id === 'trend-2027');

  it('is its presets and questions, in order, with the consent and the optional marketing box appended', () => {
    const fields = campaignFields(campaign!);
    expect(fields.map((f) => f.name)).toEqual([
      'name',
      'mobile',
      'company',
      'industry',
      'interest',
      'question',
      'consent',
      'marketingConsent',
    ]);
    expect(fields.at(-1)!.required).toBeFalsy();
    expect(fields.find((f) => f.name === 'interest')).toMatchObject({ kind: 'checkboxGroup', required: true, maxSelected: 3 });
  });

  it("validates a lead against the campaign's own definition, in Chinese", () => {
    const fields = campaignFields(campaign!);
    const lead = { name: '王敏', mobile: '13800138000', company: '上海某某资本', industry: 'two', interest: ['出海'], consent: true };
    expect(validateLead(fields, lead).errors).toEqual({});
    const { errors } = validateLead(fields, { ...lead, interest: [], consent: false });
    expect(Object.keys(errors)).toEqual(['interest', 'consent']);
    expect(errors.interest).toContain('您最关注的方向');
  });
});

describe('the mocked platform', () => {
  it('publishes the campaigns whose definitions pass: one live, one ended, one not started yet', () => {
    const campaigns = publishedCampaigns();
    expect(campaigns.map((c) => [c.id, campaignState(c, Date.now())])).toEqual([
      ['trend-2027', 'live'],
      ['half-year-2026', 'ended'],
      ['robotics-salon', 'upcoming'],
    ]);
  });
});

describe("the fixtures' week", () => {
  it('starts on Monday 00:00 Beijing time, the same for every moment of that week', () => {
    const monday = Date.parse('2026-11-23T00:00:00+08:00');
    expect(weekStart(monday)).toBe(monday);
    expect(weekStart(Date.parse('2026-11-29T23:59:59+08:00'))).toBe(monday);
    // Sunday 16:30 UTC is already Monday in Beijing.
    expect(weekStart(Date.parse('2026-11-29T16:30:00Z'))).toBe(Date.parse('2026-11-30T00:00:00+08:00'));
    expect(MOCK_ANCHOR).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /api/platform/campaigns', () => {
  const get = async (query: Record<string, string> = {}) =>
    (await callMock(campaignRoutes, 'GET /api/platform/campaigns', { query })).body as API.ResponseStructure<unknown>;

  it('lists the live campaigns, and answers one by id whether live or ended', async () => {
    expect(((await get()).data as API.CampaignDefinition[]).map((c) => c.id)).toEqual(['trend-2027']);
    expect(await get({ id: 'half-year-2026' })).toMatchObject({ success: true, data: { id: 'half-year-2026' } });
    expect(await get({ id: 'never-published' })).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 0 });
  });
});

describe("a campaign's leads", () => {
  const HOUR = 3600_000;
  let seq = 0;
  const send = async (id: string, values: Record<string, API.LeadFieldValue>) => {
    seq += 1;
    const body: API.LeadSubmission = {
      formKey: campaignFormKey(id),
      topic: '',
      values: { ...values, consent: true },
      consents: [consentRecord('privacy')],
      idempotencyKey: `campaign-unit-${seq}`,
      attribution: null,
      pagePath: `/html/campaign?id=${id}`,
      honeypot: '',
      fillMs: MIN_FILL_MS + 1000,
    };
    return (await callMock(leadRoutes, `POST ${LEAD_API_PATHS.leads}`, { body })).body as API.ResponseStructure<unknown>;
  };
  const inbox = async (mobile: string) =>
    ((await callMock(leadRoutes, `GET ${LEAD_API_PATHS.leads}`, { query: { q: mobile } })).body as API.ResponseStructure<API.LeadList>)
      .data!.list;
  const contact = (mobile: string) => ({ name: VALID_CONTACT.name, mobile, company: VALID_CONTACT.company });
  const trend = () => publishedCampaigns().find((c) => c.id === 'trend-2027')!;

  afterEach(() => jest.useRealTimers());

  it("are checked against the campaign's published definition, and filed under its id and topic", async () => {
    const lead = { ...contact('13800000001'), industry: 'two', interest: ['出海'] };
    expect(await send('trend-2027', { ...lead, interest: [] })).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
      data: { fieldErrors: { interest: expect.stringContaining('您最关注的方向') } },
    });
    expect(await send('trend-2027', lead)).toMatchObject({ success: true });
    expect(await inbox('13800000001')).toEqual([
      expect.objectContaining({ formKey: 'campaign:trend-2027', topic: '2027 行业趋势报告', kind: 'campaign' }),
    ]);
  });

  it('are taken for an hour after the end, then refused in Chinese; never before the start', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const lead = { ...contact('13800000002'), industry: 'two', interest: ['出海'] };
    jest.setSystemTime(Date.parse(trend().endsAt) + HOUR / 2);
    expect(await send('trend-2027', lead)).toMatchObject({ success: true });
    jest.setSystemTime(Date.parse(trend().endsAt) + HOUR + 1000);
    expect(await send('trend-2027', lead)).toMatchObject({
      success: false,
      errorCode: 'CAMPAIGN_ENDED',
      errorMessage: expect.stringMatching(/已结束/),
    });
    jest.useRealTimers();
    expect(await send('robotics-salon', contact('13800000003'))).toMatchObject({ success: false, errorCode: 'CAMPAIGN_NOT_OPEN' });
    expect(await send('no-such-campaign', contact('13800000004'))).toMatchObject({ success: false, errorCode: 'UNKNOWN_FORM' });
  });
});
