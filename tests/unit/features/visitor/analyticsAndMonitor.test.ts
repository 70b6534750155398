import type * as API from '@/api';
import { analyticsBuildOn } from '@/config/visitor';
import { trackEvent } from '@/features/visitor/analytics/client';
import { analyticsConfig, commonProperties, elementProperties, isCollected, pageLeaveOptions } from '@/features/visitor/analytics/config';
import { answerAnalytics } from '@/features/visitor/analytics/consent';
import { trackLeadSubmitted } from '@/features/visitor/analytics/events';
import { createMonitorQueue } from '@/features/visitor/monitor/queue';

import { MOCK_SETTINGS } from './support/settings';

const SETTINGS = MOCK_SETTINGS;

describe('analytics configuration', () => {
  it('is exactly what the spec asks for', () => {
    const pageProps = () => ({ $title: 't' });
    const config = analyticsConfig(SETTINGS, 'https://site.cn', pageProps);
    expect(config).toMatchObject({
      server_url: 'https://site.cn/api/mock/sa',
      is_track_single_page: pageProps,
      use_client_time: true,
      send_type: 'image',
      heatmap: { clickmap: 'default', scroll_notice_map: 'default', track_attr: ['data-item-key'] },
    });
    expect(
      analyticsConfig({ ...SETTINGS, analyticsServer: 'https://sa.example.cn/sa?project=zq' }, 'https://site.cn', pageProps).server_url,
    ).toBe('https://sa.example.cn/sa?project=zq');
    let allowed = true;
    const pageLeave = pageLeaveOptions(() => allowed);
    expect(pageLeave.heartbeat_interval_time).toBe(5);
    // The plugin keeps and sends a page's time only while the answer is yes.
    expect(pageLeave.isCollectUrl()).toBe(true);
    allowed = false;
    expect(pageLeave.isCollectUrl()).toBe(false);
    expect(commonProperties(SETTINGS)).toEqual({ tenant: 'zq-tenant' });
  });

  it('sends to the mock receiver on the mocks, to ANALYTICS_SERVER when set, and nowhere on a real API without one', () => {
    expect(analyticsBuildOn(SETTINGS)).toBe(true);
    expect(analyticsBuildOn({ ...SETTINGS, apiBase: 'https://api.example.cn' })).toBe(false);
    expect(analyticsBuildOn({ ...SETTINGS, apiBase: 'https://api.example.cn', analyticsServer: 'https://sa.example.cn/sa' })).toBe(true);
  });

  it('honours the disable attribute and collects the item key and tag', () => {
    document.body.innerHTML = `
      <div sensors-disable="true"><input id="name"></div>
      <article data-item-key="service-card" data-item-tag="/serviceContent?id=1"><a id="card" href="#">卡片</a></article>
      <a id="plain" href="#">普通</a>`;
    expect(isCollected(document.getElementById('name'))).toBe(false);
    expect(isCollected(document.getElementById('card'))).toBe(true);
    expect(elementProperties(document.getElementById('card'))).toEqual({
      element_item_key: 'service-card',
      element_tag: '/serviceContent?id=1',
    });
    expect(elementProperties(document.getElementById('plain'))).toEqual({});
  });
});

describe('analytics events', () => {
  /** The SDK after its code ran: it puts itself under the global name (sdkQueue.ts). */
  const attachSdk = (sdk: object) => {
    const win = window as unknown as Record<string, unknown>;
    win.sensorsDataAnalytic201505 = sdk;
    win.sensors = sdk;
  };
  beforeEach(() => window.localStorage.clear());

  it('reach the SDK only while the answer is yes', () => {
    const sdk = { track: jest.fn(), login: jest.fn(), logout: jest.fn() };
    attachSdk(sdk);
    trackEvent('Unasked', {});
    expect(sdk.track).not.toHaveBeenCalled();
    answerAnalytics('yes');
    trackEvent('A', {});
    expect(sdk.track).toHaveBeenCalledTimes(1);
    answerAnalytics('no');
    trackEvent('B', {});
    expect(sdk.track).toHaveBeenCalledTimes(1);
  });

  it('a lead sends form key, topic and campaign, never the answers', () => {
    const sdk = { track: jest.fn(), login: jest.fn(), logout: jest.fn() };
    attachSdk(sdk);
    answerAnalytics('yes');
    trackLeadSubmitted({
      formKey: 'meeting',
      topic: '专家会议',
      attribution: { utm_campaign: 'autumn', referrer: '', landingPage: '/', capturedAt: '' },
    });
    expect(sdk.track).toHaveBeenCalledWith('LeadSubmit', { form_key: 'meeting', topic: '专家会议', campaign: 'autumn' });
  });
});

describe('monitor queue', () => {
  const event = (n: number): API.MonitorEvent => ({ type: 'runtime-error', message: `e${n}`, page: '/html/', time: n });

  it('batches reports and sends them together after the delay', () => {
    const send = jest.fn();
    let fire: () => void = () => {};
    const queue = createMonitorQueue({ send, limit: 20, delayMs: 2000, schedule: (fn) => ((fire = fn), () => {}) });
    queue.report(event(1));
    queue.report(event(2));
    expect(send).not.toHaveBeenCalled();
    fire();
    expect(send).toHaveBeenCalledWith([event(1), event(2)]);
  });

  it('limits reports per page view, and a new page view starts again', () => {
    const send = jest.fn();
    const queue = createMonitorQueue({ send, limit: 3, delayMs: 2000, schedule: () => () => {} });
    const taken = Array.from({ length: 10 }, (_, i) => queue.report(event(i)));
    expect(taken).toEqual([true, true, true, false, false, false, false, false, false, false]);
    queue.flush();
    expect(send).toHaveBeenCalledWith([event(0), event(1), event(2)]);
    queue.newPageView();
    expect(queue.report(event(11))).toBe(true);
    queue.flush();
    expect(send).toHaveBeenLastCalledWith([event(11)]);
  });
});
