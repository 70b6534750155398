/**
 * A visitor inside WeChat who is not signed in yet is sent to the sign-in's gateway and comes back signed in: the page
 * left for the gateway was seen by no one, so it sends no page view, not even as it goes (the page view comes from the
 * page that comes back). Without this, a chunk that arrived before the redirect sent the landing page twice.
 */
import { ANALYTICS_CONSENT_KEY } from '@/config/visitor';
import { storedConsent } from '@/features/visitor/analytics/consent';
import { startVisitor } from '@/features/visitor/start';

const mockChunk = { loads: 0, startSensors: jest.fn(), pauseSensors: jest.fn(), resumeSensors: jest.fn() };
jest.mock('@/features/visitor/analytics/loadSensors', () => ({
  loadSensors: () => {
    mockChunk.loads += 1;
    return Promise.resolve(mockChunk);
  },
}));
jest.mock('@/features/visitor/wechat/signIn', () => ({
  signIn: () => Promise.resolve({ kind: 'redirected' }),
  searchWithoutToken: (search: string) => search,
}));
jest.mock('@umijs/max', () => ({ history: { replace: jest.fn() } }));

const win = window as unknown as { sensors?: { _q: [string, unknown[]][] } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

it('sends nothing of the page left for the gateway: no page view kept, and the SDK does not run as the page goes', async () => {
  window.localStorage.setItem(ANALYTICS_CONSENT_KEY, JSON.stringify(storedConsent('yes')));
  await startVisitor(() => {});
  await settle();
  expect(mockChunk.loads).toBe(1); // fetched at once, as on every page
  window.dispatchEvent(new Event('pagehide'));
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  expect(win.sensors?._q ?? []).toEqual([]);
  expect(mockChunk.startSensors).not.toHaveBeenCalled();
});
