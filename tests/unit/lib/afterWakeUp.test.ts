/** The moment the page's extras run: the first of the visitor's first act, a quiet page, the page being left. */
type Module = typeof import('@/lib/afterWakeUp');

/** A fresh copy of the module (it keeps its moment for the whole visit). */
const fresh = (): Module => {
  let loaded!: Module;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/lib/afterWakeUp');
  });
  return loaded;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('comes when the loaded page has been quiet for QUIET_MS, each call in a task of its own', () => {
  const { afterWakeUp, QUIET_MS } = fresh();
  expect(document.readyState).toBe('complete');
  const calls: string[] = [];
  afterWakeUp((reason) => calls.push(`a:${reason}`));
  afterWakeUp((reason) => calls.push(`b:${reason}`));
  jest.advanceTimersByTime(QUIET_MS - 1);
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(calls).toEqual([]); // the moment came; each call waits for a task of its own
  jest.advanceTimersByTime(1);
  expect(calls).toEqual(['a:quiet', 'b:quiet']);
  afterWakeUp((reason) => calls.push(`c:${reason}`)); // after the moment: at once
  expect(calls).toEqual(['a:quiet', 'b:quiet', 'c:quiet']);
});

it('comes at the first touch, but runs nothing inside it: after its click has been handled and painted', () => {
  const { afterWakeUp } = fresh();
  const calls: string[] = [];
  afterWakeUp((reason) => calls.push(`later:${reason}`));
  afterWakeUp((reason) => calls.push(`at once:${reason}`), { atOnce: true });
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  jest.advanceTimersByTime(50); // the finger still down
  expect(calls).toEqual([]);
  document.body.addEventListener('click', () => calls.push('the click'), { once: true });
  document.body.dispatchEvent(new Event('click', { bubbles: true }));
  afterWakeUp((reason) => calls.push(`asked meanwhile:${reason}`)); // waits too
  expect(calls).toEqual(['the click']);
  // The next frame paints the click's answer; then a task of their own.
  jest.advanceTimersByTime(20);
  expect(calls).toEqual(['the click', 'at once:acted', 'later:acted', 'asked meanwhile:acted']);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  jest.runAllTimers();
  expect(calls).toHaveLength(4);
});

it('after a first touch that never clicks (a press held, a scroll), comes a second later', () => {
  const { afterWakeUp } = fresh();
  const calls: string[] = [];
  afterWakeUp((reason) => calls.push(reason), { atOnce: true });
  document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
  jest.advanceTimersByTime(999);
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(100);
  expect(calls).toEqual(['acted']);
});

it('left while waiting for the end of the first act: comes at once, inside the leaving, saying so', () => {
  const { afterWakeUp } = fresh();
  const calls: string[] = [];
  afterWakeUp((reason) => calls.push(reason), { atOnce: true });
  document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
  window.dispatchEvent(new Event('pagehide'));
  expect(calls).toEqual(['leaving']);
  document.body.dispatchEvent(new Event('keyup', { bubbles: true }));
  jest.runAllTimers();
  expect(calls).toEqual(['leaving']);
});

it('comes when the page is left, saying so', () => {
  const { afterWakeUp } = fresh();
  const reasons: string[] = [];
  afterWakeUp((reason) => reasons.push(reason), { atOnce: true });
  window.dispatchEvent(new Event('pagehide'));
  expect(reasons).toEqual(['leaving']);
});
