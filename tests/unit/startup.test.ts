import { loadInitialState } from '@/startup';

describe('start-up', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('yields for 10 ms before it resolves to the loaded state', async () => {
    let settled = false;
    const pending = loadInitialState().then((s) => {
      settled = true;
      return s;
    });
    await jest.advanceTimersByTimeAsync(9);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ status: 'ready' });
  });

  it('resolves to an error state (never throws) when loading fails', async () => {
    const pending = loadInitialState(() => Promise.reject(new Error('存储不可用')));
    await jest.advanceTimersByTimeAsync(10);
    await expect(pending).resolves.toEqual({ status: 'error', message: '存储不可用' });
  });
});
