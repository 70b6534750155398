import beacons from '../../../mock/platform/beacons';
import { callMock } from './support/call';

/** An event as the analytics SDK sends it: base64 JSON in the query string, kilobytes long. */
function beaconData(event: string, padding: number) {
  const json = { type: 'track', event, distinct_id: 'visitor-1', properties: { $url_path: '/html/', filler: 'x'.repeat(padding) } };
  return Buffer.from(JSON.stringify(json)).toString('base64');
}

describe('mock analytics receiver', () => {
  it('keeps a beacon of several kilobytes whole through the guard (a cut query string would not decode)', async () => {
    const sent = await callMock(beacons, 'GET /api/mock/sa.gif', { query: { data: beaconData('$pageview', 3000) } });
    expect(sent.status).toBe(200);
    const listed = await callMock(beacons, 'GET /api/mock/sa', { query: { event: '$pageview' } });
    const list = (listed.body as { data: { distinct_id: string; properties: { filler: string } }[] }).data;
    expect(list.at(-1)?.distinct_id).toBe('visitor-1');
    expect(list.at(-1)?.properties.filler).toHaveLength(3000);
  });

  it('answers 400 to a beacon that is not base64 JSON', async () => {
    const sent = await callMock(beacons, 'GET /api/mock/sa.gif', { query: { data: '%%%not-json' } });
    expect(sent.status).toBe(400);
  });
});
