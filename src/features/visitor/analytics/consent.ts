/**
 * The visitor's answer to the analytics question, kept on this device in one localStorage key
 * (`ANALYTICS_CONSENT_KEY`): not asked yet (no valid entry), yes or no. Nothing of the analytics SDK runs until it is
 * yes (start.ts). The bar and /user's choice change it through `answerAnalytics`; start.ts, the bar and the choice hear
 * the change at once (`onAnalyticsConsent`), in this tab and in the device's other tabs of the site.
 *
 * Earlier versions kept only an opt-out ('1' under `ANALYTICS_OFF_KEY`): it reads as no, and is removed.
 * A yes given to other words than today's (`ANALYTICS_CONSENT_VERSION`) is asked again; a no stays a no.
 * Where storage keeps nothing (private mode, storage turned off), the answer holds for the page until it is reloaded.
 */
import { ANALYTICS_CONSENT_KEY, ANALYTICS_OFF_KEY } from '@/config/visitor';
import { ANALYTICS_CONSENT_VERSION } from '@/content/analyticsConsentVersion';
import { readText, readValid, removeStorage, writeJson } from '@/lib/storage';

export type AnalyticsAnswer = 'yes' | 'no';
export type AnalyticsConsent = AnalyticsAnswer | 'unasked';

/** The stored answer: which, to which words, and when. */
export interface StoredAnalyticsConsent {
  choice: AnalyticsAnswer;
  /** `ANALYTICS_CONSENT_VERSION` of the words answered. */
  version: string;
  /** When (ISO 8601). */
  at: string;
}

const isStoredConsent = (value: unknown): value is StoredAnalyticsConsent => {
  const v = value as Partial<StoredAnalyticsConsent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.choice === 'yes' || v.choice === 'no') &&
    typeof v.version === 'string' &&
    typeof v.at === 'string'
  );
};

/** What is stored for an answer given now (also what the browser tests preset a device with). */
export const storedConsent = (choice: AnalyticsAnswer, at: Date = new Date()): StoredAnalyticsConsent => ({
  choice,
  version: ANALYTICS_CONSENT_VERSION,
  at: at.toISOString(),
});

/** This page's answer where storage could not keep it. */
let answeredHere: AnalyticsAnswer | null = null;

/** The old opt-out, once: it becomes the answer no. */
function migrateOptOut() {
  if (readText(ANALYTICS_OFF_KEY, (t) => t === '1') === null) return;
  writeJson(ANALYTICS_CONSENT_KEY, storedConsent('no'));
  removeStorage(ANALYTICS_OFF_KEY);
}

/** The answer on this device now. */
export function readAnalyticsConsent(): AnalyticsConsent {
  migrateOptOut();
  const stored = readValid(ANALYTICS_CONSENT_KEY, isStoredConsent, null);
  if (stored?.choice === 'no') return 'no';
  if (stored?.choice === 'yes') return stored.version === ANALYTICS_CONSENT_VERSION ? 'yes' : 'unasked';
  return answeredHere ?? 'unasked';
}

/** Whether the analytics SDK may run and send: the visitor said yes. */
export const analyticsAllowed = () => readAnalyticsConsent() === 'yes';

type Listener = (consent: AnalyticsConsent) => void;
const listeners = new Set<Listener>();
const tell = () => {
  const consent = readAnalyticsConsent();
  for (const listener of [...listeners]) listener(consent);
};
const onStorage = (event: StorageEvent) => {
  if (event.key === ANALYTICS_CONSENT_KEY || event.key === null) tell();
};

/** Hears every change of the answer (here or in another tab); returns the way to stop. */
export function onAnalyticsConsent(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Everything the site keeps on this device is cleared (/user): the answer goes too, and the question is asked again. */
export function forgetAnalyticsAnswer(): void {
  answeredHere = null;
  removeStorage(ANALYTICS_CONSENT_KEY);
  removeStorage(ANALYTICS_OFF_KEY);
  tell();
}

/** The visitor answers (the bar, or /user): kept on the device, and heard at once. */
export function answerAnalytics(choice: AnalyticsAnswer): void {
  answeredHere = writeJson(ANALYTICS_CONSENT_KEY, storedConsent(choice)) ? null : choice;
  removeStorage(ANALYTICS_OFF_KEY);
  tell();
}
