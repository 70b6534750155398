/** Marks Chinese typesetting keeps off the start of a line. */
const CLOSING = /^[、，。．：；！？）」』》〉】〕…,.:;!?)\]]$/u;

/**
 * A title broken into lines of at most `perLine` characters (code points) for SVG text, which does not wrap by
 * itself (report covers, activity key visuals); the last line ends with "…" when the title is longer.
 */
export function breakLines(title: string, perLine: number, maxLines: number): string[] {
  const chars = [...title.trim()];
  const lines: string[] = [];
  let i = 0;
  while (i < chars.length && lines.length < maxLines) {
    let end = Math.min(i + perLine, chars.length);
    // A line never starts with a closing mark (、，。）…): the character before it goes down with it.
    if (end < chars.length && CLOSING.test(chars[end]) && end - i > 1) end -= 1;
    lines.push(chars.slice(i, end).join(''));
    i = end;
  }
  if (i < chars.length) lines[maxLines - 1] = `${[...lines[maxLines - 1]].slice(0, perLine - 1).join('')}…`;
  return lines;
}
