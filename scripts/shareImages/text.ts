/**
 * Lines of text for SVG, which does not wrap: a title broken to a width with the font's own advances, Chinese
 * punctuation kept off the start of a line, Latin words and numbers kept whole where they fit, and "…" where the text
 * does not fit in its lines.
 */
import { advance } from './font';

/** Punctuation that never starts a line (it goes down with the character before it). */
const CLOSING = new Set('，。、；：！？）》」』】〉”’…·%,.;:!?)]}');

/** Width of a text in ems. */
export const widthOf = (text: string) => [...text].reduce((sum, c) => sum + advance(c), 0);

/** The pieces a line may break between: a run of Latin letters and digits, or one other character. */
const pieces = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9.\-+/%]*|[\s\S]/gu) ?? [];

/** One line cut to `width` ems, ending in "…". */
function ellipsize(line: string, width: number): string {
  let chars = [...line.trimEnd()];
  while (chars.length && widthOf(`${chars.join('')}…`) > width) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Like wrapText, with the lines made about as long as each other (no single character left alone on the last line).
 */
export function balancedLines(text: string, width: number, maxLines: number): string[] {
  const lines = wrapText(text, width, maxLines);
  if (lines.length < 2 || lines[lines.length - 1].endsWith('…')) return lines;
  let best = lines;
  for (let narrower = width - 0.5; narrower > width / 2; narrower -= 0.5) {
    const tried = wrapText(text, narrower, maxLines);
    if (tried.length !== lines.length || tried[tried.length - 1].endsWith('…')) break;
    best = tried;
  }
  return best;
}

/**
 * `text` broken into at most `maxLines` lines of at most `width` ems (the font size is one em). The last line ends in
 * "…" when the text is longer.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  // A word longer than a line goes character by character.
  const queue = pieces(text.replace(/\s+/g, ' ').trim()).flatMap((piece) => (widthOf(piece) > width ? [...piece] : [piece]));
  const lines: string[] = [];
  let line: string[] = [];
  for (const piece of queue) {
    if (!line.length || widthOf(line.join('') + piece) <= width) {
      line.push(piece);
      continue;
    }
    // A closing mark that does not fit takes the piece before it to the next line, so no line starts with it.
    const carried = [piece];
    while (CLOSING.has(carried[0]) && line.length > 1) carried.unshift(line.pop() as string);
    lines.push(line.join('').trimEnd());
    if (lines.length === maxLines) {
      lines[maxLines - 1] = ellipsize(lines[maxLines - 1], width);
      return lines;
    }
    line = carried[0] === ' ' ? carried.slice(1) : carried;
  }
  if (line.join('').trim()) lines.push(line.join('').trimEnd());
  return lines;
}
