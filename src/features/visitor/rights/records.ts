/** The rights requests sent from this device, kept so that the personal centre shows their references and due days. */
import {
  PRIVACY_REQUEST_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
} from '@/config/forms/privacyRequests';
import { STORAGE_KEYS } from '@/config/storage';
import { readList, writeJson } from '@/lib/storage';

export interface RightsRequestRecord {
  kind: PrivacyRequestKind;
  reference: string;
  sentAt: string;
  /** YYYY-MM-DD (Beijing), when the platform named the day. */
  answerBy?: string;
  /** What the platform did with it (a record kept before receipts said so has none). */
  outcome?: PrivacyRequestOutcome;
}
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v !== '' && v.length <= max;

const isRecord = (v: unknown): v is RightsRequestRecord => {
  const r = v as Partial<Record<keyof RightsRequestRecord, unknown>> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    isText(r.kind, 40) &&
    Object.hasOwn(PRIVACY_REQUEST_LABELS, r.kind) &&
    isText(r.reference, 40) &&
    isText(r.sentAt, 40) &&
    (r.answerBy === undefined || (isText(r.answerBy, 10) && /^\d{4}-\d{2}-\d{2}$/.test(r.answerBy))) &&
    (r.outcome === undefined || PRIVACY_REQUEST_OUTCOMES.includes(r.outcome as PrivacyRequestOutcome))
  );
};

export const readRightsRequests = (): RightsRequestRecord[] => readList(STORAGE_KEYS.rightsRequests, isRecord);

const MAX_RECORDS = 20;

/** Adds a confirmed request, newest first; a receipt answered again for a retry (same reference) is listed once. */
export function recordRightsRequest(record: RightsRequestRecord): RightsRequestRecord[] {
  const list = [record, ...readRightsRequests().filter((r) => r.reference !== record.reference)].slice(0, MAX_RECORDS);
  writeJson(STORAGE_KEYS.rightsRequests, list);
  return list;
}
