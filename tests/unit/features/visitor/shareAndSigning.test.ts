import { ENGLISH_ROUTES } from '@/config/englishRoutes';
import { findRoute, NOT_FOUND_ROUTE, type RouteEntry } from '@/config/routes';
import { ENGLISH_COMPLIANCE } from '@/content/en/compliance';
import { ENGLISH_ROUTE_TITLES } from '@/content/labels/englishRoutes';
import { describeRoute } from '@/content/pageMeta';
import { shareCardFor, shareLink } from '@/features/visitor/wechat/shareCard';
import { signingUrl } from '@/features/visitor/wechat/signingUrl';

/** A route as the browser's route objects carry it: the table's entry. */
const routeAt = (path: string): RouteEntry | undefined => findRoute(path);
/** Its description, as the on-demand chunk of descriptions gives it (src/content/routeDescriptions.ts). */
const descriptionAt = (path: string) => describeRoute(findRoute(path)!);

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.47.2560';

describe('JS-SDK signing URL', () => {
  const landing = 'https://site.cn/html/?utm_source=a#top';
  const current = 'https://site.cn/html/service?id=1#faq';
  it('iOS signs the address first landed on, Android the current one, both without #', () => {
    expect(signingUrl(IOS, landing, current)).toBe('https://site.cn/html/?utm_source=a');
    expect(signingUrl(ANDROID, landing, current)).toBe('https://site.cn/html/service?id=1');
  });
});

describe('share cards', () => {
  it('the link drops the first-touch UTM parameters, the token and # and adds utm_source=wechat_share', () => {
    expect(shareLink('https://site.cn/html/down?type=report&utm_source=x&utm_campaign=y&token=t#a')).toBe(
      'https://site.cn/html/down?type=report&utm_source=wechat_share',
    );
  });

  it('a content page shares its route title and description', () => {
    const card = shareCardFor(routeAt('/service'), null, 'https://site.cn/html/service', descriptionAt('/service'));
    expect(card).toEqual({
      title: '产品与服务 - 知桥咨询',
      desc: '专家访谈、定制洞察、定量研究与企业培训等全部服务。',
      link: 'https://site.cn/html/service?utm_source=wechat_share',
      imgUrl: 'https://site.cn/html/share/zhiqiao-share.png',
    });
    expect(shareCardFor(routeAt('/'), null, 'https://site.cn/html/')?.title).toBe('知桥咨询微站');
  });

  it('an English page shares its English title as it is, with no Chinese firm name after it', () => {
    const compliance = ENGLISH_ROUTES.find((r) => r.path === '/en/compliance')!;
    const card = shareCardFor(compliance, null, 'https://site.cn/html/en/compliance', ENGLISH_COMPLIANCE.description);
    expect(card?.title).toBe(ENGLISH_ROUTE_TITLES['/en/compliance']);
    expect(card?.imgUrl).toBe('https://site.cn/html/share/page/en-compliance-square.png');
  });

  it('item pages share the item: activity, service, insight, material, case', () => {
    for (const path of ['/activeInfo', '/serviceContent', '/deepInsight', '/downPdf', '/case']) {
      const card = shareCardFor(
        routeAt(path),
        { location: `/html${path}?id=1`, title: '某个条目', summary: '一句话\n摘要' },
        `https://site.cn/html${path}?id=1`,
      );
      expect(card?.title).toBe('某个条目 - 知桥咨询');
      expect(card?.desc).toBe('一句话 摘要');
      expect(card?.link).toBe(`https://site.cn/html${path}?id=1&utm_source=wechat_share`);
    }
  });

  it("an item's card shows the item's own square picture; an industry landing its own; other pages the firm's", () => {
    const item = { location: '/html/activeInfo?id=act-1', title: '某场活动', picture: 'share/activity/act-1-square.png' };
    expect(shareCardFor(routeAt('/activeInfo'), item, 'https://site.cn/html/activeInfo?id=act-1')?.imgUrl).toBe(
      'https://site.cn/html/share/activity/act-1-square.png',
    );
    expect(shareCardFor(routeAt('/industryLanding/two'), null, 'https://site.cn/html/industryLanding/two?id=2')?.imgUrl).toBe(
      'https://site.cn/html/share/industry/two-square.png',
    );
    expect(shareCardFor(routeAt('/aboutUs'), null, 'https://site.cn/html/aboutUs')?.imgUrl).toBe(
      'https://site.cn/html/share/zhiqiao-share.png',
    );
  });

  it('an industry landing shares its own industry; an untitled form its topic', () => {
    expect(shareCardFor(routeAt('/industryLanding/two'), null, 'https://site.cn/html/industryLanding/two?id=2')?.title).toMatch(
      /^行业解决方案 · .+ - 知桥咨询$/,
    );
    const untitled = shareCardFor(routeAt('/forms/insight/one'), null, 'https://site.cn/html/forms/insight/one');
    expect(untitled?.title).toMatch(/ - 知桥咨询$/);
    expect(untitled?.title).not.toBe('知桥咨询');
  });

  it('results, /user, /test, /exception and 404 hide the share entries', () => {
    for (const path of ['/user', '/test', '/exception', '/resultMeetingPage', '/forms/insight/result']) {
      expect(shareCardFor(routeAt(path), null, `https://site.cn/html${path}`)).toBeNull();
    }
    expect(shareCardFor(NOT_FOUND_ROUTE, null, 'https://site.cn/html/nope')).toBeNull();
  });

  it('a long summary is cut to one line', () => {
    const card = shareCardFor(
      routeAt('/activeInfo'),
      { location: '', title: 't', summary: '长'.repeat(100) },
      'https://site.cn/html/activeInfo?id=1',
    );
    expect(Array.from(card!.desc)).toHaveLength(60);
    expect(card!.desc.endsWith('…')).toBe(true);
  });
});
