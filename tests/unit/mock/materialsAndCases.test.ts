import { INDUSTRY_LANDINGS } from '@/content/industryLandings';

import { CASES } from '../../../mock/data/cases';
import { MATERIALS } from '../../../mock/data/materials';
import { SERVICES } from '../../../mock/data/services';
import { findItem, pageOf, queryCases, queryMaterials, toCaseSummary, toMaterialSummary } from '../../../mock/platform/items';
import { attachmentHeader, samplePdf, sendMaterial } from '../../../mock/platform/materials';

const SLUGS = new Set<string>(INDUSTRY_LANDINGS.map((i) => i.slug));
const SERVICE_IDS = new Set<string>(SERVICES.map((s) => s.id));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('materials collection', () => {
  it('has at least 16 materials with unique ids, over every type, several industries and dates', () => {
    expect(MATERIALS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(MATERIALS.map((m) => m.id)).size).toBe(MATERIALS.length);
    expect(new Set(MATERIALS.map((m) => m.type))).toEqual(new Set(['report', 'whitepaper', 'brochure', 'case-study']));
    expect(new Set(MATERIALS.flatMap((m) => m.industries))).toEqual(SLUGS);
    expect(new Set(MATERIALS.map((m) => m.publishedAt.slice(0, 7))).size).toBeGreaterThanOrEqual(8);
    expect(MATERIALS.some((m) => m.gated)).toBe(true);
    expect(MATERIALS.some((m) => !m.gated)).toBe(true);
  });

  it('gives each material the facts, summary, findings and contents its page shows', () => {
    for (const m of MATERIALS) {
      expect(m.publishedAt).toMatch(DATE);
      expect(m.pages).toBeGreaterThan(0);
      expect(m.fileSizeKb).toBeGreaterThan(0);
      expect(m.summary.length).toBeGreaterThan(10);
      expect(m.keyFindings.length).toBeGreaterThanOrEqual(3);
      expect(m.contents.length).toBeGreaterThanOrEqual(4);
      expect(m.industries.length).toBeGreaterThan(0);
      expect(m.industries.every((i) => SLUGS.has(i))).toBe(true);
      if (m.service) expect(SERVICE_IDS.has(m.service)).toBe(true);
    }
  });

  it('has a brochure of type brochure for every service, with that service id and industries', () => {
    for (const s of SERVICES) {
      const brochures = MATERIALS.filter((m) => m.type === 'brochure' && m.service === s.id);
      expect(brochures.length).toBeGreaterThanOrEqual(1);
      expect(brochures[0].industries).toEqual(s.industries);
    }
    expect(MATERIALS.filter((m) => m.type === 'brochure').every((m) => m.service)).toBe(true);
  });
});

describe('cases collection', () => {
  it('has at least 10 cases over industries and services, each with measurable results', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(new Set(CASES.map((c) => c.industry)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(CASES.map((c) => c.service))).toEqual(SERVICE_IDS);
    for (const c of CASES) {
      expect(SLUGS.has(c.industry)).toBe(true);
      expect(c.client).toMatch(/^某/);
      expect(c.challenge.length).toBeGreaterThan(20);
      expect(c.approach.length).toBeGreaterThanOrEqual(3);
      expect(c.results.length).toBeGreaterThanOrEqual(2);
      expect(c.results.every((r) => /\d/.test(r.value))).toBe(true);
      expect(c.duration).not.toBe('');
      expect(c.quote.text).not.toBe('');
      expect(c.publishedAt).toMatch(DATE);
    }
  });
});

