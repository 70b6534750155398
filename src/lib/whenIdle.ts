type Idle = (task: () => void, options: { timeout: number }) => number;

/**
 * Runs `task` when the browser has a quiet moment, at most `timeoutMs` later (WebKit has no idle callback: a short
 * pause stands in for it). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  const scope = window as Window & { requestIdleCallback?: Idle; cancelIdleCallback?: (id: number) => void };
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const id = scope.requestIdleCallback(task, { timeout: timeoutMs });
    return () => scope.cancelIdleCallback?.(id);
  }
  const timer = window.setTimeout(task, 300);
  return () => window.clearTimeout(timer);
}
