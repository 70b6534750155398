import { TEXT_MARKS } from '../content/ui/dates';

/** Text from the address or a server, made safe to echo on a page: at most `max` characters, an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** Longest query text a page repeats back (a search word, a tag). */
export const ECHO_MAX = 40;

/** A Chinese sentence cut after each clause mark (，、：；。！？), the marks kept: the units a heading may break between. */
const CLAUSE_RE = new RegExp(`[^${TEXT_MARKS.clause}]+[${TEXT_MARKS.clause}]*|[${TEXT_MARKS.clause}]+`, 'gu');
export function clauses(text: string): string[] {
  return text.match(CLAUSE_RE) ?? [];
}

const SENTENCE_END_RE = new RegExp(`(?<=[${TEXT_MARKS.sentenceEnd}])`);

/** The first sentence of a text, for a summary where an item has none of its own. */
export const firstSentence = (text = '') => text.split(SENTENCE_END_RE)[0] ?? '';
