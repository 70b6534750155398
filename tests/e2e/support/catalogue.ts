/** Patterns made from the catalogue's words, for a check that must accept more than one of them or a template's filled slots. */

/** A text as a pattern that matches exactly that text. */
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching any one of the words. */
export const anyOf = (...words: readonly string[]) => new RegExp(words.map(escapeRe).join('|'));

/**
 * A pattern matching a template's words with any text in its first `slots` slots (one or more characters each, or what
 * `slot` matches); the template is called with marks in those slots, so it must only place them in its words.
 */
export const templateRe = (fill: (...slots: never[]) => string, slots = 1, slot = '.+?') => {
  const marks = Array.from({ length: slots }, (_, i) => String.fromCharCode(0xe000 + i));
  const words = escapeRe((fill as (...marks: string[]) => string)(...marks));
  return new RegExp(marks.reduce((pattern, mark) => pattern.split(mark).join(slot), words));
};
