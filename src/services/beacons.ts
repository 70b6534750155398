import type * as API from '@/api';
import { MOCK_ANALYTICS_SERVER } from '@/config/visitor';

/** GET /api/mock/sa (mock builds only): the analytics events the mock receiver decoded, newest last. Not a platform API. */
export async function listMockBeacons(limit = 12): Promise<API.ResponseStructure<API.MockBeacon[]>> {
  const res = await fetch(`${MOCK_ANALYTICS_SERVER}?limit=${limit}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as API.ResponseStructure<API.MockBeacon[]>;
}
