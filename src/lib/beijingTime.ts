/**
 * Dates and times as a visitor in China reads them: always Beijing time (UTC+8), whatever the
 * browser's time zone. Bad input never shows as "NaN": it gives the fallback text instead.
 * Relative imports only: the mocks import this through the lead validation rules.
 */
import { BEIJING_TIME } from '../content/ui/dates';

const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** Shown instead of a date or time that cannot be read. */
export const DATE_FALLBACK = BEIJING_TIME.fallback;

export interface BeijingParts {
  year: number;
  month: number;
  day: number;
  /** Chinese weekday character: 日, 一 … 六. */
  weekday: string;
  /** 'HH:mm'. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time value from an ISO date-time or a plain 'YYYY-MM-DD' date (read as midnight in Beijing). */
function toTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00+08:00`) : Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** Parts of a date-time as seen in Beijing; null when it cannot be read. */
export function beijingParts(value: string | null | undefined): BeijingParts | null {
  const time = toTime(value);
  if (time === null) return null;
  const d = new Date(time + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: BEIJING_TIME.weekdays[d.getUTCDay()],
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

const sameDay = (a: BeijingParts, b: BeijingParts) => a.year === b.year && a.month === b.month && a.day === b.day;

/** '2026年11月12日'. */
export function formatDate(value: string | null | undefined, fallback: string = DATE_FALLBACK): string {
  const p = beijingParts(value);
  return p ? BEIJING_TIME.date(p) : fallback;
}

/** '2026-11-12 14:05'; '' when it cannot be read (a record's time is then simply left out). */
export function formatDateTime(value: string | null | undefined): string {
  const p = beijingParts(value);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${p.time}` : '';
}

/** '2026年12月10日（周四）13:30–17:30'; a second date is named when it ends another day. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const s = beijingParts(startIso);
  const e = beijingParts(endIso);
  if (!s) return DATE_FALLBACK;
  const start = BEIJING_TIME.start(s);
  if (!e) return start;
  return `${start}–${sameDay(s, e) ? e.time : BEIJING_TIME.otherDayEnd(e)}`;
}

/** Only the hours when both ends fall on the same day ('19:00–20:30'), else the full range. */
export function formatClockRange(startIso: string, endIso: string): string {
  const s = beijingParts(startIso);
  const e = beijingParts(endIso);
  return s && e && sameDay(s, e) ? `${s.time}–${e.time}` : formatTimeRange(startIso, endIso);
}

/** Today in Beijing as 'YYYY-MM-DD', shifted by `days`. */
export function beijingDay(now: number, days = 0): string {
  return new Date(now + BEIJING_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar date 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
