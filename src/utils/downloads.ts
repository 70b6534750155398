/** Download records (local storage `downloads`), the per-material unlock of gated files, and form checks. */
import { STORAGE_KEYS, type DownloadRecord } from '@/config/storage';
import { readJson, writeJson } from './storage';

/** Most records kept; older ones drop off. */
export const DOWNLOAD_HISTORY_LIMIT = 50;

export function readDownloads(): DownloadRecord[] {
  const raw = readJson<unknown>(STORAGE_KEYS.downloads, []);
  return Array.isArray(raw) ? (raw as DownloadRecord[]) : [];
}

/** Records one download (every download counts; the personal centre lists them newest first). */
export function recordDownload(item: { id: string; title: string }, now: Date = new Date()): DownloadRecord[] {
  const next = [{ id: item.id, title: item.title, downloadedAt: now.toISOString() }, ...readDownloads()].slice(0, DOWNLOAD_HISTORY_LIMIT);
  writeJson(STORAGE_KEYS.downloads, next);
  return next;
}

/* ---- gated materials unlocked in this browser session (sessionStorage) ---- */

const readUnlocked = (): string[] => {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.unlocked) ?? '[]');
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export const isUnlocked = (id: string): boolean => readUnlocked().includes(id);

export function markUnlocked(id: string): void {
  try {
    const list = readUnlocked();
    if (!list.includes(id)) window.sessionStorage.setItem(STORAGE_KEYS.unlocked, JSON.stringify([...list, id]));
  } catch {
    /* storage unavailable: the gate shows again next time */
  }
}

/* ---- checks of the download forms (gate, send by email), in Chinese ---- */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Mailbox providers that are not a work address. */
const PERSONAL_MAIL_DOMAINS = ['qq.com', '163.com', '126.com', 'sina.com', 'sohu.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'foxmail.com', 'aliyun.com', '139.com'];

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return '请填写邮箱';
  if (!EMAIL.test(v)) return '邮箱格式不正确，请检查后重试';
  return undefined;
}

export function workEmailError(value: string): string | undefined {
  const basic = emailError(value);
  if (basic) return basic.replace('请填写邮箱', '请填写工作邮箱');
  const domain = value.trim().split('@')[1].toLowerCase();
  return PERSONAL_MAIL_DOMAINS.includes(domain) ? '请使用工作邮箱（企业域名邮箱），以便我们确认机构信息' : undefined;
}

export function nameError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return '请填写姓名';
  if (Array.from(v).length > 30) return '姓名不能超过 30 个字';
  return undefined;
}

export const CONSENT_ERROR = '请阅读并同意《个人信息保护说明》';

export interface GateValues {
  name: string;
  email: string;
  consent: boolean;
}

export type GateErrors = Partial<Record<keyof GateValues, string>>;

/** Errors of the download gate's form; an empty object when it may be submitted. */
export function validateGate(values: GateValues): GateErrors {
  const errors: GateErrors = {};
  const name = nameError(values.name);
  const email = workEmailError(values.email);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (!values.consent) errors.consent = CONSENT_ERROR;
  return errors;
}
