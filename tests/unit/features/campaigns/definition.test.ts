import { CAMPAIGN_LIMITS, campaignFields, checkCampaign } from '@/features/campaigns/definition';
import { validateLead } from '@/features/leads/validation';

import campaignRoutes, { publishedCampaigns } from '../../../../mock/campaigns';
import { campaignFixtures } from '../../../../mock/data/campaigns';
import { callMock } from '../../mock/support/call';

const NOW = Date.parse('2026-11-26T12:00:00+08:00');
const valid = () => JSON.parse(JSON.stringify(campaignFixtures(NOW)[0])) as Record<string, unknown> & { fields: unknown[] };
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
      '（规模）的选项必须是一组文字',
    ],
    ['overlong text', (d: ReturnType<typeof valid>) => (d.intro = '很'.repeat(401)), '介绍不能超过 400 个字（现有 401 个）'],
    [
      'the consent as a field',
      (d: ReturnType<typeof valid>) => d.fields.push({ question: { name: 'consent', kind: 'text', label: '同意' } }),
      '个人信息保护同意',
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

  it('lists every reason at once, so the marketer fixes them in one go', () => {
    expect(reasonsOf({ ...valid(), title: '', topic: '', illustration: 'x' }).length).toBeGreaterThanOrEqual(3);
    expect(reasonsOf('not a definition')).toEqual(['活动定义格式不正确']);
  });
});

describe("a campaign's form", () => {
  const campaign = publishedCampaigns(NOW).find((c) => c.id === 'trend-2027');

  it('is its presets and questions, in order, with the consent appended', () => {
    const fields = campaignFields(campaign!);
    expect(fields.map((f) => f.name)).toEqual(['name', 'mobile', 'company', 'industry', 'interest', 'question', 'consent']);
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
  it('publishes the campaigns whose definitions pass, and says which are live', () => {
    const campaigns = publishedCampaigns(NOW);
    expect(campaigns.map((c) => c.id)).toEqual(['trend-2027', 'half-year-2026']);
    const live = campaigns.filter((c) => Date.parse(c.startsAt) <= NOW && NOW < Date.parse(c.endsAt));
    expect(live.map((c) => c.id)).toEqual(['trend-2027']);
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
