import { servicePath } from '@/config/itemPaths';
import { findRoute } from '@/config/routes';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';

import { SERVICES } from '../../../mock/data/services';
import { findItem, queryServices } from '../../../mock/platform/items';

/** The ids and enquiry forms other collections and the brief rely on. */
const EXPECTED_FORMS: Record<string, string> = {
  'expert-call': '/expertCallForm',
  meeting: '/meetingForm',
  'custom-insight': '/insightForm',
  'quant-study': '/studyForm',
  psf: '/psfForm',
  training: '/thirteen',
};

describe('services collection', () => {
  it('has exactly the six agreed ids, each once', () => {
    expect(SERVICES.map((s) => s.id).sort()).toEqual(Object.keys(EXPECTED_FORMS).sort());
  });

  it('sends each service to its agreed enquiry form, which is a lead-form route', () => {
    for (const s of SERVICES) {
      expect(s.formPath).toBe(EXPECTED_FORMS[s.id]);
      expect(findRoute(s.formPath)?.page).toBe('LeadForm');
    }
  });

  it('gives every service the content its page shows', () => {
    const slugs = new Set<string>(INDUSTRY_LANDINGS.map((i) => i.slug));
    for (const s of SERVICES) {
      expect(s.name).not.toBe('');
      expect(s.pitch.length).toBeLessThanOrEqual(40);
      expect(s.description.length).toBeGreaterThan(0);
      expect(s.steps.length).toBeGreaterThanOrEqual(4);
      expect(s.deliverables.length).toBeGreaterThanOrEqual(3);
      expect(s.useCases.length).toBeGreaterThanOrEqual(2);
      expect(s.faq.length).toBeGreaterThanOrEqual(2);
      expect(s.industries.length).toBeGreaterThan(0);
      expect(s.industries.every((i) => slugs.has(i))).toBe(true);
    }
  });

  it('states in every FAQ that experts share no non-public or confidential information', () => {
    for (const s of SERVICES) {
      expect(s.faq.some((f) => f.answer.includes('重大非公开信息') && f.answer.includes('保密信息'))).toBe(true);
    }
  });
});

describe('services mock', () => {
  it('answers the catalogue as summaries, without the detail fields, with the English words of each service', () => {
    const list = queryServices({});
    expect(list).toHaveLength(6);
    expect(Object.keys(list[0]).sort()).toEqual(['en', 'formPath', 'id', 'industries', 'name', 'pitch']);
    expect(list.map((s) => s.en?.title)).toEqual(SERVICES.map((s) => s.en?.title));
  });

  it('filters the catalogue by industry', () => {
    const consulting = queryServices({ industry: 'five' });
    expect(consulting.length).toBeGreaterThan(0);
    expect(consulting.length).toBeLessThan(6);
    expect(consulting.every((s) => s.industries.includes('five'))).toBe(true);
    expect(queryServices({ industry: 'unknown' })).toEqual([]);
  });

  it('answers a known id with the full record and an unknown id with a silent NOT_FOUND', () => {
    expect(findItem('service', 'psf')).toEqual({ success: true, data: SERVICES.find((s) => s.id === 'psf') });
    expect(findItem('service', 'nope')).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 0 });
  });

  it('links a service to its detail page with the id encoded', () => {
    expect(servicePath('quant-study')).toBe('/serviceContent?id=quant-study');
    expect(servicePath('a b&c')).toBe('/serviceContent?id=a%20b%26c');
  });
});
