import { monitorRequestFailure, monitorRevalidationFailure, startMonitor } from '@/features/visitor/monitor/monitor';
import { sendMonitorBatch } from '@/services/monitor';

jest.mock('@/services/monitor', () => ({ sendMonitorBatch: jest.fn(() => Promise.resolve()) }));

/** What axios rejects with when a request gets no answer (WebKit cancels a leaving page's requests so). */
const noAnswer = (url: string) => Object.assign(new Error('Network Error'), { config: { url }, request: {} });
const sent = () => jest.mocked(sendMonitorBatch).mock.calls.flatMap(([batch]) => batch.events.map((e) => e.message));

beforeAll(() => startMonitor());
beforeEach(() => jest.mocked(sendMonitorBatch).mockClear());

describe('request failures and the page being left', () => {
  it('reports a request that got no answer while the visitor stays', async () => {
    await monitorRequestFailure(noAnswer('/api/platform/industry?id=2')).catch(() => {});
    window.dispatchEvent(new Event('pagehide')); // sends what is queued
    expect(sent()).toEqual(['/api/platform/industry 无响应（network）']);
    window.dispatchEvent(new Event('pageshow'));
  });

  it('reports nothing for the requests a page leaves unanswered when the visitor goes to another page', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    await monitorRequestFailure(noAnswer('/api/platform/cases')).catch(() => {});
    monitorRevalidationFailure('services?industry=two', noAnswer('/api/platform/services'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([]);
    // Shown again from the page cache: its failures count again.
    window.dispatchEvent(new Event('pageshow'));
    await monitorRequestFailure(noAnswer('/api/platform/cases')).catch(() => {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual(['/api/platform/cases 无响应（network）']);
  });
});
