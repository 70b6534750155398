import { act, render, screen } from '@testing-library/react';
import { create } from 'dva-core';

import SegmentList from '@/features/industry/SegmentList';
import GlobalModel from '@/models/global';
import IndustryModel from '@/models/industry';
import { getIndustryList } from '@/services/industry';

interface Store {
  getState(): Record<string, unknown>;
  dispatch(action: { type: string; payload?: unknown }): unknown;
  subscribe(listener: () => void): () => void;
}

let mockStore: Store;

jest.mock('@umijs/max', () => ({
  useDispatch: () => mockStore.dispatch,
  useSelector: <T,>(pick: (state: Record<string, unknown>) => T) =>
    jest.requireActual<typeof import('react')>('react').useSyncExternalStore(mockStore.subscribe, () => pick(mockStore.getState())),
}));
jest.mock('@/services/industry', () => ({ getIndustryList: jest.fn() }));
jest.mock('@/components/feedback', () => ({ feedback: { loading: jest.fn(() => jest.fn()), error: jest.fn() } }));

const asked = jest.mocked(getIndustryList);
const SEGMENTS = [
  { id: 'pe-buyout', name: '并购基金', summary: '控股型交易的尽调与投后。', expertCount: 8620 },
  { id: 'pe-growth', name: '成长期投资', summary: '高增长企业的赛道判断。', expertCount: 7240 },
];

function startApp(pathname: string, search: string) {
  const app = create({}, {}) as { _history: unknown; model(m: unknown): void; start(): void; _store: Store };
  app._history = { location: { pathname, search }, listen: () => () => {} };
  app.model(GlobalModel as never);
  app.model(IndustryModel as never);
  app.start();
  mockStore = app._store;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  localStorage.clear();
  asked.mockReset();
  asked.mockResolvedValue({ code: 1000, data: SEGMENTS });
});

describe('a landing reads its sub-segments through the industry model', () => {
  it('opened without ?id=, asks once for its own id and shows the list, the address untouched', async () => {
    startApp('/html/industryLanding/two', '');
    render(<SegmentList landingId="2" />);
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith({ id: '2', openid: '' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['并购基金', '成长期投资']);
  });

  it('addressed with ?id=, uses the request the model already made (no second call)', async () => {
    startApp('/html/industryLanding/two', '?id=2');
    render(<SegmentList landingId="2" />);
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByText('并购基金')).toBeTruthy();
  });

  it('asks again, with the openid, when the visitor signs in after the first request', async () => {
    startApp('/html/industryLanding/two', '?id=2');
    render(<SegmentList landingId="2" />);
    await settle();
    localStorage.setItem('openid', 'oMock-visitor-1');
    await act(async () => {
      mockStore.dispatch({ type: 'global/save', payload: { userInfo: { openid: 'oMock-visitor-1' } } });
    });
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(asked).toHaveBeenLastCalledWith({ id: '2', openid: 'oMock-visitor-1' });
    expect(screen.getByText('并购基金')).toBeTruthy();
  });

  it('shows loading, never the error, before the answer; then 加载失败 with a retry that asks again', async () => {
    let answer: (value: unknown) => void = () => {};
    asked.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
    startApp('/html/industryLanding/two', '?id=0');
    render(<SegmentList landingId="0" />);
    expect(screen.getByText('正在加载细分领域…')).toBeTruthy();
    await act(async () => answer({ code: 5001, message: '行业数据暂不可用', data: [] }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    asked.mockResolvedValueOnce({ code: 1000, data: SEGMENTS });
    await act(async () => screen.getByRole('button', { name: '重新加载' }).click());
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(screen.getByText('成长期投资')).toBeTruthy();
  });
});
