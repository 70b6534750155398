import type * as API from '@/api';

/** Reading time of an article: Chinese is read at about 400 characters a minute. */
export const CHARS_PER_MINUTE = 400;

/** Characters a reader reads (whitespace left out). */
export const countReadableChars = (texts: readonly string[]) => texts.reduce((n, t) => n + t.replace(/\s+/g, '').length, 0);

/** Whole minutes, at least one. */
export const readingMinutes = (texts: readonly string[]) => Math.max(1, Math.ceil(countReadableChars(texts) / CHARS_PER_MINUTE));

/** Every text of an insight a reader goes through: summary, headings, paragraphs, callouts and lists. */
export const insightTexts = (insight: Pick<API.Insight, 'summary' | 'sections'>): string[] => [
  insight.summary,
  ...insight.sections.flatMap((s) => [
    s.heading,
    ...s.paragraphs,
    ...(s.figure ? [s.figure.value, s.figure.label] : []),
    ...(s.bullets ?? []),
  ]),
];
