/**
 * Draws public/og-image.png, the picture of a link preview (Open Graph; WeChat, DingTalk): our own mark and words on
 * the brand colours of src/styles/tokens.ts, 1200 × 630. Run after a change of name, slogan or palette (needs
 * ImageMagick and Noto Sans CJK: apt-get install imagemagick fonts-noto-cjk):
 *   node scripts/run-ts.cjs scripts/shareImage.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FIRM } from '../src/content/firm';
import { palette } from '../src/styles/tokens';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${palette['brand-dark']}"/>
  <rect x="770" width="430" height="630" fill="${palette.brand}" fill-opacity="0.55"/>
  <g fill="none" stroke="${palette['brand-light']}" stroke-opacity="0.35" stroke-width="2">
    <circle cx="990" cy="300" r="190" stroke-dasharray="6 12"/><circle cx="990" cy="300" r="115"/>
  </g>
  <g stroke="${palette['brand-light']}" stroke-width="3" stroke-opacity="0.7">
    <line x1="990" y1="300" x2="870" y2="160"/><line x1="990" y1="300" x2="1130" y2="175"/><line x1="990" y1="300" x2="1135" y2="420"/><line x1="990" y1="300" x2="860" y2="445"/>
  </g>
  <g fill="${palette.white}"><circle cx="870" cy="160" r="22"/><circle cx="1130" cy="175" r="22"/><circle cx="1135" cy="420" r="22"/><circle cx="860" cy="445" r="22"/></g>
  <circle cx="990" cy="300" r="60" fill="${palette.accent}"/>
  <path d="M960 306l22 20 40-46" stroke="${palette.white}" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="96" y="110" width="96" height="96" rx="22" fill="${palette.white}"/>
  <path d="M117 180V150m54 30V150M117 156c9-15 45-15 54 0" stroke="${palette.brand}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <circle cx="144" cy="170" r="6.5" fill="${palette.accent}"/>
  <text x="216" y="182" font-family="Noto Sans CJK SC" font-size="64" font-weight="700" fill="${palette.white}">${FIRM.name}</text>
  <text x="96" y="330" font-family="Noto Sans CJK SC" font-size="46" font-weight="700" fill="${palette.white}">${FIRM.slogan}</text>
  <text x="96" y="410" font-family="Noto Sans CJK SC" font-size="30" fill="${palette['brand-pale']}">专家访谈 · 定制洞察 · 行业研究 · 企业培训</text>
  <text x="96" y="540" font-family="Noto Sans CJK SC" font-size="26" fill="${palette['brand-light']}">${FIRM.phone}</text>
</svg>`;

const dir = mkdtempSync(join(tmpdir(), 'zq-og-'));
writeFileSync(join(dir, 'og.svg'), svg);
const out = join(__dirname, '..', 'public', 'og-image.png');
execFileSync('convert', ['-density', '96', join(dir, 'og.svg'), '-strip', '-depth', '8', out]);
console.log(`wrote ${out}`);
