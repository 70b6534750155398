import { create } from 'dva-core';

import { feedback } from '@/components/feedback';
import { DISPLAY_SECONDS, INDUSTRY_LOADING_DELAY_MS } from '@/config/timing';
import { TEXTS } from '@/content/messages';
import GlobalModel, { initialGlobalState, TEST_MODEL_NAME } from '@/models/global';
import IndustryModel, { landingIdOf } from '@/models/industry';
import { getIndustryList } from '@/services/industry';

jest.mock('@/services/industry', () => ({ getIndustryList: jest.fn() }));
jest.mock('@/components/feedback', () => {
  const hide = jest.fn();
  return {
    feedback: {
      loading: jest.fn(() => hide),
      error: jest.fn(),
      info: jest.fn(),
      success: jest.fn(),
      warning: jest.fn(),
      notice: jest.fn(),
    },
  };
});

const mockedList = jest.mocked(getIndustryList);
const flush = () => new Promise((r) => setTimeout(r, 0));

interface FakeLocation {
  pathname: string;
  search: string;
}

function fakeHistory(first: FakeLocation) {
  const listeners: ((u: { location: FakeLocation }) => void)[] = [];
  return {
    location: first,
    listen: (fn: (u: { location: FakeLocation }) => void) => {
      listeners.push(fn);
      return () => {};
    },
    go: (location: FakeLocation) => listeners.forEach((fn) => fn({ location })),
  };
}

interface DvaStore {
  getState(): { global: unknown; industry: { industryList: unknown[] } };
  dispatch(action: { type: string; payload?: unknown }): Promise<unknown>;
}

function startApp(history?: ReturnType<typeof fakeHistory>) {
  // _history feeds the subscriptions.
  const app = create({}, {}) as { _history: unknown; model(m: unknown): void; start(): void; _store: DvaStore };
  app._history = history ?? fakeHistory({ pathname: '/html/', search: '' });
  app.model(GlobalModel as never);
  app.model(IndustryModel as never);
  app.start();
  return app._store;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  document.cookie = 'openid8=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'; // the cookie would restore the openid
});

describe('global model', () => {
  it('starts with the Chinese placeholder name, empty userInfo and wxConfig false', () => {
    expect(startApp().getState().global).toEqual({ name: '测试模型使用中', userInfo: {}, wxConfig: false });
    expect(initialGlobalState.name).toBe(TEST_MODEL_NAME);
  });

  it('save merges a payload', () => {
    const store = startApp();
    store.dispatch({ type: 'global/save', payload: { wxConfig: true, userInfo: { nickname: '访客' } } });
    expect(store.getState().global).toEqual({ name: '测试模型使用中', userInfo: { nickname: '访客' }, wxConfig: true });
  });

  it('the two sample operations replace only the name', async () => {
    const store = startApp();
    store.dispatch({ type: 'global/save', payload: { wxConfig: true } });
    store.dispatch({ type: 'global/rename', payload: '甲' });
    expect(store.getState().global).toMatchObject({ name: '甲', wxConfig: true, userInfo: {} });
    await store.dispatch({ type: 'global/renameAsync', payload: '乙' });
    expect(store.getState().global).toMatchObject({ name: '乙', wxConfig: true, userInfo: {} });
  });
});

describe('industry model', () => {
  it('reads the landing id only on /industryLanding paths with ?id=', () => {
    expect(landingIdOf({ pathname: '/html/industryLanding/two', search: '?id=2' })).toBe('2');
    expect(landingIdOf({ pathname: '/html/industryLanding/two', search: '' })).toBeNull();
    expect(landingIdOf({ pathname: '/html/service', search: '?id=2' })).toBeNull();
  });

  it('fetches on the first location, with id and the stored openid, and stores the list on code 1000', async () => {
    localStorage.setItem('openid', 'o-abc');
    const list = [{ id: 'a', name: '并购基金', summary: '' }];
    mockedList.mockResolvedValue({ code: 1000, data: list });
    const store = startApp(fakeHistory({ pathname: '/html/industryLanding/two', search: '?id=2' }));
    await flush();
    expect(mockedList).toHaveBeenCalledWith({ id: '2', openid: 'o-abc' });
    expect(feedback.loading).toHaveBeenCalledWith(TEXTS.loading, { duration: 0, delay: INDUSTRY_LOADING_DELAY_MS });
    expect(store.getState().industry.industryList).toEqual(list);
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('fetches on later navigations and ignores other pages', async () => {
    mockedList.mockResolvedValue({ code: 1000, data: [] });
    const history = fakeHistory({ pathname: '/html/', search: '' });
    startApp(history);
    await flush();
    expect(mockedList).not.toHaveBeenCalled();
    history.go({ pathname: '/html/aboutUs', search: '?id=3' });
    history.go({ pathname: '/html/industryLanding/three', search: '?id=3' });
    await flush();
    expect(mockedList).toHaveBeenCalledTimes(1);
    expect(mockedList).toHaveBeenCalledWith({ id: '3', openid: '' });
  });

  it('shows 加载失败 for 2 s on another code and keeps the list', async () => {
    mockedList.mockResolvedValue({ code: 5001, data: [] });
    const store = startApp(fakeHistory({ pathname: '/html/industryLanding/two', search: '?id=0' }));
    await flush();
    expect(feedback.error).toHaveBeenCalledWith('加载失败', { duration: DISPLAY_SECONDS.industryFailure });
    expect(DISPLAY_SECONDS.industryFailure).toBe(2);
    expect(store.getState().industry.industryList).toEqual([]);
  });

  it('shows 加载失败 when the call itself fails', async () => {
    mockedList.mockRejectedValue(new Error('network'));
    startApp(fakeHistory({ pathname: '/html/industryLanding/two', search: '?id=2' }));
    await flush();
    expect(feedback.error).toHaveBeenCalledWith('加载失败', { duration: 2 });
  });
});
