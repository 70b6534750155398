/**
 * The paints of the illustrations as a stylesheet inside a picture: the app's SVG art paints with the classes of
 * src/global.css (`fill-brand`, `stroke-white`, `stop-brand`; `fill-tone` reads the industry's `--tone`), which read
 * custom properties the renderer does not know. Here each class gets the token's value itself (src/styles/tokens.ts),
 * and the tone the subject's colour.
 */
import { palette } from '../../src/styles/tokens';
import { FONT_FAMILY } from './font';

/** The `<style>` of a picture whose industry colour is `tone`. */
export function paintStyle(tone: string): string {
  const colours: [string, string][] = [...Object.entries(palette), ['tone', tone]];
  const rules = colours.flatMap(([name, value]) => [
    `.fill-${name}{fill:${value}}`,
    `.stroke-${name}{stroke:${value}}`,
    `.stop-${name}{stop-color:${value}}`,
  ]);
  return `<style>text{font-family:'${FONT_FAMILY}'}${rules.join('')}</style>`;
}
