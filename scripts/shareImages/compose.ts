/**
 * The two pictures of a subject as SVG, on the design tokens' colours (src/styles/tokens.ts):
 *   square (400 x 400, WeChat's card thumbnail): the art on a light band, the title large under it, the firm below;
 *   wide (1200 x 630, Open Graph): the firm, the kicker, the title and a line of facts on the left, the art on the right.
 * The title is what a reader must recognise in a chat: as large as three lines allow.
 */
import type { KeyFigure } from '@/kinds/define';

import { PICTURE_SIZES, type PictureShape } from '../../src/config/sharePictures';
import { FIRM } from '../../src/content/firm';
import { palette } from '../../src/styles/tokens';
import { paintStyle } from './paint';
import type { Art, Subject } from './subjects';
import { balancedLines, widthOf, wrapText } from './text';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines of text from a first baseline. */
function textLines(lines: string[], at: { x: number; y: number; size: number; leading: number; fill: string; anchor?: string }) {
  const anchor = at.anchor ? ` text-anchor="${at.anchor}"` : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${at.x}" y="${at.y + i * at.leading}" font-size="${at.size}" fill="${at.fill}"${anchor}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A piece of art fitted into a box, centred, its proportions kept; a small icon is not blown up past `maxScale`. */
export function placeArt(art: Art, box: Box, maxScale = Number.POSITIVE_INFINITY): string {
  const scale = Math.min(box.width / art.width, box.height / art.height, maxScale);
  const width = art.width * scale;
  const height = art.height * scale;
  const x = box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${art.width} ${art.height}">${art.svg}</svg>`;
}

/** A key figure as a card in the industry's colour: the number large, what it measures under it. */
function figureCard(figure: KeyFigure, box: Box, tone: string): string {
  const pad = box.width * 0.08;
  const labelSize = Math.min(box.height * 0.11, 30);
  const label = wrapText(figure.label, (box.width - 2 * pad) / labelSize, 2);
  const valueSize = Math.min(box.height * 0.4, (box.width - 2 * pad) / Math.max(widthOf(figure.value), 1));
  const cx = box.x + box.width / 2;
  // The number and its label, centred as one block.
  const block = valueSize * 0.75 + labelSize * (0.8 + 1.35 * label.length);
  const valueY = box.y + (box.height - block) / 2 + valueSize * 0.75;
  const radius = Math.min(box.width, box.height) * 0.08;
  return [
    `<clipPath id="figure-card"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${radius}"/></clipPath>`,
    `<g clip-path="url(#figure-card)">`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${tone}"/>`,
    `<rect x="${box.x}" y="${box.y + box.height * 0.94}" width="${box.width}" height="${box.height * 0.06}" fill="${palette.accent}"/>`,
    `</g>`,
    textLines([figure.value], { x: cx, y: valueY, size: valueSize, leading: 0, fill: palette.white, anchor: 'middle' }),
    textLines(label, {
      x: cx,
      y: valueY + labelSize * 2.1,
      size: labelSize,
      leading: labelSize * 1.35,
      fill: palette['brand-pale'],
      anchor: 'middle',
    }),
  ].join('');
}

/** The subject's art in a box: its illustration, or its key figure drawn as a card. */
function artIn(subject: Subject, box: Box): string {
  if ('figure' in subject.art) {
    const width = Math.min(box.width, box.height * 1.6);
    const height = Math.min(box.height, width * 0.8);
    const card = { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
    return figureCard(subject.art.figure, card, subject.tone);
  }
  // An icon (a service's, the firm's mark) stays a comfortable size; a picture fills its box.
  const icon = subject.art.width <= 48;
  return placeArt(subject.art, box, icon ? (box.height * 0.8) / subject.art.height : Number.POSITIVE_INFINITY);
}

const frame = (shape: PictureShape, tone: string, body: string[]) => {
  const { width, height } = PICTURE_SIZES[shape];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${paintStyle(tone)}${body.join('')}</svg>`
  );
};

/** The firm's mark and name (in the picture's language), `size` px high, from a top-left corner. */
function firmLine(logo: Art, x: number, y: number, size: number, fill: string, name: string = FIRM.name): string {
  return (
    placeArt(logo, { x, y, width: size, height: size }) +
    textLines([name], { x: x + size * 1.3, y: y + size * 0.78, size: size * 0.62, leading: 0, fill })
  );
}

export function composeSquare(subject: Subject, logo: Art): string {
  const band = 184;
  const size = 38;
  const title = balancedLines(subject.title, 352 / size, 3);
  return frame('square', subject.tone, [
    `<rect width="400" height="400" fill="${palette.white}"/>`,
    `<rect width="400" height="${band}" fill="${palette['brand-soft']}"/>`,
    artIn(subject, { x: 24, y: 20, width: 352, height: band - 40 }),
    `<rect y="${band}" width="400" height="6" fill="${subject.tone}"/>`,
    textLines(title, { x: 24, y: band + 6 + 14 + size, size, leading: 46, fill: palette.ink }),
    firmLine(logo, 24, 362, 22, palette.muted, subject.firmName),
    textLines(wrapText(subject.kicker, (352 - 120) / 16, 1), { x: 376, y: 379, size: 16, leading: 0, fill: subject.tone, anchor: 'end' }),
  ]);
}

export function composeWide(subject: Subject, logo: Art): string {
  const left = 72;
  const column = 560;
  const size = 58;
  const title = balancedLines(subject.title, column / size, 3);
  return frame('wide', subject.tone, [
    `<rect width="1200" height="630" fill="${palette.white}"/>`,
    `<rect x="700" width="500" height="630" fill="${palette['brand-soft']}"/>`,
    `<circle cx="1160" cy="40" r="150" fill="${subject.tone}" opacity="0.08"/>`,
    `<rect width="14" height="630" fill="${subject.tone}"/>`,
    artIn(subject, { x: 750, y: 90, width: 400, height: 450 }),
    firmLine(logo, left, 60, 52, palette.brand, subject.firmName),
    textLines(wrapText(subject.kicker, column / 28, 1), { x: left, y: 214, size: 28, leading: 0, fill: subject.tone }),
    `<rect x="${left}" y="236" width="64" height="6" rx="3" fill="${palette.accent}"/>`,
    textLines(title, { x: left, y: 318, size, leading: 76, fill: palette.ink }),
    textLines(wrapText(subject.meta, column / 26, 1), { x: left, y: 572, size: 26, leading: 0, fill: palette.muted }),
  ]);
}
