import { startTransition, useEffect, useState } from 'react';

import { whenIdle } from '@/lib/whenIdle';

/** The class that keeps a drop-down's list unseen while it is drawn ahead of time (LeadFormEngine.css). */
export const WARMING_CLASS = 'lead-form__popup--warming';

type Stage = 'cold' | 'warming' | 'warm';

/**
 * A drop-down's list is drawn once, unseen, in a quiet moment after the form came alive, and then closed: it stays in
 * the page, so the visitor's first tap only shows it. Drawn at that tap, its first opening took as long again as any
 * later one (the list, its layer and its position built inside the tap). Drawn as a transition: React renders the list
 * in slices, so a key typed meanwhile (the form often comes alive while the visitor types) waits for one slice, not
 * for the whole list. A tap before the list is drawn opens it at once (an urgent update overtakes the transition).
 * Returns the drop-down's `open`, its change handler and the class of its list.
 */
export function usePopupWarmUp() {
  const [stage, setStage] = useState<Stage>('cold');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (stage === 'cold') return whenIdle(() => startTransition(() => setStage((s) => (s === 'cold' ? 'warming' : s))));
    if (stage !== 'warming') return undefined;
    // Drawn and placed: closed again in a task of its own.
    const timer = window.setTimeout(() => setStage((s) => (s === 'warming' ? 'warm' : s)), 0);
    return () => window.clearTimeout(timer);
  }, [stage]);
  const onOpenChange = (next: boolean) => {
    // A tap while the list was drawn unseen: to the visitor it was closed, so the tap opens it.
    if (stage === 'warming') {
      setStage('warm');
      setOpen(true);
      return;
    }
    if (stage === 'cold') setStage('warm');
    setOpen(next);
  };
  return { open: stage === 'warming' || open, onOpenChange, popupClass: stage === 'warming' ? WARMING_CLASS : undefined };
}
