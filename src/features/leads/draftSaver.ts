/**
 * A form's draft is written after the keystroke has painted, not inside it: a write to localStorage is no part of
 * what the visitor sees. Keystrokes in between are one write, of the latest values. Nothing is lost: the write happens
 * at once when the page is hidden or left, or the form goes away.
 */
import { afterNextPaint } from '@/lib/afterPaint';

import { saveDraft } from './draft';
import type { LeadValues } from './validation';

export interface DraftSaver {
  /** Keeps these values (and the fill time so far) once the current act has painted. */
  save: (values: LeadValues, fillMs: number) => void;
  /** Writes what is waiting, now. */
  flush: () => void;
  /** Forgets what is waiting (the draft was cleared or sent). */
  cancel: () => void;
  /** Stops listening for the page being left, after a last flush. */
  dispose: () => void;
}

/** `onSaved` hears whether a draft is kept after each write (an emptied form removes it). */
export function createDraftSaver(formKey: string, onSaved: (kept: boolean) => void): DraftSaver {
  let pending: { values: LeadValues; fillMs: number } | null = null;
  let scheduled = false;

  const flush = () => {
    if (!pending) return;
    const { values, fillMs } = pending;
    pending = null;
    onSaved(saveDraft(formKey, values, Date.now(), fillMs));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  return {
    save(values, fillMs) {
      pending = { values, fillMs };
      if (scheduled) return;
      scheduled = true;
      // The next frame paints the keystroke; the task after it writes.
      afterNextPaint(() => {
        scheduled = false;
        flush();
      });
    },
    flush,
    cancel() {
      pending = null;
    },
    dispose() {
      flush();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}
