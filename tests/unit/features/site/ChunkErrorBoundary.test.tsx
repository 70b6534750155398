import { render, screen } from '@testing-library/react';

import ChunkErrorBoundary, { isChunkError } from '@/features/site/ChunkErrorBoundary';
import { reportToMonitor } from '@/features/visitor/monitor/monitor';

jest.mock('@/features/visitor/monitor/monitor', () => ({ reportToMonitor: jest.fn() }));

function FailingChunk(): never {
  const error = new Error('Loading chunk 42 failed.\n(timeout: /html/p__AboutUs.js)');
  error.name = 'ChunkLoadError';
  throw error;
}

describe('chunk error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('recognises webpack chunk errors', () => {
    expect(isChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkError(new Error('undefined is not a function'))).toBe(false);
  });

  it('shows a Chinese message with a reload button and reports the failure', () => {
    render(
      <ChunkErrorBoundary>
        <FailingChunk />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(reportToMonitor).toHaveBeenCalledWith('chunk-error', expect.stringContaining('Loading chunk 42'));
  });

  it('recovers when the location changes', () => {
    const { rerender } = render(
      <ChunkErrorBoundary resetKey="/a">
        <FailingChunk />
      </ChunkErrorBoundary>,
    );
    rerender(
      <ChunkErrorBoundary resetKey="/b">
        <p>新页面</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('新页面')).toBeInTheDocument();
  });
});