describe('materials mock', () => {
  it('answers list cards without the detail fields, newest first', () => {
    const page = queryMaterials({ pageSize: 50 });
    expect(page.total).toBe(MATERIALS.length);
    expect(page.list[0]).not.toHaveProperty('keyFindings');
    expect(page.list[0]).not.toHaveProperty('contents');
    const dates = page.list.map((m) => m.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(toMaterialSummary(MATERIALS[0])).toEqual(expect.objectContaining({ id: MATERIALS[0].id, gated: MATERIALS[0].gated }));
  });

  it('filters by type, industry and service together', () => {
    const q = { type: 'report', industry: 'eight' } as const;
    const expected = MATERIALS.filter((m) => m.type === q.type && m.industries.includes(q.industry));
    expect(
      queryMaterials({ ...q, pageSize: 50 })
        .list.map((m) => m.id)
        .sort(),
    ).toEqual(expected.map((m) => m.id).sort());
    const training = queryMaterials({ service: 'training', pageSize: 50 }).list;
    expect(training.length).toBe(MATERIALS.filter((m) => m.service === 'training').length);
    expect(queryMaterials({ type: 'nothing' }).total).toBe(0);
  });

  it('pages with 9 by default and clamps out-of-range values', () => {
    expect(queryMaterials({}).list).toHaveLength(9);
    expect(queryMaterials({ page: 3 }).list).toHaveLength(MATERIALS.length - 18);
    expect(pageOf([1, 2, 3], 'x', 0, 2)).toEqual({ list: [1, 2], total: 3, page: 1, pageSize: 2 });
    expect(pageOf([1, 2, 3], 2, 500, 2).pageSize).toBe(50);
  });

  it('answers an unknown id with a silent NOT_FOUND', () => {
    expect(findItem('material', 'br-training').data?.id).toBe('br-training');
    expect(findItem('material', 'nope')).toEqual(expect.objectContaining({ success: false, errorCode: 'NOT_FOUND', showType: 0 }));
  });

  it("accepts a send-by-email request only for a known material, a valid address and the visitor's consent", () => {
    expect(sendMaterial({ id: 'br-training', email: 'li@company.cn', consent: true })).toEqual({ success: true, data: { accepted: true } });
    expect(sendMaterial({ id: 'br-training', email: 'not-an-email', consent: true }).errorCode).toBe('INVALID_EMAIL');
    expect(sendMaterial({ id: 'nope', email: 'li@company.cn', consent: true }).errorCode).toBe('NOT_FOUND');
  });

  it('sends nothing without consent, like the lead endpoint', () => {
    expect(sendMaterial({ id: 'br-training', email: 'li@company.cn' })).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
      errorMessage: '请阅读并勾选同意《个人信息保护说明》',
    });
  });

  it('serves a real one-page PDF as an attachment named after the material', () => {
    const m = MATERIALS[0];
    const pdf = samplePdf(m).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((x) => Number(x[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(attachmentHeader(m)).toMatch(new RegExp(`^attachment; filename="zhiqiao-${m.id}\\.pdf"; filename\\*=UTF-8''`));
    expect(decodeURIComponent(attachmentHeader(m).split("UTF-8''")[1])).toBe(`${m.title}（样例）.pdf`);
  });
});

describe('cases mock', () => {
  it('filters by industry and service, newest first, 6 a page, without the reading-view fields', () => {
    const all = queryCases({ pageSize: 50 });
    expect(all.total).toBe(CASES.length);
    expect(queryCases({}).list).toHaveLength(6);
    expect(all.list[0]).not.toHaveProperty('challenge');
    expect(toCaseSummary(CASES[0])).not.toHaveProperty('quote');
    const two = queryCases({ industry: 'two', pageSize: 50 }).list;
    expect(two.map((c) => c.id).sort()).toEqual(
      CASES.filter((c) => c.industry === 'two')
        .map((c) => c.id)
        .sort(),
    );
    const both = queryCases({ industry: 'two', service: 'training', pageSize: 50 }).list;
    expect(both.every((c) => c.industry === 'two' && c.service === 'training')).toBe(true);
    expect(both.length).toBeGreaterThan(0);
  });

  it('answers an unknown id with a silent NOT_FOUND', () => {
    expect(findItem('case', CASES[0].id).data?.title).toBe(CASES[0].title);
    expect(findItem('case', 'nope')).toEqual(expect.objectContaining({ success: false, errorCode: 'NOT_FOUND', showType: 0 }));
  });
});
