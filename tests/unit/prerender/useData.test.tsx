import { act, render, screen } from '@testing-library/react';

import { configureRevalidation, useData } from '@/prerender';
import { resetAnswers } from '@/prerender/answerCache';
import { DATA_ELEMENT_ID, resetPageData } from '@/prerender/pageData';
import { resetRevalidation } from '@/prerender/revalidate';

/** A page as the pre-renderer writes it: its answers in the data block. */
function prerenderedPage(data: Record<string, unknown>, url = '/html/service') {
  document.body.innerHTML = `<script type="application/json" id="${DATA_ELEMENT_ID}">${JSON.stringify({ url, data })}</script>`;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function View({ dataKey, load, gone }: { dataKey: string | false; load: () => Promise<string>; gone?: (e: Error) => boolean }) {
  const { data, loading, error } = useData(dataKey !== false && { key: dataKey, load }, { gone });
  return (
    <p>
      {loading ? 'loading' : 'idle'}|{data ?? '-'}|{error ? error.message : ''}
    </p>
  );
}

const reportFailure = jest.fn();

beforeEach(() => {
  document.body.innerHTML = '';
  resetPageData();
  resetAnswers();
  resetRevalidation();
  reportFailure.mockReset();
  jest.useFakeTimers();
  // The moment the page is awake (the app's choice: src/lib/afterWakeUp.ts), here the next timer.
  configureRevalidation({ reportFailure, whenAwake: (task) => setTimeout(task, 0) });
});

afterEach(() => jest.useRealTimers());

/** The page's awake moment (a timer stands in). */
const idle = () => act(async () => jest.runOnlyPendingTimers());

describe('useData: answers of a pre-rendered page', () => {
  it('shows the answer the page was rendered with from the first render, without a request', () => {
    prerenderedPage({ 'services?': 'six services' });
    const load = jest.fn(() => Promise.resolve('fresh'));
    const seen: string[] = [];
    function Recorder() {
      const { data, loading } = useData({ key: 'services?', load });
      seen.push(`${loading}:${data}`);
      return null;
    }
    render(<Recorder />);
    expect(seen[0]).toBe('false:six services');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks again once the page is taken over and idle, and swaps a changed answer in without a loading state', async () => {
    prerenderedPage({ 'activity:a1': 'places: 3' });
    const fresh = deferred<string>();
    const load = jest.fn(() => fresh.promise);
    render(<View dataKey="activity:a1" load={load} />);
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('idle|places: 3|')).toBeInTheDocument();
    await act(async () => fresh.resolve('places: 0'));
    expect(screen.getByText('idle|places: 0|')).toBeInTheDocument();
  });

  it('asks once per visit, however many views show the key', async () => {
    prerenderedPage({ 'services?': 'six services' });
    const load = jest.fn(() => Promise.resolve('six services'));
    render(
      <>
        <View dataKey="services?" load={load} />
        <View dataKey="services?" load={load} />
      </>,
    );
    await idle();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the page shows when asking again fails, and reports the failure', async () => {
    prerenderedPage({ 'activity:a1': 'places: 3' });
    const fresh = deferred<string>();
    render(<View dataKey="activity:a1" load={() => fresh.promise} />);
    await idle();
    await act(async () => fresh.reject(new Error('HTTP 503')));
    expect(screen.getByText('idle|places: 3|')).toBeInTheDocument();
    expect(reportFailure).toHaveBeenCalledWith('activity:a1', expect.objectContaining({ message: 'HTTP 503' }));
  });

  it('shows the failure when the server says the item is gone', async () => {
    prerenderedPage({ 'activity:a1': 'places: 3' });
    const fresh = deferred<string>();
    render(<View dataKey="activity:a1" load={() => fresh.promise} gone={(e) => e.message === 'NOT_FOUND'} />);
    await idle();
    await act(async () => fresh.reject(new Error('NOT_FOUND')));
    expect(screen.getByText('idle|places: 3|NOT_FOUND')).toBeInTheDocument();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('runs the request quietly (no error display)', async () => {
    prerenderedPage({ 'services?': 'six services' });
    const quietly = jest.fn();
    configureRevalidation({
      quietly: <T,>(load: () => Promise<T>) => {
        quietly();
        return load();
      },
    });
    render(<View dataKey="services?" load={() => Promise.resolve('seven services')} />);
    await idle();
    expect(quietly).toHaveBeenCalledTimes(1);
    expect(screen.getByText('idle|seven services|')).toBeInTheDocument();
    configureRevalidation({ quietly: (load) => load() });
  });
});

describe('useData: answers asked for in the browser', () => {
  it('loads a key the page did not carry, once however many views show it', async () => {
    const answer = deferred<string>();
    const load = jest.fn(() => answer.promise);
    render(
      <>
        <View dataKey="cases?industry=two" load={load} />
        <View dataKey="cases?industry=two" load={load} />
      </>,
    );
    expect(screen.getAllByText('loading|-|')).toHaveLength(2);
    await act(async () => answer.resolve('two cases'));
    expect(screen.getAllByText('idle|two cases|')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer on show, marked loading, while a new key loads', async () => {
    prerenderedPage({ 'cases?': 'all cases' }, '/html/case');
    const filtered = deferred<string>();
    const { rerender } = render(<View dataKey="cases?" load={() => Promise.resolve('unused')} />);
    rerender(<View dataKey="cases?industry=two" load={() => filtered.promise} />);
    expect(screen.getByText('loading|all cases|')).toBeInTheDocument();
    await act(async () => filtered.resolve('two cases'));
    expect(screen.getByText('idle|two cases|')).toBeInTheDocument();
  });

  it("shows a failure as the view's error, and asks again for a new view of the key", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce('back');
    const { unmount } = render(<View dataKey="services?" load={load} />);
    expect(await screen.findByText('idle|-|HTTP 500')).toBeInTheDocument();
    unmount();
    render(<View dataKey="services?" load={load} />);
    expect(await screen.findByText('idle|back|')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits while the key is false', () => {
    const load = jest.fn(() => Promise.resolve('x'));
    render(<View dataKey={false} load={load} />);
    expect(screen.getByText('idle|-|')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useData: a view that moves on before the browser is idle', () => {
  it("asks again for the pre-rendered key with that key's own request, not the one now on show", async () => {
    prerenderedPage({ 'materials?': 'all materials' }, '/html/down');
    const all = jest.fn(() => Promise.resolve('all materials, fresh'));
    const filtered = jest.fn(() => Promise.resolve('training materials'));
    const { rerender } = render(<View dataKey="materials?" load={all} />);
    rerender(<View dataKey="materials?service=training" load={filtered} />);
    await act(async () => {});
    await idle();
    expect(all).toHaveBeenCalledTimes(1);
    expect(filtered).toHaveBeenCalledTimes(1);
    rerender(<View dataKey="materials?" load={all} />);
    expect(screen.getByText('idle|all materials, fresh|')).toBeInTheDocument();
  });
});
