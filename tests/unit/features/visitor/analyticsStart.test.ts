/**
 * The visitor's start-up and the analytics question: without a yes nothing of the SDK is set up or loaded, not even
 * after the page's wake-up; a yes starts it from that moment (the page the visitor is on is a page view, the SDK runs
 * after the wake-up, as `scheduleAnalytics` always ran it); a no stops it and removes what it keeps on the device.
 */
import { ANALYTICS_OFF_KEY } from '@/config/visitor';
import { answerAnalytics } from '@/features/visitor/analytics/consent';
import { startVisitor } from '@/features/visitor/start';

// The SDK's chunk (import() in the app): counted when it is loaded, its functions recorded.
const mockChunk = { loads: 0, startSensors: jest.fn(), pauseSensors: jest.fn(), resumeSensors: jest.fn() };
jest.mock('@/features/visitor/analytics/loadSensors', () => ({
  loadSensors: () => {
    mockChunk.loads += 1;
    return Promise.resolve(mockChunk);
  },
}));
// The router's history (only the sign-in's token removal uses it; outside WeChat nothing signs in).
jest.mock('@umijs/max', () => ({ history: { replace: jest.fn() } }));

const win = window as unknown as { sensorsDataAnalytic201505?: unknown; sensors?: { _q: [string, unknown[]][] } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const SDK_COOKIE = 'sensorsdata2015jssdkcross';

beforeAll(async () => {
  window.localStorage.setItem(ANALYTICS_OFF_KEY, '1'); // an earlier version's opt-out: no
  document.cookie = `${SDK_COOKIE}=%7B%22distinct_id%22%3A%22old%22%7D; path=/`; // left by an SDK that ran unasked
  window.localStorage.setItem('sawebjssdkpageleave-123', '{}');
  await startVisitor(() => {});
});

it('without a yes: no stand-in, no chunk, nothing kept, even after the wake-up; what an earlier SDK left is removed', async () => {
  // A tap: the wake-up comes once it is over.
  document.dispatchEvent(new Event('pointerdown'));
  document.dispatchEvent(new Event('click'));
  window.history.pushState(null, '', '/service');
  await settle();
  expect(win.sensorsDataAnalytic201505).toBeUndefined();
  expect(win.sensors).toBeUndefined();
  expect(mockChunk.loads).toBe(0);
  expect(mockChunk.startSensors).not.toHaveBeenCalled();
  expect(document.cookie).not.toContain(SDK_COOKIE);
  expect(window.localStorage.getItem('sawebjssdkpageleave-123')).toBeNull();
});

it('a yes: the page the visitor is on is kept as a page view, the chunk loads, and the SDK runs (the wake-up has come)', async () => {
  const before = Date.now();
  answerAnalytics('yes');
  expect(win.sensorsDataAnalytic201505).toBe('sensors');
  const kept = win.sensors?._q.find(([name]) => name === 'quick');
  expect(kept?.[1][0]).toBe('autoTrack');
  expect(kept?.[1][1]).toMatchObject({ $url_path: '/service' });
  await settle();
  expect(mockChunk.loads).toBe(1);
  expect(mockChunk.startSensors).toHaveBeenCalledTimes(1);
  // The stay counts from the yes, not from the arrival.
  const [{ arrivedAt, allowed }] = mockChunk.startSensors.mock.calls[0] as [{ arrivedAt: number; allowed: () => boolean }];
  expect(arrivedAt).toBeGreaterThanOrEqual(before - 1);
  expect(allowed()).toBe(true);
});

it('a no: nothing more is sent, what the SDK keeps is removed; a yes again resumes it', async () => {
  // The SDK ran: it put itself under the global name.
  win.sensorsDataAnalytic201505 = { track: jest.fn(), login: jest.fn() };
  document.cookie = `${SDK_COOKIE}=x; path=/`;
  answerAnalytics('no');
  expect(mockChunk.pauseSensors).toHaveBeenCalledTimes(1);
  expect(document.cookie).not.toContain(SDK_COOKIE);
  answerAnalytics('yes');
  expect(mockChunk.resumeSensors).toHaveBeenCalledTimes(1);
  expect(mockChunk.loads).toBe(1);
});
