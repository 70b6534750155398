import type * as API from '@/api';
import { readCampaign } from '@/api/campaign';

import { MATERIALS } from '../../../mock/data/materials';
import campaignRoutes from '../../../mock/platform/campaignEndpoint';
import { resetCampaigns } from '../../../mock/platform/campaigns';
import publishingRoutes from '../../../mock/platform/publishing';
import { callMock } from './support/call';

/** The mocked platform's campaigns as QA drives them: publish (a plausible one, or a whole definition) and withdraw. */
const TABLE = { ...campaignRoutes, ...publishingRoutes } as Record<string, unknown>;
const qa = (body: object) => callMock(TABLE, 'POST /api/platform/qa/content', { body });
const list = async () => ((await callMock(TABLE, 'GET /api/platform/campaigns')).body as { data: API.Campaign[] }).data;
const one = async (id: string) =>
  (await callMock(TABLE, 'GET /api/platform/campaigns', { query: { id } })).body as API.ResponseStructure<API.Campaign>;

afterEach(() => resetCampaigns());

describe('QA publishing of campaigns in the mock', () => {
  it('publishes a plausible live campaign with the first-contact fields, which the site reads as it is', async () => {
    expect((await qa({ action: 'publish', kind: 'campaign', id: 'qa-spring', title: '春季专家交流会' })).body).toMatchObject({
      success: true,
    });
    const listed = (await list()).find((c) => c.id === 'qa-spring');
    expect(listed).toMatchObject({ title: '春季专家交流会', status: 'live' });
    expect(listed!.fields).toEqual([{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'need' }]);
    expect(readCampaign(listed)).toMatchObject({ ok: true });
  });

  it('refuses a definition with a field of an unknown kind, or markup in its title, with Chinese reasons', async () => {
    const { data: model } = await one('trend-2027');
    const unknownKind = {
      ...model,
      id: 'qa-slider',
      fields: [...model!.fields, { question: { name: 'score', kind: 'slider', label: '打分' } }],
    };
    const refused = await qa({ action: 'publish', kind: 'campaign', campaign: unknownKind });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorMessage: expect.stringContaining('类型“slider”不受支持') });
    const markup = await qa({ action: 'publish', kind: 'campaign', campaign: { ...model, id: 'qa-markup', title: '<b>限时</b>报名' } });
    expect(markup.body).toMatchObject({ errorMessage: expect.stringContaining('标题不能包含 < 或 >') });
    expect((await list()).map((c) => c.id)).not.toEqual(expect.arrayContaining(['qa-slider', 'qa-markup']));
    expect(await one('qa-markup')).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('publishes a campaign with its English version, and refuses one whose English misses a question, saying which', async () => {
    const { data: model } = await one('trend-2027');
    expect(model!.en?.questions.map((q) => q.name)).toEqual(['interest', 'question']);
    const published = await qa({ action: 'publish', kind: 'campaign', campaign: { ...model, id: 'qa-english' } });
    expect(published.body).toMatchObject({ success: true });
    expect((await one('qa-english')).data?.en?.title).toBe(model!.en?.title);
    const half = { ...model, id: 'qa-half', en: { ...model!.en, questions: model!.en!.questions.slice(0, 1) } };
    expect((await qa({ action: 'publish', kind: 'campaign', campaign: half })).body).toMatchObject({
      success: false,
      errorMessage: expect.stringContaining('英文版缺少问题“想请专家回答的问题”（question）的英文'),
    });
  });

  it("publishes a new report in Chinese only: its model's English title and summary are not its own", async () => {
    expect((await qa({ action: 'publish', kind: 'material', id: 'qa-report', title: '新发布的研究报告' })).body).toMatchObject({
      success: true,
    });
    const published = MATERIALS.find((m) => m.id === 'qa-report');
    expect(published).toMatchObject({ title: '新发布的研究报告' });
    expect(published).not.toHaveProperty('en');
    await qa({ action: 'reset' });
  });

  it('withdraws a live campaign: out of the list, still answered by id as ended', async () => {
    await qa({ action: 'publish', kind: 'campaign', id: 'qa-autumn', title: '秋季闭门会' });
    expect((await qa({ action: 'withdraw', kind: 'campaign', id: 'qa-autumn' })).body).toMatchObject({ success: true });
    expect((await list()).map((c) => c.id)).not.toContain('qa-autumn');
    const answer = await one('qa-autumn');
    expect(answer.data).toMatchObject({ id: 'qa-autumn', status: 'ended' });
    expect(Date.parse(answer.data!.endsAt)).toBeLessThanOrEqual(Date.now());
    expect((await qa({ action: 'withdraw', kind: 'campaign', id: 'qa-autumn' })).status).toBe(400);
  });

  it('keeps a draft for its preview link only: with its token it is answered as a draft, otherwise it does not exist', async () => {
    const saved = await qa({ action: 'draft', kind: 'campaign', id: 'qa-draft', title: '草稿专题' });
    const { previewToken } = (saved.body as { data: { previewToken: string } }).data;
    expect(previewToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const preview = await callMock(TABLE, 'GET /api/platform/campaigns', { query: { id: 'qa-draft', preview: previewToken } });
    expect(preview.body).toMatchObject({ success: true, data: { id: 'qa-draft', status: 'draft' } });
    expect(readCampaign((preview.body as { data: unknown }).data)).toMatchObject({ ok: true });
    const wrong = await callMock(TABLE, 'GET /api/platform/campaigns', { query: { id: 'qa-draft', preview: 'x'.repeat(24) } });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(await one('qa-draft')).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await list()).map((c) => c.id)).not.toContain('qa-draft');
  });

  it('serves a campaign broken on request, which the site refuses with its reason', async () => {
    expect((await qa({ action: 'break', kind: 'campaign', id: 'trend-2027' })).body).toMatchObject({ success: true });
    const served = (await one('trend-2027')).data;
    expect(served?.title).toMatch(/^<b>/);
    expect(readCampaign(served)).toMatchObject({ ok: false, reasons: [expect.stringContaining('标题不能包含 < 或 >')] });
    expect((await qa({ action: 'break', kind: 'campaign', id: 'no-such-campaign' })).status).toBe(400);
  });
});
