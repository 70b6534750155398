/** Dates in Beijing time and the language data of src/lib/; relative imports only: .umirc.ts and mock/ read it outside the app's aliases. */

/** src/lib/beijingTime.ts. */
export const BEIJING_TIME = {
  /** Language data, not words: the weekday characters by getUTCDay() (Sunday first), read after 周. */
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  /** Shown instead of a date or time that cannot be read. */
  fallback: '日期待定',
  date: (p: { year: number; month: number; day: number }) => `${p.year}年${p.month}月${p.day}日`,
  /** The start of a time range, with its weekday and time. */
  start: (p: { year: number; month: number; day: number; weekday: string; time: string }) =>
    `${p.year}年${p.month}月${p.day}日（周${p.weekday}）${p.time}`,
  /** The end of a range that ends another day. */
  otherDayEnd: (p: { month: number; day: number; time: string }) => `${p.month}月${p.day}日 ${p.time}`,
};

/** src/lib/text.ts. Language data, not words: the marks Chinese text breaks after. */
export const TEXT_MARKS = {
  /** Clause marks: a heading may break after each. */
  clause: '，、：；。！？',
  /** Sentence ends. */
  sentenceEnd: '。！？',
};

/** src/lib/industry.ts. */
export const INDUSTRY_NAME = {
  /** Content that spans industries. */
  general: '综合',
};
