/**
 * The firm's own pictures, for pages without an item of their own (BRAND_PICTURES): the square of the WeChat card
 * (share/zhiqiao-share.png) and the Open Graph picture (og-image.png). The mark of the site's header, the firm's name
 * and slogan on the brand colours; drawn by the same pipeline as every item's pictures.
 */
import { FIRM } from '../../src/content/firm';
import { palette } from '../../src/styles/tokens';
import { placeArt } from './compose';
import { paintStyle } from './paint';
import type { Art } from './subjects';

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand}"/><stop offset="1" stop-color="${palette['brand-dark']}"/></linearGradient></defs>`;

const text = (x: number, y: number, size: number, fill: string, content: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${content}</text>`;

export function brandSquare(logo: Art): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">`,
    paintStyle(palette.brand),
    gradient,
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<circle cx="344" cy="56" r="120" fill="${palette.white}" opacity="0.06"/>`,
    `<circle cx="48" cy="376" r="96" fill="${palette.white}" opacity="0.05"/>`,
    `<rect x="125" y="62" width="150" height="150" rx="36" fill="${palette.white}" opacity="0.14"/>`,
    placeArt(logo, { x: 140, y: 77, width: 120, height: 120 }),
    text(200, 282, 56, palette.white, FIRM.name, 'middle'),
    text(200, 332, 21, palette['brand-pale'], FIRM.slogan, 'middle'),
    `</svg>`,
  ].join('');
}

export function brandWide(logo: Art): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    paintStyle(palette.brand),
    `<rect width="1200" height="630" fill="${palette['brand-dark']}"/>`,
    `<rect x="770" width="430" height="630" fill="${palette.brand}" fill-opacity="0.55"/>`,
    `<g fill="none" stroke="${palette['brand-light']}" stroke-opacity="0.35" stroke-width="2">`,
    `<circle cx="990" cy="300" r="190" stroke-dasharray="6 12"/><circle cx="990" cy="300" r="115"/></g>`,
    `<g stroke="${palette['brand-light']}" stroke-width="3" stroke-opacity="0.7">`,
    `<line x1="990" y1="300" x2="870" y2="160"/><line x1="990" y1="300" x2="1130" y2="175"/>`,
    `<line x1="990" y1="300" x2="1135" y2="420"/><line x1="990" y1="300" x2="860" y2="445"/></g>`,
    `<g fill="${palette.white}"><circle cx="870" cy="160" r="22"/><circle cx="1130" cy="175" r="22"/>`,
    `<circle cx="1135" cy="420" r="22"/><circle cx="860" cy="445" r="22"/></g>`,
    `<circle cx="990" cy="300" r="60" fill="${palette.accent}"/>`,
    `<path d="M960 306l22 20 40-46" stroke="${palette.white}" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    placeArt(logo, { x: 96, y: 110, width: 96, height: 96 }),
    text(216, 182, 64, palette.white, FIRM.name),
    text(96, 330, 46, palette.white, FIRM.slogan),
    text(96, 410, 30, palette['brand-pale'], '专家访谈 · 定制洞察 · 行业研究 · 企业培训'),
    text(96, 540, 26, palette['brand-light'], FIRM.phone),
    `</svg>`,
  ].join('');
}
