import { ENGLISH_EDITION_PATH, ENGLISH_NOT_FOUND_ROUTE, ENGLISH_ROUTES } from '@/config/englishRoutes';
import { ENGLISH_ROUTE_TITLES } from '@/content/labels/englishRoutes';
import { applyRouteMeta, findRouteMeta, registerEditionPages } from '@/features/site/routeMeta';

jest.mock('@/content/routeDescriptions', () => ({ routeDescription: () => '' }));

describe('the head after a link between the editions', () => {
  it('gives the page its language and its title, the English page its own title', () => {
    document.documentElement.lang = 'zh-CN';
    applyRouteMeta({ path: '', title: 'Zhiqiao Consulting – expert network', locale: 'en' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Zhiqiao Consulting – expert network');
    applyRouteMeta({ path: '/aboutUs', title: '关于我们' });
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('关于我们 - 知桥咨询');
  });
});

describe('an English page, which Umi knows only as the English edition', () => {
  // Umi's runtime table as .umirc.ts makes it: a Chinese page, the one route of the English edition, and the rest.
  const clientRoutes = [
    { path: '/aboutUs', title: '关于我们' },
    { path: ENGLISH_EDITION_PATH, locale: 'en' },
    { path: '*', title: '页面不存在', noindex: true },
  ];
  const find = (pathname: string) => findRouteMeta(clientRoutes as never, `/html${pathname}`, '/html/');

  it("before the edition's chunk has run: its path and language, and the title its HTML came with", () => {
    expect(find('/en/about')).toEqual({ path: '/en/about', locale: 'en' });
    document.title = 'About Zhiqiao Consulting';
    applyRouteMeta(find('/en/about'));
    expect(document.title).toBe('About Zhiqiao Consulting');
    expect(document.documentElement.lang).toBe('en');
  });

  it('once it has: its own entry of the route table, or the English page not found', () => {
    registerEditionPages(ENGLISH_ROUTES, ENGLISH_NOT_FOUND_ROUTE);
    const about = ENGLISH_ROUTES.find((r) => r.path === '/en/about');
    expect(find('/en/about/')).toBe(about);
    expect(find('/en/no-such-page')).toBe(ENGLISH_NOT_FOUND_ROUTE);
    expect(find('/aboutUs')?.title).toBe('关于我们');
    applyRouteMeta(find('/en/experts'));
    expect(document.title).toBe(ENGLISH_ROUTE_TITLES['/en/experts']);
  });
});
