import { readRightsRequests, recordRightsRequest } from '@/features/visitor/rights/records';

describe('the rights requests this device lists', () => {
  beforeEach(() => localStorage.clear());

  it('lists a request once when a retry is answered with the same reference, newest first', () => {
    const first = { kind: 'copy' as const, reference: 'PR202611260001', sentAt: '2026-11-26T10:00:00Z', answerBy: '2026-12-17' };
    const second = { kind: 'delete' as const, reference: 'PR202611260002', sentAt: '2026-11-26T10:05:00Z' };
    recordRightsRequest(first);
    recordRightsRequest(second);
    recordRightsRequest(first);
    expect(readRightsRequests().map((r) => r.reference)).toEqual(['PR202611260001', 'PR202611260002']);
  });
});
