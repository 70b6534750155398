import { CONTENT_KINDS, ITEM_KINDS } from '@/kinds';

import TABLE from '../../../mock/routes';
import { callMock } from './support/call';

/** The ids a list answers, as the build reads them (a paged list or a plain array). */
const idsOf = (data: unknown) => ((Array.isArray(data) ? data : (data as { list: unknown[] }).list) as { id: string }[]).map((i) => i.id);

// The build reads every id of a kind from its list endpoint, then renders each item from its item endpoint: a kind
// in src/kinds/index.ts without both in the mock builds no pages (`npm start` would show none either).
describe.each(ITEM_KINDS)('the mock serves the %s kind', (kind) => {
  const { list, item } = CONTENT_KINDS[kind];

  it('lists its items, and answers each by id', async () => {
    const listed = await callMock(TABLE, `GET ${list}`, { query: { pageSize: '50' } });
    expect(listed.body).toMatchObject({ success: true });
    const ids = idsOf((listed.body as { data: unknown }).data);
    expect(ids.length).toBeGreaterThan(0);
    const answer = await callMock(TABLE, `GET ${item}`, { query: { id: ids[0] } });
    expect(answer.body).toMatchObject({ success: true, data: { id: ids[0] } });
  });

  it('says NOT_FOUND, silently, for an id it does not know', async () => {
    const answer = await callMock(TABLE, `GET ${item}`, { query: { id: 'no-such-item' } });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 0 });
  });
});
