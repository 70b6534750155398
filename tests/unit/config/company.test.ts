import {
  COMPANY_HISTORY,
  COMPLIANCE_POINTS,
  COMPLIANCE_STATEMENT,
  DELIVERY_FIGURES,
  FIRM_FIGURES,
  FOUNDED_YEAR,
  HEADQUARTERS,
  NETWORK_FIGURES,
  OFFICES,
  VETTING_STEPS,
} from '@/content/company';
import { FIRM } from '@/content/firm';

describe('company data', () => {
  it('has the Shanghai headquarters with the firm contact details', () => {
    expect(HEADQUARTERS).toMatchObject({ city: '上海', address: FIRM.address, phone: FIRM.phone, email: FIRM.email });
    expect(OFFICES.filter((o) => o.isHeadquarters)).toHaveLength(1);
    const cities = OFFICES.map((o) => o.city);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities[0]).toBe(HEADQUARTERS.city);
  });

  it('gives every office an address, phone, email and hours', () => {
    for (const o of OFFICES) {
      expect(o.address).not.toBe('');
      expect(o.phone).toMatch(/\d/);
      expect(o.email).toMatch(/^[\w.-]+@[\w.-]+\.\w+$/);
      expect(o.hours).toMatch(/周一至周五/);
    }
  });

  it('tells the history in order from the founding year', () => {
    const years = COMPANY_HISTORY.map((m) => Number(m.year));
    expect(years[0]).toBe(FOUNDED_YEAR);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('keeps the headline figures consistent with the latest milestone (whatever they are)', () => {
    const latest = COMPANY_HISTORY.at(-1)!;
    const number = (value: string) => value.replace(/[+＋\s]/g, '');
    const experts = NETWORK_FIGURES.figures.find((f) => f.label.includes('专家'))!;
    const clients = NETWORK_FIGURES.figures.find((f) => f.label.includes('客户'))!;
    expect(`${latest.title}${latest.text}`.replace(/\s/g, '')).toContain(number(experts.value).replace(/万$/, ''));
    expect(latest.text).toContain(number(clients.value));
  });

  it('gives each page its own figures, each set with its source', () => {
    const sets = [NETWORK_FIGURES, DELIVERY_FIGURES, FIRM_FIGURES];
    const values = sets.flatMap((set) => set.figures.map((f) => f.value));
    expect(new Set(values).size).toBe(values.length);
    for (const set of sets) expect(set.source).toMatch(/^来源：.+\d{4} 年/);
    expect(FIRM_FIGURES.figures[0].value).toBe(`${FOUNDED_YEAR}年`);
  });

  it('states the compliance rules: no material non-public or confidential information, conflict checks, training', () => {
    expect(COMPLIANCE_STATEMENT).toContain('重大非公开信息');
    expect(COMPLIANCE_STATEMENT).toContain('保密信息');
    const titles = COMPLIANCE_POINTS.map((c) => c.title).join(' ');
    expect(titles).toContain('利益冲突');
    expect(titles).toContain('培训');
    expect(VETTING_STEPS.length).toBeGreaterThanOrEqual(4);
  });
});
