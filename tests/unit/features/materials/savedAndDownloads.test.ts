import { act, renderHook } from '@testing-library/react';

import { RECEIVER_EMAIL } from '@/config/forms/fields';
import { STORAGE_KEYS } from '@/config/storage';
import { validateField } from '@/features/leads/validation';
import { addCollect, isCollected, readCollect, removeCollect, useCollect } from '@/features/materials/collect';
import { DOWNLOAD_HISTORY_LIMIT, isUnlocked, markUnlocked, readDownloads, recordDownload } from '@/features/materials/downloads';
import { readVisitorData } from '@/features/visitor/visitorData';

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

describe('the e-mail address a material is sent to', () => {
  it('accepts any valid address and refuses bad ones in Chinese', () => {
    expect(validateField(RECEIVER_EMAIL, 'li.ming@qq.com')).toBeNull();
    expect(validateField(RECEIVER_EMAIL, '  ')).toBe('请填写接收邮箱');
    expect(validateField(RECEIVER_EMAIL, 'li.ming@')).toMatch(/[\u4e00-\u9fa5]/);
    expect(validateField(RECEIVER_EMAIL, '<b>@x.cn')).not.toBeNull();
  });
});
