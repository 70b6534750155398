import { INDUSTRIES } from '@/config/industries';
import { ITEM_KINDS } from '@/kinds';
import { type AnswerName, checkData } from '@/request/answers';

import { ACTIVITIES } from '../../../mock/data/activities';
import { answerIndustry } from '../../../mock/platform/industry';
import { findItem, listAnswer, MAX_PAGE_SIZE, mockIds } from '../../../mock/platform/items';

const expectValid = (name: AnswerName, data: unknown) => expect(checkData(name, data)).toEqual({ ok: true, data: expect.anything() });

describe("the mock's answers pass the schemas the site checks the platform's answers with", () => {
  // A list leaves out an item of the wrong shape: each must still be there.
  const items = (list: unknown) => (Array.isArray(list) ? list : (list as { list: unknown[] }).list);

  it.each(ITEM_KINDS)('%s: its list, first and last page, every item kept', (kind) => {
    for (const query of [{ pageSize: MAX_PAGE_SIZE }, { page: 99 }]) {
      const sent = listAnswer(kind, query as never).data;
      const checked = checkData(`list:${kind}`, sent);
      expect(checked.ok && items(checked.data)).toEqual(items(sent));
    }
  });

  it.each(ITEM_KINDS)('%s: every item by its id', (kind) => {
    expect(mockIds(kind).length).toBeGreaterThan(0);
    for (const id of mockIds(kind)) {
      const answer = findItem(kind, id);
      expect(answer.success).toBe(true);
      expectValid(`item:${kind}`, answer.data);
    }
  });

  it("every landing page's industry list", () => {
    for (const { id } of INDUSTRIES) expectValid('industryList', answerIndustry(id).data);
  });

  it('take null for a field left out, a time without seconds, and a signature timestamp in digits', () => {
    expect(checkData('leadReceipt', { leadId: 'ZQ1', receivedAt: 'x', answerBy: null, duplicate: null, outcome: null })).toEqual({
      ok: true,
      data: { leadId: 'ZQ1', receivedAt: 'x', answerBy: undefined, duplicate: undefined, outcome: undefined },
    });
    expect(checkData('item:activity', { ...ACTIVITIES[0], startTime: '2026-12-10T13:30+08:00' })).toMatchObject({ ok: true });
    const signed = checkData('wechatShare', { appId: 'wx1', timestamp: '1795800000', nonceStr: 'n', signature: 's' });
    expect(signed).toMatchObject({ ok: true, data: { timestamp: 1795800000 } });
  });

  it("carry an item's English words where the platform has them: every service and two reports", () => {
    const inEnglish = (kind: 'service' | 'material') => mockIds(kind).filter((id) => (findItem(kind, id).data as { en?: unknown }).en);
    expect(inEnglish('service')).toEqual(mockIds('service'));
    expect(inEnglish('material')).toHaveLength(2);
  });

  it('check an English block as the Chinese words: trimmed and kept when whole; left out when not, the item kept', () => {
    const first = findItem('service', mockIds('service')[0]).data as object;
    const words = { title: ' Expert calls ', summary: 'Calls with practitioners.' };
    expect(checkData('item:service', { ...first, en: words })).toMatchObject({
      ok: true,
      data: { en: { title: 'Expert calls', summary: 'Calls with practitioners.' } },
    });
    for (const en of [{ title: 'Expert calls' }, { title: '  ', summary: 'x' }, 'Expert calls', null]) {
      const checked = checkData('item:service', { ...first, en });
      expect(checked).toMatchObject({ ok: true });
      expect(checked.ok && (checked.data as { en?: unknown }).en).toBeUndefined();
    }
  });

  it('and a fixture of the wrong shape fails them', () => {
    const [activity] = ACTIVITIES;
    expect(checkData('item:activity', { ...activity, industry: 'nine' })).toMatchObject({
      ok: false,
      where: expect.stringContaining('industry'),
    });
    const [first, second] = listAnswer('service', {}).data as object[];
    expect(checkData('list:service', [{ ...first, id: 42 }, second])).toEqual({ ok: true, data: [second] });
    expect(checkData('list:service', { list: [first, second] })).toMatchObject({ ok: false });
  });
});
