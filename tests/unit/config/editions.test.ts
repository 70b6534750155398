import { counterpartOf, ENGLISH_PAGES, translationsOf } from '@/config/editions';
import { ENGLISH_OWN_PAGES } from '@/config/englishOwnPages';
import { HOME_OF, localeOfPath } from '@/config/locales';
import { findRoute, ROUTES } from '@/config/routes';

describe('the two editions', () => {
  it("tell a page's language by its path: below /en English, anything else Chinese", () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/aboutUs')).toBe('en');
    expect(localeOfPath('/')).toBe('zh');
    expect(localeOfPath('/enterprise')).toBe('zh');
  });

  it('give every English page a route of its own, marked English, with the page it translates in the table', () => {
    for (const { path, translates } of ENGLISH_PAGES) {
      expect(findRoute(path)?.locale).toBe('en');
      expect(findRoute(translates)?.locale).toBeUndefined();
    }
    // A visitor's own pages (results): English, out of search, not shared.
    for (const path of ENGLISH_OWN_PAGES) expect(findRoute(path)).toMatchObject({ locale: 'en', noindex: true, share: false });
    expect(ROUTES.filter((r) => r.locale === 'en').map((r) => r.path)).toEqual([...ENGLISH_PAGES.map((p) => p.path), ...ENGLISH_OWN_PAGES]);
  });

  it("lead the switch to the same page in the other language, else to that language's home", () => {
    expect(translationsOf('/')).toEqual({ zh: '/', en: '/en' });
    expect(translationsOf('/en/')).toEqual({ zh: '/', en: '/en' });
    expect(counterpartOf('/', 'en')).toBe('/en');
    expect(counterpartOf('/en', 'zh')).toBe('/');
    expect(counterpartOf('/aboutUs', 'en')).toBe('/en/about');
    expect(counterpartOf('/en/about/', 'zh')).toBe('/aboutUs');
    expect(counterpartOf('/contactUs', 'en')).toBe('/en/contact');
    expect(translationsOf('/industry')).toBeUndefined();
    expect(counterpartOf('/industry', 'en')).toBe(HOME_OF.en);
    // A page of one visitor's own translates nothing: its switch leads home.
    expect(translationsOf('/en/contact/result')).toBeUndefined();
    expect(counterpartOf('/en/contact/result', 'zh')).toBe(HOME_OF.zh);
  });
});
