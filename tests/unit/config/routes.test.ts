import { FORMS } from '@/config/forms';
import { buildRoutes, findRoute, NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { describeRoute } from '@/content/pageMeta';
import { CONTENT_KINDS, ITEM_KINDS } from '@/kinds';

/** Every address the site has always had (the two hashed campaign forms under their readable names). */
const SPEC_PATHS = [
  '/test',
  '/',
  '/user',
  '/activeList',
  '/activeForm',
  '/activeFormBackLive',
  '/activeInfo',
  '/fiveteen',
  '/service',
  '/serviceContent',
  '/serviceDown',
  '/contactUs',
  '/newActive',
  '/aiEra',
  '/meetingForm',
  '/resultMeetingPage',
  '/insightForm',
  '/resultInsightPage',
  '/studyForm',
  '/resultStudyPage',
  '/psfForm',
  '/resultPsfPage',
  '/fourteen',
  '/thirteen',
  '/resultThirteenPage',
  '/resultFiveteenPage',
  '/down',
  '/case',
  '/downPdf',
  '/downPdfBak',
  '/downCollect',
  '/hotspot',
  '/deepInsight',
  '/aboutUs',
  '/industry',
  '/specialContactUs',
  '/resultPage',
  '/specialConsumerContactUs',
  '/resultConsumerPage',
  '/specialSEAContactUs',
  '/resultSEAPage',
  '/specialCBECContactUs',
  '/resultCBECPage',
  '/special2405TrendContactUs',
  '/result2405TRENDPage',
  '/specialNewretailContactUs',
  '/resultNewretailPage',
  '/specialRobotContactUs',
  '/resultRobotPage',
  '/special24HYReviewContactUs',
  '/result24HYreviewPage',
  '/specialLifesciContactUs',
  '/resultLifesciPage',
  '/specialChatgptContactUs',
  '/resultChatgptPage',
  '/specialNetworkSecurityContactUs',
  '/resultNetworkSecurityPage',
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((s) => `/industryLanding/${s}`),
  ...['one', 'two', 'three', 'four', 'five', 'six', 'eleven', 'twelve', 'thirteen', 'fourteen'].map((s) => `/forms/insight/${s}`),
  ...['one', 'two', 'three', 'four', 'five'].map((s) => `/forms/active/${s}`),
  '/exception',
];

describe('route table', () => {
  it('contains every path of the spec', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('leaves only /test and /industry without the common layout', () => {
    expect(
      ROUTES.filter((r) => !r.layout)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/industry', '/test']);
  });

  it('titles the pages the spec titles, in Chinese, and leaves the untitled ones untitled', () => {
    const untitled = ROUTES.filter((r) => !r.title).map((r) => r.path);
    expect(untitled).toEqual(
      expect.arrayContaining([
        '/test',
        '/activeForm',
        '/activeFormBackLive',
        '/forms/insight/one',
        '/forms/active/one',
        '/forms/active/three',
      ]),
    );
    expect(findRoute('/forms/active/four')?.title).toBe('医药出海大会');
    expect(findRoute('/forms/active/five')?.title).toBe('探索混合现实技术创新');
    expect(findRoute('/newActive')?.title).toBe('知识库');
    expect(findRoute('/specialRobotContactUs')?.title).toBe('专题发布');
    expect(findRoute('/resultRobotPage')?.title).toBe('专题发布');
    for (const r of ROUTES.filter((x) => x.title && !x.locale)) expect(r.title).toMatch(/[\u4e00-\u9fa5]/);
    for (const r of ROUTES.filter((x) => x.locale === 'en')) expect(r.title).toMatch(/^[^\u3000-\u9fff]+$/);
  });

  it('gives every route a meta description in its language', () => {
    for (const r of [...ROUTES, NOT_FOUND_ROUTE].filter((x) => !x.locale)) expect(describeRoute(r)).toMatch(/[\u4e00-\u9fa5]/);
    for (const r of ROUTES.filter((x) => x.locale === 'en')) expect(describeRoute(r)).toMatch(/^[^\u3000-\u9fff]+$/);
  });

  it('generates a form route and a result route from every form definition', () => {
    for (const form of FORMS) {
      expect(findRoute(form.path)).toMatchObject({ page: 'LeadForm', formKey: form.key });
      expect(findRoute(form.resultPath)).toMatchObject({ page: 'LeadResult', noindex: true });
    }
  });

  it('feeds every industry landing page its variant', () => {
    for (const industry of INDUSTRY_LANDINGS) {
      expect(findRoute(`/industryLanding/${industry.slug}`)).toMatchObject({ page: 'IndustryLanding', industrySlug: industry.slug });
    }
  });

  it("has a page for every kind of content's item pages and its list page (src/kinds/index.ts)", () => {
    for (const kind of ITEM_KINDS) {
      const { pages, parent } = CONTENT_KINDS[kind];
      for (const path of pages) expect([kind, path, findRoute(path)?.path]).toEqual([kind, path, path]);
      expect(findRoute(parent)).toMatchObject({ path: parent, page: CONTENT_KINDS[kind].listPage, title: CONTENT_KINDS[kind].name });
    }
  });

  it('keeps the QA panel out of search indexing', () => {
    expect(findRoute('/test')?.noindex).toBe(true);
  });

  it('finds routes with a trailing slash', () => {
    expect(findRoute('/aboutUs/')?.page).toBe('AboutUs');
  });
});

describe('the QA panel in builds', () => {
  it('is built only when the build asks for it (QA_PANEL=1 or max dev)', () => {
    expect(buildRoutes({ qaPanel: false }).map((r) => r.path)).not.toContain('/test');
    expect(buildRoutes({ qaPanel: true }).map((r) => r.path)).toContain('/test');
    expect(buildRoutes({ qaPanel: false })).toHaveLength(ROUTES.length - 1);
  });

  it('.umirc.ts leaves /test out of a production build without the flag, and keeps it with the flag', () => {
    const routesOf = (flag: string | undefined) => {
      const saved = { flag: process.env.QA_PANEL, env: process.env.NODE_ENV };
      if (flag === undefined) delete process.env.QA_PANEL;
      else process.env.QA_PANEL = flag;
      (process.env as Record<string, string>).NODE_ENV = 'production';
      try {
        let paths: string[] = [];
        jest.isolateModules(() => {
          jest.doMock('@umijs/max', () => ({ defineConfig: <T>(config: T) => config }));
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config reads the environment when loaded
          paths = (require('../../../.umirc').default as { routes: { path: string }[] }).routes.map((r) => r.path);
        });
        return paths;
      } finally {
        if (saved.flag === undefined) delete process.env.QA_PANEL;
        else process.env.QA_PANEL = saved.flag;
        (process.env as Record<string, string | undefined>).NODE_ENV = saved.env;
      }
    };
    expect(routesOf(undefined)).not.toContain('/test');
    expect(routesOf('1')).toContain('/test');
  });
});
