import { breakLines } from '@/lib/textLines';

describe('breakLines (SVG text of covers and key visuals)', () => {
  it('breaks a title into lines of at most the given characters', () => {
    expect(breakLines('2026 半导体设备国产化进展报告', 8, 4)).toEqual(['2026 半导体', '设备国产化进展报', '告']);
  });

  it('ends the last line with an ellipsis when the title is longer than the lines allow', () => {
    expect(breakLines('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
  });

  it('counts an emoji as one character', () => {
    expect(breakLines('😀😀😀', 2, 2)).toEqual(['😀😀', '😀']);
  });

  it('never starts a line with a closing mark: the character before it goes down with it', () => {
    const lines = breakLines('企业级 AI 应用落地调研：预算、场景与供应商选择', 8, 4);
    expect(lines).toEqual(['企业级 AI 应', '用落地调研：预', '算、场景与供应商', '选择']);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[、，。：；！？）]/);
  });
});
