import { clearDraft, draftKey, loadDraft, saveDraft } from '@/features/leads/draft';

const NAMES = ['name', 'email', 'interests', 'consent'];

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('saves what was typed per form and restores it', () => {
    saveDraft(
      'meeting',
      { name: '王晓明', email: 'w@x.cn', interests: ['专题研究报告'], consent: true },
      Date.parse('2026-11-22T02:00:00Z'),
    );
    expect(loadDraft('meeting', NAMES)).toEqual({
      values: { name: '王晓明', email: 'w@x.cn', interests: ['专题研究报告'] },
      savedAt: '2026-11-22T02:00:00.000Z',
    });
    expect(loadDraft('insight', NAMES)).toBeNull();
  });

  it('never keeps the consent box: consent is given afresh', () => {
    saveDraft('meeting', { consent: true, name: '李雷' });
    expect(JSON.parse(localStorage.getItem(draftKey('meeting'))!).values).toEqual({ name: '李雷' });
  });

  it('keeps nothing for an untouched form and removes a draft emptied again', () => {
    saveDraft('meeting', { name: '', email: undefined, interests: [] });
    expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
    saveDraft('meeting', { name: '李雷' });
    saveDraft('meeting', { name: '' });
    expect(localStorage.getItem(draftKey('meeting'))).toBeNull();
  });

  it('restores only the fields the form still has, and survives damaged storage', () => {
    localStorage.setItem(draftKey('meeting'), JSON.stringify({ values: { name: '韩梅梅', removedField: 'x' }, savedAt: 'x' }));
    expect(loadDraft('meeting', NAMES)?.values).toEqual({ name: '韩梅梅' });
    localStorage.setItem(draftKey('meeting'), '{broken');
    expect(loadDraft('meeting', NAMES)).toBeNull();
  });

  it('is removed on request (after a successful submission)', () => {
    saveDraft('meeting', { name: '李雷' });
    clearDraft('meeting');
    expect(loadDraft('meeting', NAMES)).toBeNull();
  });
});
