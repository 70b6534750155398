import { useSyncExternalStore } from 'react';

import { DRAFT_MAX_AGE_MS } from '@/config/storage';
import { formatDateTime } from '@/lib/beijingTime';

import type { loadDraft } from '../draft';
import { useLeadEdition } from '../edition';

/**
 * Whether a draft of the form is kept on the device. Its own store, read by `DraftInfo` alone: the first save while
 * the visitor types turns it on, and as a state of the form it would render the whole form again inside the typing.
 */
export interface KeptFlag {
  get: () => boolean;
  set: (kept: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createKeptFlag(): KeptFlag {
  let kept = false;
  const listeners = new Set<() => void>();
  return {
    get: () => kept,
    set(next) {
      if (next === kept) return;
      kept = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const notKept = () => false;
const DRAFT_MAX_AGE_DAYS = Math.round(DRAFT_MAX_AGE_MS / 86_400_000);

interface DraftInfoProps {
  kept: KeptFlag;
  /** The draft put back into the fields when the form came alive, if any. */
  restored: ReturnType<typeof loadDraft>;
  onClear: () => void;
}

/** Above the fields: the restored draft's date, how long a draft is kept, and the button that clears it (enabled while one is kept). */
export default function DraftInfo({ kept, restored, onClear }: DraftInfoProps) {
  const { engine: LEAD_FORM_ENGINE } = useLeadEdition();
  const isKept = useSyncExternalStore(kept.subscribe, kept.get, notKept);
  return (
    <div className="lead-form__draft" data-testid="draft-info">
      {restored && (
        <span role="status" data-testid="draft-notice">
          {LEAD_FORM_ENGINE.draftRestored(formatDateTime(restored.savedAt))}
        </span>
      )}
      <span>{LEAD_FORM_ENGINE.draftKept(DRAFT_MAX_AGE_DAYS)}</span>
      <button type="button" className="link-button lead-form__link-button" onClick={onClear} disabled={!isKept}>
        {LEAD_FORM_ENGINE.clearDraft}
      </button>
    </div>
  );
}
