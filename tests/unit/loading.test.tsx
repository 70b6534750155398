import { act, render, screen } from '@testing-library/react';

import PageLoading from '@/loading';

describe('page loading placeholder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays invisible for the first 200 ms, then shows 加载中...', () => {
    render(<PageLoading />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });
});
