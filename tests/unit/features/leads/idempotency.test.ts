import {
  idempotencyKeyFor,
  newIdempotencyKey,
  pendingKeyName,
  renewIdempotencyKey,
  settleIdempotencyKey,
} from '@/features/leads/idempotency';

describe('idempotency keys', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const scope of ['meeting', 'activeForm.act-1', 'full', 'study']) settleIdempotencyKey(scope);
    jest.restoreAllMocks();
  });

  it('are random and unique', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
  });

  it('stay the same for every retry of the same content, even after a reload', () => {
    const first = idempotencyKeyFor('meeting', 'fp-a');
    expect(idempotencyKeyFor('meeting', 'fp-a')).toBe(first);
    expect(JSON.parse(localStorage.getItem(pendingKeyName('meeting'))!)).toMatchObject({ key: first, fingerprint: 'fp-a' });
    expect(idempotencyKeyFor('activeForm.act-1', 'fp-a')).not.toBe(first);
  });

  it("change with the content: a corrected value or another person's submission gets a new key", () => {
    const first = idempotencyKeyFor('meeting', 'fp-a');
    const corrected = idempotencyKeyFor('meeting', 'fp-b');
    expect(corrected).not.toBe(first);
    expect(idempotencyKeyFor('meeting', 'fp-b')).toBe(corrected);
  });

  it('change once the server has accepted the submission, or the draft was cleared', () => {
    const first = idempotencyKeyFor('meeting', 'fp-a');
    settleIdempotencyKey('meeting');
    expect(localStorage.getItem(pendingKeyName('meeting'))).toBeNull();
    expect(idempotencyKeyFor('meeting', 'fp-a')).not.toBe(first);
  });

  it('are replaced on request (the server answered 409: the key was used for other content)', () => {
    const first = idempotencyKeyFor('meeting', 'fp-a');
    const renewed = renewIdempotencyKey('meeting', 'fp-a');
    expect(renewed).not.toBe(first);
    expect(idempotencyKeyFor('meeting', 'fp-a')).toBe(renewed);
  });

  it('stay in memory when local storage is full, so a retry is not a second lead', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = idempotencyKeyFor('full', 'fp-a');
    expect(localStorage.getItem(pendingKeyName('full'))).toBeNull();
    expect(idempotencyKeyFor('full', 'fp-a')).toBe(first);
  });

  it('drop a malformed stored key instead of sending it', () => {
    for (const damaged of [
      'not json',
      JSON.stringify('x'.repeat(500)),
      JSON.stringify({ key: '<b>', fingerprint: 'fp-a', createdAt: '2026-11-22T00:00:00Z' }),
    ]) {
      settleIdempotencyKey('study');
      localStorage.setItem(pendingKeyName('study'), damaged);
      const key = idempotencyKeyFor('study', 'fp-a');
      expect(key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
      expect(JSON.parse(localStorage.getItem(pendingKeyName('study'))!).key).toBe(key);
    }
  });
});
