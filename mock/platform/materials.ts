import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { RECEIVER_EMAIL } from '../../src/config/forms/fields';
import { CONSENT_MESSAGE, validateField } from '../../src/features/leads/validation';
import { MATERIALS } from '../data/materials';
import { badRequest, firstProblem, routes, textProblem, unknownFieldsProblem } from './guard';

const NOT_FOUND = { success: false, errorCode: 'NOT_FOUND', errorMessage: '资料不存在或已下线', showType: 0 } as const;

/** Why a body is not a send request (a Chinese message), or null. Consent is checked with the answer, like a lead's. */
export const sendBodyProblem = (body: Record<string, unknown>): string | null =>
  firstProblem(
    unknownFieldsProblem(body, ['id', 'email', 'consent']),
    textProblem('id', body.id, { max: 64, min: 1 }),
    textProblem('email', body.email, { max: 200 }),
    body.consent === undefined || typeof body.consent === 'boolean' ? null : '字段“consent”必须是布尔值',
  );

export function sendMaterial(body: Partial<API.MaterialSendBody>): API.ResponseStructure<{ accepted: boolean }> {
  if (!MATERIALS.some((m) => m.id === body.id)) return { ...NOT_FOUND };
  const emailProblem = validateField(RECEIVER_EMAIL, body.email ?? '');
  if (emailProblem) return { success: false, errorCode: 'INVALID_EMAIL', errorMessage: emailProblem, showType: 0 };
  // The address is personal data: it is used only with the visitor's consent, as for a lead.
  if (body.consent !== true) return { success: false, errorCode: 'VALIDATION', errorMessage: CONSENT_MESSAGE, showType: 0 };
  return { success: true, data: { accepted: true } };
}

/* ---- a small sample PDF: one A4 page, Chinese through the standard STSong-Light CID font (no embedding) ---- */

const ucs2Hex = (text: string) =>
  `<${Array.from(text)
    .map((ch) => (ch.codePointAt(0)! > 0xffff ? '003F' : ch.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()))
    .join('')}>`;

const wrap = (text: string, width: number): string[] => {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += width) lines.push(chars.slice(i, i + width).join(''));
  return lines;
};

const TYPE_TEXT: Record<API.MaterialType, string> = {
  report: '研究报告',
  whitepaper: '白皮书',
  brochure: '服务手册',
  'case-study': '案例集',
};

/** The bytes of a one-page PDF presenting the material, labelled as a sample. */
export function samplePdf(m: API.Material): Buffer {
  const lines: { size: number; text: string; gap: number }[] = [
    { size: 11, text: `知桥咨询 · ${TYPE_TEXT[m.type]} · 样例文件`, gap: 0 },
    ...wrap(m.title, 26).map((text, i) => ({ size: 18, text, gap: i === 0 ? 34 : 24 })),
    { size: 10, text: `发布日期 ${m.publishedAt}${'\u3000'}完整版共 ${m.pages} 页`, gap: 26 },
    { size: 13, text: '摘要', gap: 34 },
    ...wrap(m.summary, 40).map((text, i) => ({ size: 11, text, gap: i === 0 ? 22 : 17 })),
    { size: 13, text: '主要发现', gap: 32 },
    ...m.keyFindings.flatMap((f) => wrap(`· ${f}`, 40).map((text, i) => ({ size: 11, text, gap: i === 0 ? 22 : 17 }))),
    { size: 9, text: '本文件为网站演示用样例，仅含摘要。完整版本请联系知桥咨询获取。', gap: 40 },
  ];
  let y = 790;
  const ops = lines.map((l) => {
    y -= l.gap;
    return `BT /F1 ${l.size} Tf 56 ${y} Td ${ucs2Hex(l.text)} Tj ET`;
  });
  ops.push(`BT /F2 8 Tf 56 40 Td (Zhiqiao Consulting - sample file - ${m.id}) Tj ET`);
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 7 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((obj, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
    return at;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Content-Disposition of a material's file: an ASCII fallback name and the Chinese title (RFC 5987). */
export const attachmentHeader = (m: Pick<API.Material, 'id' | 'title'>) =>
  `attachment; filename="zhiqiao-${m.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${m.title}（样例）.pdf`)}`;

export default routes({
  'GET /api/platform/materials/file': (req: Request, res: Response) => {
    const found = MATERIALS.find((m) => m.id === String(req.query.id ?? ''));
    if (!found) {
      res.status(404).json({ ...NOT_FOUND });
      return;
    }
    const pdf = samplePdf(found);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachmentHeader(found));
    res.setHeader('Content-Length', String(pdf.length));
    res.end(pdf);
  },
  'POST /api/platform/materials/send': (req: Request, res: Response) => {
    const body = req.body as Record<string, unknown>;
    const problem = sendBodyProblem(body);
    if (problem) return badRequest(res, problem);
    return res.json(sendMaterial(body as Partial<API.MaterialSendBody>));
  },
});
