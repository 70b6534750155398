import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import type * as API from '@/api';
import { usePagedList } from '@/hooks/usePagedList';
import { filterToSearch, type PagedFilter, parsePage } from '@/lib/queryFilter';
import { resetAnswers } from '@/prerender/answerCache';
import { resetPageData } from '@/prerender/pageData';

interface Filter extends PagedFilter {
  type?: string;
}

const parse = (params: URLSearchParams): Filter => ({ type: params.get('type') ?? undefined, page: parsePage(params) });
const toSearch = (filter: Filter) => filterToSearch(filter, ['type']);

type Answer = API.ResponseStructure<API.Paged<string>>;
const answer = (list: string[], total = list.length): Answer => ({ success: true, data: { list, total, page: 1, pageSize: 9 } });

let load: jest.Mock<Promise<Answer>, [Filter]>;
let apply: (change: Partial<Filter>) => void;
let clear: (() => void) | undefined;

function List() {
  const list = usePagedList<Filter, string>({
    parse,
    toSearch,
    query: (f) => ({ key: `materials?${toSearch(f)}`, load: () => load(f) }),
    clearable: ['type'],
  });
  apply = list.apply;
  clear = list.clear;
  const location = useLocation();
  return (
    <p>
      {location.search}|{list.request.loading ? 'loading' : 'idle'}|{list.page?.list.join(',') ?? '-'}|{list.filter.page}
    </p>
  );
}

const at = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <List />
    </MemoryRouter>,
  );

beforeEach(() => {
  document.body.innerHTML = '';
  resetPageData();
  resetAnswers();
  load = jest.fn((filter: Filter) => Promise.resolve(answer(filter.type ? [`${filter.type}-1`] : ['a', 'b'])));
});

describe('usePagedList', () => {
  it('reads its filter and page from the address, and nothing else there', async () => {
    at('/down?type=report&page=2&utm_source=newsletter&from=timeline');
    expect(await screen.findByText(/report-1/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ type: 'report', page: 2 });
    expect(screen.getByText(/\|2$/)).toBeInTheDocument();
  });

  it('a filter change goes into the address, back to page 1, and keeps the last list on show while it loads', async () => {
    let resolve!: (value: Answer) => void;
    at('/down?page=3');
    expect(await screen.findByText(/a,b/)).toBeInTheDocument();
    load.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    act(() => apply({ type: 'whitepaper' }));
    expect(screen.getByText('?type=whitepaper|loading|a,b|1')).toBeInTheDocument();
    await act(async () => resolve(answer(['whitepaper-1'])));
    expect(screen.getByText('?type=whitepaper|idle|whitepaper-1|1')).toBeInTheDocument();
  });

  it('offers to clear the filter only while the list is filtered', async () => {
    at('/down');
    await screen.findByText(/a,b/);
    expect(clear).toBeUndefined();
    act(() => apply({ type: 'report' }));
    await screen.findByText(/report-1/);
    act(() => clear?.());
    expect(await screen.findByText('|idle|a,b|1')).toBeInTheDocument();
  });
});
