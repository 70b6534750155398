/**
 * SVG to PNG with resvg (@resvg/resvg-js), off the main thread: the project's own font only (font.ts), no system
 * font, so every machine draws the same picture. The size is the SVG's own (compose.ts gives each its pixel size).
 */
import { renderAsync } from '@resvg/resvg-js';

import { FONT_FAMILY, FONT_FILE } from './font';

export async function drawPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  return image.asPng();
}
