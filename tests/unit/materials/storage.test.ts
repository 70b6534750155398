import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@/config/storage';
import { addCollect, isCollected, readCollect, removeCollect, useCollect } from '@/utils/collect';
import {
  CONSENT_ERROR,
  DOWNLOAD_HISTORY_LIMIT,
  emailError,
  isUnlocked,
  markUnlocked,
  readDownloads,
  recordDownload,
  validateGate,
  workEmailError,
} from '@/utils/downloads';
import { readVisitorData } from '@/utils/visitorData';

const report = { id: 'rpt-1', title: '半导体设备报告', kind: 'report' };
const paper = { id: 'wp-1', title: '合规白皮书', kind: 'whitepaper' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('saved materials (collect)', () => {
  it('saves once, newest first, and removes', () => {
    addCollect(report, new Date('2026-11-01T10:00:00Z'));
    addCollect(paper, new Date('2026-11-02T10:00:00Z'));
    addCollect(report, new Date('2026-11-03T10:00:00Z'));
    expect(readCollect().map((c) => c.id)).toEqual(['wp-1', 'rpt-1']);
    expect(readCollect()[1].savedAt).toBe('2026-11-01T10:00:00.000Z');
    expect(isCollected('rpt-1')).toBe(true);
    removeCollect('rpt-1');
    expect(readCollect().map((c) => c.id)).toEqual(['wp-1']);
  });

  it('is restored from storage in the shape the personal centre reads', () => {
    addCollect(report);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.collect)!);
    expect(Object.keys(stored[0]).sort()).toEqual(['id', 'kind', 'savedAt', 'title']);
    expect(readVisitorData().saved.map((c) => c.title)).toEqual([report.title]);
  });

  it('survives malformed storage', () => {
    localStorage.setItem(STORAGE_KEYS.collect, '{not json');
    expect(readCollect()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.collect, JSON.stringify([{ id: 1 }, { id: 'ok', title: 't', kind: 'report', savedAt: '' }, null]));
    expect(readCollect().map((c) => c.id)).toEqual(['ok']);
  });

  it('keeps every hook on the page in step', () => {
    const a = renderHook(() => useCollect());
    const b = renderHook(() => useCollect());
    act(() => a.result.current.toggle(report));
    expect(a.result.current.has('rpt-1')).toBe(true);
    expect(b.result.current.has('rpt-1')).toBe(true);
    act(() => b.result.current.remove('rpt-1'));
    expect(a.result.current.list).toEqual([]);
  });
});

describe('downloads', () => {
  it('records every download newest first, up to the limit, readable by the personal centre', () => {
    recordDownload({ id: 'a', title: 'A' }, new Date('2026-11-01T00:00:00Z'));
    recordDownload({ id: 'b', title: 'B' }, new Date('2026-11-02T00:00:00Z'));
    expect(readDownloads().map((d) => d.id)).toEqual(['b', 'a']);
    expect(readVisitorData().downloads[0]).toEqual({ id: 'b', title: 'B', downloadedAt: '2026-11-02T00:00:00.000Z' });
    for (let i = 0; i < DOWNLOAD_HISTORY_LIMIT + 5; i += 1) recordDownload({ id: `x${i}`, title: 'X' });
    expect(readDownloads()).toHaveLength(DOWNLOAD_HISTORY_LIMIT);
  });

  it('keeps a gated material unlocked for the session only', () => {
    expect(isUnlocked('rpt-1')).toBe(false);
    markUnlocked('rpt-1');
    markUnlocked('rpt-1');
    expect(isUnlocked('rpt-1')).toBe(true);
    expect(isUnlocked('wp-1')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.unlocked)!)).toEqual(['rpt-1']);
    expect(localStorage.getItem(STORAGE_KEYS.unlocked)).toBeNull();
  });
});

describe('download form checks (Chinese)', () => {
  it('checks email addresses', () => {
    expect(emailError('')).toBe('请填写邮箱');
    expect(emailError('abc@')).toBe('邮箱格式不正确，请检查后重试');
    expect(emailError(' li@company.cn ')).toBeUndefined();
  });

  it('asks for a work address on the gate', () => {
    expect(workEmailError('')).toBe('请填写工作邮箱');
    expect(workEmailError('li@qq.com')).toMatch(/工作邮箱/);
    expect(workEmailError('li@zhiqiao-capital.com')).toBeUndefined();
  });

  it('validates the gate: name, work email and consent', () => {
    expect(validateGate({ name: ' ', email: 'x', consent: false })).toEqual({
      name: '请填写姓名',
      email: '邮箱格式不正确，请检查后重试',
      consent: CONSENT_ERROR,
    });
    expect(validateGate({ name: '李明', email: 'li@company.cn', consent: true })).toEqual({});
    expect(validateGate({ name: '李'.repeat(31), email: 'li@company.cn', consent: true }).name).toBe('姓名不能超过 30 个字');
  });
});
