import { TextEncoder } from 'node:util';
import { create } from 'qrcode';

import { symbolOf } from '@/components/QrCode/symbol';

// The qrcode library encodes with TextEncoder, which jsdom lacks (browsers have it).
(globalThis as { TextEncoder?: unknown }).TextEncoder ??= TextEncoder;

describe('QR code symbol', () => {
  it('draws every dark module of the code as one square of an SVG path', () => {
    const { modules } = create('https://weixin.example.cn/zhiqiao', { errorCorrectionLevel: 'M' });
    const symbol = symbolOf(modules);
    expect(symbol.size).toBe(modules.size);
    let dark = 0;
    for (let i = 0; i < modules.size * modules.size; i += 1) dark += modules.data[i] ? 1 : 0;
    expect(symbol.path.match(/M/g)).toHaveLength(dark);
    // The finder pattern: the top-left module is dark, the one right of the 7-module square is light.
    expect(symbol.path.startsWith('M0 0h1v1h-1z')).toBe(true);
    expect(symbol.path).not.toContain('M7 0h1');
  });

  it('draws a different code for a different address', () => {
    const a = symbolOf(create('https://a.example.cn/', { errorCorrectionLevel: 'M' }).modules);
    const b = symbolOf(create('https://b.example.cn/other', { errorCorrectionLevel: 'M' }).modules);
    expect(a.path).not.toBe(b.path);
  });
});
