/**
 * The Sensors SDK woken after the page: the calls made before are kept in its own loader's queue and made by the real
 * SDK when it runs; a page being left sends them with sendBeacon.
 */
import { identifyVisitor, trackEvent } from '@/features/visitor/analytics/client';
import { answerAnalytics } from '@/features/visitor/analytics/consent';
import { scheduleAnalytics } from '@/features/visitor/analytics/schedule';
import { currentSdk, sdkStarted } from '@/features/visitor/analytics/sdkQueue';
import * as sensorsChunk from '@/features/visitor/analytics/sensors';

import { MOCK_SETTINGS } from './support/settings';

// The visitor said yes (on the bar, or on an earlier visit): nothing of this runs before (analyticsConsent.test.ts).
beforeAll(() => answerAnalytics('yes'));

const SETTINGS = MOCK_SETTINGS;

/** Decoded events the SDK sent, by image (its `src`) or by sendBeacon (its body). */
const sent: { how: 'image' | 'beacon'; event: string; properties: Record<string, unknown> }[] = [];
const decode = (how: 'image' | 'beacon', query: string) => {
  const data = new URLSearchParams(query).get('data');
  if (!data) return;
  const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { event: string; properties: Record<string, unknown> };
  sent.push({ how, event: json.event, properties: json.properties });
};

beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(url: string) {
      decode('image', url.slice(url.indexOf('?') + 1));
    },
  });
  // The SDK uses sendBeacon only in browsers it knows (jsdom's name is not one).
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => {
      decode('beacon', body);
      return true;
    },
  });
});

/** The chunk as `import()` gives it (its code present, nothing run). */
const chunk = () => Promise.resolve(sensorsChunk);

it('keeps the page view and every call until the SDK runs, which makes them in order, and sends by beacon when the page is left', async () => {
  let loaded: ReturnType<typeof chunk> | null = null;
  scheduleAnalytics({
    settings: SETTINGS,
    pageProps: () => ({ $title: '首页 - 知桥咨询' }),
    load: () => (loaded = chunk()),
    onLoadError: (error) => {
      throw error;
    },
  });
  identifyVisitor('openid-1');
  trackEvent('LeadSubmit', { form_key: 'meeting' });
  expect(sdkStarted()).toBe(false);
  expect((currentSdk() as unknown as { _q: [string][] })._q.map(([name]) => name)).toEqual(['quick', 'login', 'track']);

  // The chunk arrives (it is asked for at once): its code is present, the SDK does not run.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await loaded;
  expect(sdkStarted()).toBe(false);
  expect(sent).toEqual([]);

  // The visitor leaves: the SDK runs at once and sends what was kept with sendBeacon.
  window.dispatchEvent(new Event('pagehide'));
  expect(sdkStarted()).toBe(true);
  const view = sent.find((s) => s.event === '$pageview');
  expect(view).toMatchObject({ how: 'beacon', properties: { $title: '首页 - 知桥咨询', tenant: 'zq-tenant' } });
  expect(sent.find((s) => s.event === 'LeadSubmit')).toMatchObject({ how: 'beacon', properties: { form_key: 'meeting' } });
  expect(sent.map((s) => s.event).indexOf('$pageview')).toBeLessThan(sent.map((s) => s.event).indexOf('LeadSubmit'));

  // Later events go out as image beacons again.
  trackEvent('After', {});
  expect(sent.at(-1)).toMatchObject({ how: 'image', event: 'After' });
});
