import { newIdempotencyKey, pendingIdempotencyKey, pendingKeyName, settleIdempotencyKey } from '@/features/leads/idempotency';

describe('idempotency keys', () => {
  beforeEach(() => localStorage.clear());

  it('are random and unique', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
  });

  it('stay the same for every retry of a pending submission, even after a reload', () => {
    const first = pendingIdempotencyKey('meeting');
    expect(pendingIdempotencyKey('meeting')).toBe(first);
    expect(localStorage.getItem(pendingKeyName('meeting'))).toBe(first);
    expect(pendingIdempotencyKey('activeForm.act-1')).not.toBe(first);
  });

  it('change once the server has accepted the submission', () => {
    const first = pendingIdempotencyKey('meeting');
    settleIdempotencyKey('meeting');
    expect(pendingIdempotencyKey('meeting')).not.toBe(first);
  });
});
