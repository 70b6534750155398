/**
 * What the site keeps in the visitor's local storage, under which key and in what shape, with a check of
 * each shape: src/lib/storage.ts drops a stored value that fails its check, so damaged storage never blocks
 * a form or crashes a page. The personal centre (/user) reads these and can clear them all.
 */
/** The visitor's WeChat openid (also in the cookie of src/config/openidCookie.ts). */
export const OPENID_STORAGE_KEY = 'openid';

export const STORAGE_KEYS = {
  openid: OPENID_STORAGE_KEY,
  /** When the stored openid expires (ms since 1970), like its cookie `openid8`. */
  openidExpires: 'openid.expires',
  /** The WeChat visitor of the last sign-in (openid, nickname, avatar), for the personal centre. */
  wechatUser: 'zq.wechatUser',
  /** First-touch campaign attribution of this visit (sessionStorage). */
  attribution: 'zq.attribution',
  /** Prefix of one form draft per form key (`zq.draft.<formKey>`: FormDraftRecord) and of the pending
   * idempotency key of a form (`zq.draft.<scope>.idempotency`: PendingKeyRecord). */
  draftPrefix: 'zq.draft.',
  /** Leads and registrations submitted from this device: SubmissionRecord[]. */
  submissions: 'zq.submissions',
  /** Saved materials: CollectRecord[]. */
  collect: 'zq.collect',
  /** Downloaded materials: DownloadRecord[]. */
  downloads: 'zq.downloads',
  /** Rights requests sent from this device (/user), with their reference numbers: RightsRequestRecord[] (src/features/visitor/rights/records.ts). */
  rightsRequests: 'zq.rightsRequests',
  /** Ids of gated materials unlocked in this browser session (sessionStorage): string[]. */
  unlocked: 'zq.unlocked',
  /** The edition last chosen with the language switch: a Locale ('zh' | 'en'). Never sent anywhere. */
  edition: 'zq.edition',
} as const;

/** The kinds of form a stored submission may come from (the form definitions' kinds). */
const SUBMISSION_KIND_LIST = ['service', 'survey', 'special', 'insight', 'activity', 'download', 'expert', 'campaign'] as const;

export interface SubmissionRecord {
  formKey: string;
  topic: string;
  /** Form title or activity title, as the visitor saw it. */
  title: string;
  kind: (typeof SUBMISSION_KIND_LIST)[number];
  submittedAt: string;
  resultPath: string;
}

export interface CollectRecord {
  id: string;
  title: string;
  kind: string;
  savedAt: string;
}

export interface DownloadRecord {
  id: string;
  title: string;
  downloadedAt: string;
}

/** Drafts and pending idempotency keys are kept at most this long on the device. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

/** What is kept of a form being filled in (never the consent box). */
export interface FormDraftRecord {
  values: Record<string, string | string[] | number | boolean | null>;
  /** When it was last saved (ISO). */
  savedAt: string;
  /** Time spent filling it in so far (ms): the anti-spam fill time goes on from here after a restore. */
  fillMs?: number;
}

/** The idempotency key of a submission not yet confirmed, and the content it identifies. */
export interface PendingKeyRecord {
  key: string;
  fingerprint: string;
  createdAt: string;
}

/* ---- shape checks (pure; src/lib/storage.ts applies them) ---- */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 500): v is string => typeof v === 'string' && v.length <= max;
/** An ISO date-time that parses (drafts and keys: their age decides whether they are kept). */
export const isTimestamp = (v: unknown): v is string => isText(v, 40) && v !== '' && !Number.isNaN(Date.parse(v));
/** The date of a record in a list: text (one that does not parse shows as 日期待定, see lib/beijingTime). */
const isDateText = (v: unknown): v is string => isText(v, 40);

const SUBMISSION_KINDS = new Set<string>(SUBMISSION_KIND_LIST);

export const isSubmissionRecord = (v: unknown): v is SubmissionRecord =>
  isObject(v) &&
  isText(v.formKey, 100) &&
  isText(v.topic) &&
  isText(v.title) &&
  isText(v.kind) &&
  SUBMISSION_KINDS.has(v.kind) &&
  isDateText(v.submittedAt) &&
  isText(v.resultPath) &&
  v.resultPath.startsWith('/');

export const isCollectRecord = (v: unknown): v is CollectRecord =>
  isObject(v) && isText(v.id, 100) && v.id !== '' && isText(v.title) && isText(v.kind, 100) && isDateText(v.savedAt);

export const isDownloadRecord = (v: unknown): v is DownloadRecord =>
  isObject(v) && isText(v.id, 100) && v.id !== '' && isText(v.title) && isDateText(v.downloadedAt);

/** A WeChat openid: letters, digits, '-' and '_' (28 characters in practice). */
export const isOpenid = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);

const isDraftValue = (v: unknown) =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  isText(v, 5000) ||
  (Array.isArray(v) && v.length <= 100 && v.every((item) => isText(item, 500)));

export const isFormDraftRecord = (v: unknown): v is FormDraftRecord =>
  isObject(v) &&
  isObject(v.values) &&
  Object.values(v.values).every(isDraftValue) &&
  isTimestamp(v.savedAt) &&
  (v.fillMs === undefined || (typeof v.fillMs === 'number' && Number.isFinite(v.fillMs) && v.fillMs >= 0));

/** Keys the form creates: a UUID or 32 hex digits. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9-]{16,64}$/;

export const isPendingKeyRecord = (v: unknown): v is PendingKeyRecord =>
  isObject(v) &&
  isText(v.key, 64) &&
  IDEMPOTENCY_KEY_RE.test(v.key) &&
  isText(v.fingerprint, 40) &&
  v.fingerprint !== '' &&
  isTimestamp(v.createdAt);

export const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((item) => isText(item, 100));
