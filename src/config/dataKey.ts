/**
 * The key of what an endpoint answers for these parameters (`/api/platform/services?industry=two`): the endpoint, then
 * its parameters sorted by name, blank ones left out. The key of a view's data and the request it makes are written
 * from the same values, so they cannot drift apart.
 */
export function dataKey(endpoint: string, params: object = {}): string {
  const set = Object.entries(params as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, String(value)]);
  const search = new URLSearchParams(set).toString();
  return search ? `${endpoint}?${search}` : endpoint;
}
