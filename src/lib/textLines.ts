/**
 * A title broken into lines of at most `perLine` characters (code points) for SVG text, which does not wrap by
 * itself (report covers, activity key visuals); the last line ends with "…" when the title is longer.
 */
export function breakLines(title: string, perLine: number, maxLines: number): string[] {
  const chars = [...title.trim()];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += perLine) lines.push(chars.slice(i, i + perLine).join(''));
  if (chars.length > perLine * maxLines) lines[maxLines - 1] = `${[...lines[maxLines - 1]].slice(0, perLine - 1).join('')}…`;
  return lines;
}
