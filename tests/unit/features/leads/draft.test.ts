import { STORAGE_KEYS } from '@/config/storage';
import { clearDraft, draftKey, loadDraft, saveDraft, sweepDrafts } from '@/features/leads/draft';
import { pendingKeyName } from '@/features/leads/idempotency';

const NAMES = ['name', 'email', 'interests'];
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T02:00:00Z');

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('saves what was typed per form, with the fill time so far, and restores it', () => {
    saveDraft('meeting', { name: '王晓明', email: 'w@x.cn', interests: ['专题研究报告'] }, NOW, 12_345.4);
    expect(loadDraft('meeting', NAMES, NOW + 1000)).toEqual({
      values: { name: '王晓明', email: 'w@x.cn', interests: ['专题研究报告'] },
      savedAt: '2026-11-22T02:00:00.000Z',
      fillMs: 12_345,
    });
    expect(loadDraft('insight', NAMES, NOW)).toBeNull();
  });

  it('keeps nothing for an untouched form and removes a draft emptied again', () => {
    expect(saveDraft('meeting', { name: '', email: undefined, interests: [] })).toBe(false);
    expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
    expect(saveDraft('meeting', { name: '李雷' })).toBe(true);
    saveDraft('meeting', { name: '' });
    expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
  });

  it('restores only the fields the form still has, and drops damaged drafts from storage', () => {
    localStorage.setItem(
      draftKey('meeting'),
      JSON.stringify({ values: { name: '韩梅梅', removedField: 'x' }, savedAt: '2026-11-22T01:00:00Z' }),
    );
    expect(loadDraft('meeting', NAMES, NOW)?.values).toEqual({ name: '韩梅梅' });
    for (const damaged of [
      '{broken',
      '"text"',
      '[1,2]',
      JSON.stringify({ name: '张三' }),
      JSON.stringify({ values: { name: { x: 1 } }, savedAt: '2026-11-22T01:00:00Z' }),
      JSON.stringify({ values: { name: '韩梅梅' }, savedAt: 'x' }),
    ]) {
      localStorage.setItem(draftKey('meeting'), damaged);
      expect(loadDraft('meeting', NAMES, NOW)).toBeNull();
      expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
    }
  });

  it('is kept 7 days at most: an older draft is not restored and leaves the device', () => {
    saveDraft('meeting', { name: '王晓明' }, NOW - 7 * DAY + 60_000);
    expect(loadDraft('meeting', NAMES, NOW)?.values).toEqual({ name: '王晓明' });
    saveDraft('meeting', { name: '王晓明' }, NOW - 7 * DAY - 60_000);
    expect(loadDraft('meeting', NAMES, NOW)).toBeNull();
    expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
  });

  it("the sweep removes every draft and pending key older than 7 days, and keeps the rest of the site's data", () => {
    saveDraft('meeting', { name: '旧草稿' }, NOW - 8 * DAY);
    saveDraft('insight', { name: '新草稿' }, NOW - DAY);
    localStorage.setItem(
      pendingKeyName('study'),
      JSON.stringify({ key: 'a'.repeat(32), fingerprint: 'f1', createdAt: new Date(NOW - 9 * DAY).toISOString() }),
    );
    localStorage.setItem(`${STORAGE_KEYS.draftPrefix}broken`, '{');
    localStorage.setItem(STORAGE_KEYS.collect, '[]');
    sweepDrafts(NOW);
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.collect, draftKey('insight')].sort());
  });

  it('is removed on request (after a successful submission)', () => {
    saveDraft('meeting', { name: '李雷' });
    clearDraft('meeting');
    expect(loadDraft('meeting', NAMES)).toBeNull();
  });
});
