/** How an activity is presented: its format and status texts, places, and its call to action. */
import type * as API from '@/api';
import { activityFormPath, activityReplayFormPath } from '@/config/itemPaths';
import { ACTIVITY_VIEW } from '@/content/ui/activities';

type ActivityLike = Pick<API.Activity, 'id' | 'status' | 'quota' | 'registered' | 'replayAvailable'>;

export const ACTIVITY_STATUS_TEXT: Record<API.ActivityStatus, string> = ACTIVITY_VIEW.status;

export const ACTIVITY_FORMAT_TEXT: Record<API.ActivityFormat, string> = ACTIVITY_VIEW.format;

/** Places still free (never negative). */
export const placesLeft = (a: Pick<API.Activity, 'quota' | 'registered'>) => Math.max(0, a.quota - a.registered);

/** Whether a visitor may register now. */
export const isRegistrable = (a: Pick<API.Activity, 'status' | 'quota' | 'registered'>) => a.status === 'open' && placesLeft(a) > 0;

export type ActivityCta =
  { kind: 'register'; label: string; path: string } | { kind: 'replay'; label: string; path: string } | { kind: 'none'; label: string };

/** Registration when open with places left, replay when held with a recording, else a plain status. */
export function activityCta(a: ActivityLike): ActivityCta {
  if (isRegistrable(a)) return { kind: 'register', label: ACTIVITY_VIEW.cta.register, path: activityFormPath(a.id) };
  if (a.status === 'past') {
    return a.replayAvailable
      ? { kind: 'replay', label: ACTIVITY_VIEW.cta.replay, path: activityReplayFormPath(a.id) }
      : { kind: 'none', label: ACTIVITY_VIEW.cta.noReplay };
  }
  if (a.status === 'open' || a.status === 'full') return { kind: 'none', label: ACTIVITY_VIEW.cta.full };
  if (a.status === 'closed') return { kind: 'none', label: ACTIVITY_VIEW.cta.closed };
  return { kind: 'none', label: ACTIVITY_VIEW.cta.notYetOpen };
}

/** Status badge text; an open activity without places reads as full. */
export function activityStatusText(a: ActivityLike): string {
  if (a.status === 'open' && placesLeft(a) === 0) return ACTIVITY_STATUS_TEXT.full;
  if (a.status === 'past' && a.replayAvailable) return ACTIVITY_VIEW.pastWithReplay;
  return ACTIVITY_STATUS_TEXT[a.status];
}

/** Tone of the status badge. */
export function activityStatusTone(a: ActivityLike): 'open' | 'soon' | 'muted' {
  if (isRegistrable(a)) return 'open';
  if (a.status === 'upcoming') return 'soon';
  return 'muted';
}

/**
 * Places left, only while registration is open (a closed, full, past or not yet open activity shows none, so its
 * status never stands beside a count of free places); null otherwise.
 */
export const placesText = (a: Pick<API.Activity, 'quota' | 'registered' | 'status'>): string | null =>
  isRegistrable(a) ? ACTIVITY_VIEW.places.left(placesLeft(a), a.quota) : null;

/** An activity's facts with the places while registration is open. */
export const placesFact = (a: Pick<API.Activity, 'quota' | 'registered' | 'status'>): { label: string; value: string }[] => {
  const text = placesText(a);
  return text ? [{ label: ACTIVITY_VIEW.places.label, value: text }] : [];
};
