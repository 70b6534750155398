import { FORMS } from '@/config/forms';
import { findIndustry, industryLandingHref, industryLandingPath } from '@/config/industries';
import { findRoute, ROUTES } from '@/config/routes';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { MAIN_NAV } from '@/content/navigation';
import { INDUSTRY_FAILURE_ID } from '@/qa/switches';
import { industryTones } from '@/styles/tokens';

/** The seven industry landing paths the site has always had (old links must keep working). */
const SPEC_SLUGS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

describe('industry collection', () => {
  it('has exactly the seven landing industries of the spec, in order', () => {
    expect(INDUSTRY_LANDINGS.map((i) => i.slug)).toEqual(SPEC_SLUGS);
  });

  it('gives each industry a unique landing id that is not the failure id', () => {
    const ids = INDUSTRY_LANDINGS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(INDUSTRY_FAILURE_ID);
    expect(new Set(INDUSTRY_LANDINGS.map((i) => i.name)).size).toBe(ids.length);
  });

  it('gives each industry its copy, sub-segments, offers, questions, clients, figures and motif', () => {
    for (const industry of INDUSTRY_LANDINGS) {
      expect(industry.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(industry.summary.length).toBeGreaterThan(10);
      expect(industry.heroLead.length).toBeGreaterThan(40);
      expect(industry.segments.length).toBeGreaterThanOrEqual(4);
      for (const s of industry.segments) {
        expect(s.name).not.toBe('');
        expect(s.summary).not.toBe('');
      }
      expect(industry.offers.length).toBeGreaterThanOrEqual(3);
      expect(industry.questions.length).toBeGreaterThanOrEqual(3);
      expect(industry.questions.every((q) => /[？?]$/.test(q))).toBe(true);
      expect(industry.clients.length).toBeGreaterThanOrEqual(3);
      expect(industry.figures.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(industryTones)).toContain(industry.tone);
    }
    expect(new Set(INDUSTRY_LANDINGS.map((i) => i.motif)).size).toBe(INDUSTRY_LANDINGS.length);
  });

  it('uses sub-segment ids once across all industries', () => {
    const ids = INDUSTRY_LANDINGS.flatMap((i) => i.segments.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends each industry to an enquiry form that exists', () => {
    for (const industry of INDUSTRY_LANDINGS) {
      expect(FORMS.some((f) => f.path === industry.formPath)).toBe(true);
      expect(findRoute(industry.formPath)?.page).toBe('LeadForm');
    }
  });
});

describe('industry routes', () => {
  it('has data behind every landing route of the route table', () => {
    const landingRoutes = ROUTES.filter((r) => r.page === 'IndustryLanding');
    expect(landingRoutes).toHaveLength(INDUSTRY_LANDINGS.length);
    for (const route of landingRoutes) {
      const industry = findIndustry(route.industrySlug);
      expect(industry).toBeDefined();
      expect(route.path).toBe(industryLandingPath(industry!.slug));
      expect(route.layout).toBe(true);
      expect(route.title).toContain(industry!.name);
    }
  });

  it('serves the overview without the common layout and links it from the main navigation', () => {
    expect(findRoute('/industry')).toMatchObject({ page: 'Industry', layout: false });
    expect(MAIN_NAV.some((item) => 'path' in item && item.path === '/industry')).toBe(true);
  });

  it('builds landing links that carry ?id=', () => {
    for (const industry of INDUSTRY_LANDINGS) {
      expect(industryLandingHref(industry)).toBe(`/industryLanding/${industry.slug}?id=${industry.id}`);
      expect(industryLandingHref(industry.slug)).toBe(`/industryLanding/${industry.slug}?id=${industry.id}`);
    }
  });

  it('finds no industry for an unknown slug', () => {
    expect(findIndustry('nine')).toBeUndefined();
    expect(findIndustry(undefined)).toBeUndefined();
  });
});
