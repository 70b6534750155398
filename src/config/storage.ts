/**
 * What the site keeps in the visitor's local storage, under which key and in what shape.
 * The personal centre (/user) reads these and can clear them all.
 */
import { OPENID_STORAGE_KEY } from './site';

export const STORAGE_KEYS = {
  openid: OPENID_STORAGE_KEY,
  /** When the stored openid expires (ms since 1970), like its cookie `openid8`. */
  openidExpires: 'openid.expires',
  /** The WeChat visitor of the last sign-in (openid, nickname, avatar), for the personal centre. */
  wechatUser: 'zq.wechatUser',
  /** First-touch campaign attribution of this visit (sessionStorage). */
  attribution: 'zq.attribution',
  /** Prefix of one form draft per form key: `zq.draft.<formKey>`. */
  draftPrefix: 'zq.draft.',
  /** Leads and registrations submitted from this device: SubmissionRecord[]. */
  submissions: 'zq.submissions',
  /** Saved materials: CollectRecord[]. */
  collect: 'zq.collect',
  /** Downloaded materials: DownloadRecord[]. */
  downloads: 'zq.downloads',
  /** Ids of gated materials unlocked in this browser session (sessionStorage): string[]. */
  unlocked: 'zq.unlocked',
} as const;

export interface SubmissionRecord {
  formKey: string;
  topic: string;
  /** Form title or activity title, as the visitor saw it. */
  title: string;
  kind: 'service' | 'survey' | 'special' | 'insight' | 'activity' | 'download';
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
