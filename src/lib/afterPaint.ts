/**
 * Runs `fn` in a task after the next frame has painted: work the visitor's act does not need before its answer shows.
 * A hidden page paints no frame: there it runs in the next task.
 */
export function afterNextPaint(fn: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}
