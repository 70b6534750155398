import { NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';
import { PAGE_DESCRIPTIONS, PAGE_HEROES } from '@/content/pageCopy';
import { describeRoute } from '@/content/pageMeta';

describe('meta descriptions', () => {
  it('describe every page in its language, and no two pages of their own alike', () => {
    const own = [...ROUTES, NOT_FOUND_ROUTE].filter((r) => r.page !== 'LeadResult' && r.page !== 'LeadForm');
    const texts = own.map(describeRoute);
    own.forEach((route, i) => expect(texts[i]).toMatch(route.locale === 'en' ? /^[^\u3000-\u9fff]+$/ : /[\u4e00-\u9fa5]/));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('sit beside every list hero, so a new hero without one does not compile and none is left behind', () => {
    expect(Object.keys(PAGE_DESCRIPTIONS).sort()).toEqual(Object.keys(PAGE_HEROES).sort());
  });

  it('stop the build for a page that has none', () => {
    expect(() => describeRoute({ path: '/webinarList', page: 'Home', layout: true })).toThrow(/no meta description for \/webinarList/);
  });
});
