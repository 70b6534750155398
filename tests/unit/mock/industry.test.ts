import { CODE_ANSWER_SUCCESS } from '@/config/successCode';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { itemsFor } from '@/features/industry/useIndustrySegments';
import { INDUSTRY_FAILURE_ID } from '@/qa/switches';

import { EXPERT_COUNTS, INDUSTRY_SEGMENTS } from '../../../mock/data/industries';
import { answerIndustry } from '../../../mock/platform/industry';

describe('industry list mock', () => {
  it.each(INDUSTRY_LANDINGS.map((i) => [i.slug, i] as const))(
    'answers landing %s with code 1000 and its sub-segments',
    (_slug, industry) => {
      const res = answerIndustry(industry.id);
      expect(res.code).toBe(CODE_ANSWER_SUCCESS);
      expect(res.data.map((item) => item.name)).toEqual(industry.segments.map((s) => s.name));
      for (const item of res.data) {
        expect(item.landingId).toBe(industry.id);
        expect(item.summary).not.toBe('');
        expect(item.expertCount).toBeGreaterThan(0);
      }
    },
  );

  it('has an expert count for every sub-segment and no count for unknown ones', () => {
    const segmentIds = INDUSTRY_LANDINGS.flatMap((i) => i.segments.map((s) => s.id)).sort();
    expect(Object.keys(EXPERT_COUNTS).sort()).toEqual(segmentIds);
  });

  it('answers the failure id with a non-1000 code and an empty list', () => {
    const res = answerIndustry(INDUSTRY_FAILURE_ID);
    expect(res.code).not.toBe(CODE_ANSWER_SUCCESS);
    expect(res.data).toEqual([]);
  });

  it('answers an unknown id with a non-1000 code', () => {
    expect(answerIndustry('99').code).not.toBe(CODE_ANSWER_SUCCESS);
    expect(answerIndustry('').code).not.toBe(CODE_ANSWER_SUCCESS);
  });
});

describe('landing page list selection', () => {
  it('keeps only the items answered for this landing id, so a previous landing list never shows', () => {
    const previous = INDUSTRY_SEGMENTS['2'];
    expect(itemsFor(previous, '2')).toEqual(previous);
    expect(itemsFor(previous, '3')).toEqual([]);
    expect(itemsFor(previous, INDUSTRY_FAILURE_ID)).toEqual([]);
  });

  it('keeps items of a server that does not name the landing id', () => {
    const legacy = [{ id: 'a', name: '并购基金', summary: '控股型交易。' }];
    expect(itemsFor(legacy, '2')).toEqual(legacy);
  });
});
