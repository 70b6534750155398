import { applyRouteMeta } from '@/features/site/routeMeta';

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
