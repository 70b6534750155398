/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PICTURE_SIZES, sharePicturePath } from '@/config/sharePictures';

import { ACTIVITIES } from '../../../mock/data/activities';
import { CASES } from '../../../mock/data/cases';
import { MATERIALS } from '../../../mock/data/materials';
import { loadSubjects } from '../../../scripts/shareImages/art';
import { composeSquare } from '../../../scripts/shareImages/compose';
import { drawPng } from '../../../scripts/shareImages/draw';
import { missingChars } from '../../../scripts/shareImages/font';
import type { Subject } from '../../../scripts/shareImages/subjects';
import { widthOf, wrapText } from '../../../scripts/shareImages/text';
import { drawPictures, removePictures } from '../../../scripts/shareImages/write';

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'zq-pictures-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const subjectsOf = async () => {
  const { itemSubject } = await loadSubjects();
  return [
    itemSubject('activity', ACTIVITIES[0].id, ACTIVITIES[0]),
    itemSubject('material', MATERIALS[0].id, MATERIALS[0]),
    itemSubject('case', CASES[0].id, CASES[0]),
  ] as Subject[];
};

describe('title lines', () => {
  it('fill a width without passing it, keep Latin words whole and end with … when the text is longer', () => {
    const lines = wrapText('2026 半导体设备国产化进展报告：从刻蚀、薄膜沉积到量测设备的全面追赶', 9, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(9);
    expect(lines[0].startsWith('2026 ')).toBe(true);
    expect(lines[2].endsWith('…')).toBe(true);
    expect(wrapText('短标题', 9, 3)).toEqual(['短标题']);
  });

  it('never start a line with Chinese closing punctuation, nor pass the width for it', () => {
    const title = '医药出海大会：从临床到商业化的全球路径，以及下一步。」';
    for (let width = 3; width < 12; width += 0.5) {
      const lines = wrapText(title, width, 20);
      expect(lines.join('')).toBe(title);
      for (const line of lines.slice(1)) expect('，。：、；！？」').not.toContain(line[0]);
      for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(width);
    }
  });
});

describe('the pictures of an item', () => {
  it('are PNG files of the right sizes, tens of kB, drawn from the item (its art and title)', async () => {
    const subjects = await subjectsOf();
    const { written } = await drawPictures(dist, subjects, {});
    expect(written).toHaveLength(subjects.length * 2);
    for (const subject of subjects) {
      for (const shape of ['square', 'wide'] as const) {
        const png = readFileSync(join(dist, sharePicturePath(subject.kind, subject.id, shape)!));
        expect(pngSize(png)).toEqual(PICTURE_SIZES[shape]);
        expect(png.length).toBeGreaterThan(8_000);
        expect(png.length).toBeLessThan(120_000);
      }
    }
    const { logoArt } = await loadSubjects();
    const [activity, material, caseStudy] = subjects;
    expect(composeSquare(activity, logoArt())).toContain('activity-visual');
    expect(composeSquare(material, logoArt())).toContain('material-cover');
    expect(composeSquare(caseStudy, logoArt())).toContain(CASES[0].results[0].value);
    expect(composeSquare(material, logoArt())).toContain(MATERIALS[0].title.slice(0, 4));
  });

  it('are drawn again only when what they show changed, and go with a withdrawn item', async () => {
    const subjects = await subjectsOf();
    const first = await drawPictures(dist, subjects, {});
    const again = await drawPictures(dist, subjects, first.digests);
    expect(again.written).toEqual([]);
    expect(again.digests).toEqual(first.digests);
    const renamed = { ...subjects[0], title: `${subjects[0].title}（更新）` };
    const changed = await drawPictures(dist, [renamed, ...subjects.slice(1)], first.digests);
    expect(changed.written).toEqual([
      sharePicturePath(renamed.kind, renamed.id, 'square'),
      sharePicturePath(renamed.kind, renamed.id, 'wide'),
    ]);
    expect(removePictures(dist, [subjects[1].key])).toHaveLength(2);
  });

  it('two items never share a picture', async () => {
    const subjects = await subjectsOf();
    const { digests } = await drawPictures(dist, subjects, {});
    const files = subjects.flatMap((s) =>
      ['square', 'wide'].map((shape) => readFileSync(join(dist, sharePicturePath(s.kind, s.id, shape as 'square')!))),
    );
    expect(new Set(files.map((f) => f.toString('base64'))).size).toBe(files.length);
    expect(new Set(Object.values(digests)).size).toBe(subjects.length);
  });
});

describe('the font', () => {
  it("is the project's own: a character it lacks is drawn as the same empty box, whatever fonts the machine has", async () => {
    // 𠀀 and 䶵 are outside the subset; any system CJK font would draw them differently from each other.
    expect(missingChars('知桥𠀀䶵')).toEqual(['𠀀', '䶵']);
    const draw = (text: string) =>
      drawPng(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><text x="10" y="45" font-size="40">${text}</text></svg>`);
    const [a, b, known] = await Promise.all([draw('𠀀'), draw('䶵'), draw('知')]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(known)).toBe(false);
  });
});
