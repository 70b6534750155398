/**
 * In-app navigations before the Sensors SDK has run: each new address is kept as a page view and sent when the SDK
 * runs, in order; a replaced address is the same page; once it runs, its own single-page tracking counts them (nothing
 * kept twice).
 */
import { answerAnalytics } from '@/features/visitor/analytics/consent';
import { keepPageView, scheduleAnalytics } from '@/features/visitor/analytics/schedule';
import { sdkStarted } from '@/features/visitor/analytics/sdkQueue';
import * as sensorsChunk from '@/features/visitor/analytics/sensors';

import { MOCK_SETTINGS } from './support/settings';

// The visitor said yes (on the bar, or on an earlier visit): nothing of this runs before (analyticsConsent.test.ts).
beforeAll(() => answerAnalytics('yes'));

const views: Record<string, unknown>[] = [];

beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(url: string) {
      const data = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('data');
      if (!data) return;
      const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { event: string; properties: Record<string, unknown> };
      if (json.event === '$pageview') views.push(json.properties);
    },
  });
});

const titles: Record<string, string> = { '/': '首页 - 知桥咨询', '/service': '产品与服务 - 知桥咨询', '/cases': '客户案例 - 知桥咨询' };
const pageProps = () => ({ $title: titles[window.location.pathname] ?? '知桥咨询' });
const navigate = (path: string) => {
  window.history.pushState(null, '', path);
  keepPageView(pageProps);
};

it('keeps a page view for each new address opened before the SDK runs, and none once it runs', async () => {
  window.history.replaceState(null, '', '/?token=one-time');
  let loaded: Promise<typeof sensorsChunk> | null = null;
  scheduleAnalytics({
    settings: MOCK_SETTINGS,
    pageProps,
    load: () => (loaded = Promise.resolve(sensorsChunk)),
    onLoadError: (error) => {
      throw error;
    },
  });
  // Sign-in takes the token off the address: the same page, kept with the address the visitor sees.
  window.history.replaceState(null, '', '/');
  keepPageView(pageProps, { replace: true });
  navigate('/service');
  keepPageView(pageProps); // the same address again (a re-render): not a new page
  expect(views).toEqual([]);

  await loaded;
  // A tap: the SDK runs once it is over and painted, not inside it.
  document.dispatchEvent(new Event('pointerdown'));
  document.dispatchEvent(new Event('click'));
  expect(sdkStarted()).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(sdkStarted()).toBe(true);
  expect(views.map((v) => [v.$url_path, v.$title])).toEqual([
    ['/', '首页 - 知桥咨询'],
    ['/service', '产品与服务 - 知桥咨询'],
  ]);
  expect(views.map((v) => v.$url)).toEqual(['http://localhost/', 'http://localhost/service']);
  expect(views[1].$referrer).toBe('http://localhost/');

  // The SDK running: its single-page tracking counts the next navigation, once.
  navigate('/cases');
  expect(views.map((v) => v.$url_path)).toEqual(['/', '/service', '/cases']);
});
