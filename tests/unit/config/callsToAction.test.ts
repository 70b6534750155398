import { ctaForPath, formByKey, FORMS } from '@/config/forms';
import { findRoute } from '@/config/routes';
import { HOME_CTA, HOME_HERO } from '@/content/home';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { HEADER_CTA, isNavGroup, MAIN_NAV, RESEARCH_NAV } from '@/content/navigation';
import { CTA_BANDS } from '@/content/pageCopy';
import { TOPICS } from '@/content/topics';

import { SERVICES } from '../../../mock/data/services';

type Cta = { label: string; path: string };

/** Every call to action in the page copy, with where it is. */
const ALL_CTAS: [string, Cta][] = [
  ['header', HEADER_CTA],
  ['home hero', HOME_HERO.primary],
  ['home hero', HOME_HERO.secondary],
  ['home band', HOME_CTA.primary],
  ['home band', HOME_CTA.secondary],
  ...Object.entries(CTA_BANDS).flatMap(([key, band]): [string, Cta][] => [
    [`band ${key}`, band.primary],
    [`band ${key}`, band.secondary],
  ]),
  ...Object.values(TOPICS).flatMap((topic): [string, Cta][] => [
    [`topic ${topic.title}`, topic.cta.primary],
    [`topic ${topic.title}`, topic.cta.secondary],
  ]),
];

describe('calls to action keep their word', () => {
  it('a link to a service form says what that form is for (its own call to action), nothing else', () => {
    for (const [where, cta] of ALL_CTAS) {
      const form = FORMS.find((f) => f.path === cta.path);
      if (form?.cta) expect(`${where}: ${cta.label}`).toBe(`${where}: ${form.cta}`);
      expect(findRoute(cta.path)).toBeDefined();
    }
  });

  it('"预约专家访谈" opens the expert-call form, never the expert-meeting form', () => {
    const expertCall = formByKey('expertCall')!;
    expect(expertCall).toMatchObject({ kind: 'service', path: '/expertCallForm', cta: '预约专家访谈', title: '预约专家访谈' });
    expect(findRoute(expertCall.path)?.page).toBe('LeadForm');
    expect(findRoute(expertCall.resultPath)?.page).toBe('LeadResult');
    for (const [, cta] of ALL_CTAS) if (cta.label.includes('专家访谈')) expect(cta.path).toBe(expertCall.path);
    expect(HEADER_CTA.path).toBe(expertCall.path);
    expect(SERVICES.find((s) => s.id === 'expert-call')?.formPath).toBe(expertCall.path);
    expect(formByKey('meeting')!.cta).toBe('预约专家会议');
  });

  it('every service form has its own label, and every service and industry page links to a form by it', () => {
    const serviceForms = FORMS.filter((f) => f.kind === 'service');
    const labels = serviceForms.map((f) => f.cta);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    for (const s of SERVICES) expect(ctaForPath(s.formPath)).toBe(FORMS.find((f) => f.path === s.formPath)!.cta);
    for (const i of INDUSTRY_LANDINGS) expect(labels).toContain(ctaForPath(i.formPath));
  });
});

describe('navigation', () => {
  it('puts the research in the header: 深度洞察, 近期热点, 知识库 and 案例研究 in one group', () => {
    expect(MAIN_NAV).toContain(RESEARCH_NAV);
    expect(RESEARCH_NAV.items.map((i) => i.label)).toEqual(['深度洞察', '近期热点', '知识库', '案例研究']);
    for (const item of RESEARCH_NAV.items) expect(findRoute(item.path)).toBeDefined();
    expect(MAIN_NAV.filter(isNavGroup)).toHaveLength(1);
  });
});
