import { fireEvent, render, screen } from '@testing-library/react';

import type * as API from '@/api';
import FilterBar, { FilterChips, FilterSelect, FilterSummary } from '@/components/FilterBar';
import ListBody from '@/components/ListBody';

interface Item {
  id: string;
  name: string;
}

const paged = (list: Item[], total = list.length, pageSize = 2): API.Paged<Item> => ({ list, total, page: 1, pageSize });
const idle = { loading: false, error: undefined, refresh: () => {} };

const body = (props: Partial<Parameters<typeof ListBody<Item>>[0]>) => (
  <ListBody<Item>
    request={idle}
    list={undefined}
    loadingLabel="正在加载资料…"
    empty={{ title: '暂无符合条件的资料', text: '换个条件看看。' }}
    className="demo-grid"
    testId="demo-list"
    itemKey={(i) => i.id}
    renderItem={(i) => <span>{i.name}</span>}
    {...props}
  />
);

describe('ListBody', () => {
  it('shows the loading state until the first answer', () => {
    render(body({ request: { ...idle, loading: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('正在加载资料…');
  });

  it('shows an error with a retry', () => {
    const refresh = jest.fn();
    render(body({ request: { loading: false, error: new Error('x'), refresh }, list: paged([]) }));
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('offers to clear the filter when nothing matches, or its own action', () => {
    const onClear = jest.fn();
    const { rerender } = render(body({ list: paged([]), onClear }));
    expect(screen.getByText('暂无符合条件的资料')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(body({ list: [], emptyAction: <button type="button">查看全部</button> }));
    expect(screen.getByRole('button', { name: '查看全部' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
  });

  it('lists the items of a page with a pager that asks for another page', () => {
    const onChange = jest.fn();
    render(
      body({
        list: paged(
          [
            { id: 'a', name: '甲' },
            { id: 'b', name: '乙' },
          ],
          5,
        ),
        paging: { page: 1, onChange, label: '资料列表分页' },
      }),
    );
    const list = screen.getByTestId('demo-list');
    expect(list).toHaveClass('list-grid', 'demo-grid');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: '资料列表分页' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('keeps the items shown, marked busy, while the next answer loads; a whole list has no pager', () => {
    render(body({ request: { ...idle, loading: true }, list: [{ id: 'a', name: '甲' }] }));
    expect(screen.getByTestId('demo-list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('FilterBar', () => {
  it('selects and chips report the chosen value, "all" as undefined', () => {
    const onSelect = jest.fn();
    const onChip = jest.fn();
    const options = [
      { value: 'a', label: '选项甲' },
      { value: 'b', label: '选项乙' },
    ] as const;
    render(
      <FilterBar>
        <FilterSelect
          param="industry"
          label="行业"
          value="a"
          allLabel="全部行业"
          options={options}
          onChange={onSelect}
          testId="demo-select"
        />
        <FilterChips param="format" label="形式" value={undefined} options={options} onChange={onChip} testId="demo-chips" />
      </FilterBar>,
    );
    fireEvent.change(screen.getByTestId('demo-select'), { target: { value: '' } });
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(screen.getByTestId('demo-select'), { target: { value: 'b' } });
    expect(onSelect).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('group', { name: '形式' })).toBe(screen.getByTestId('demo-chips'));
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(onChip).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '选项乙' }));
    expect(onChip).toHaveBeenCalledWith('b');
  });

  it('says which query parameter each control sets, and to what (the views the pre-renderer writes)', () => {
    const options = [{ value: 'report', label: '研究报告' }] as const;
    render(
      <FilterBar>
        <FilterSelect
          param="industry"
          label="行业"
          value={undefined}
          allLabel="全部行业"
          options={options}
          onChange={() => {}}
          testId="s"
        />
        <FilterChips param="type" label="类型" value={undefined} options={options} onChange={() => {}} />
      </FilterBar>,
    );
    expect(screen.getByTestId('s')).toHaveAttribute('data-query-param', 'industry');
    expect(screen.getByRole('button', { name: '研究报告' })).toHaveAttribute('data-query-value', 'report');
    expect(screen.getByRole('button', { name: '全部' })).not.toHaveAttribute('data-query-param');
  });

  it('the count line shows its text and a clear button only when filtered', () => {
    const onClear = jest.fn();
    const { rerender } = render(<FilterSummary testId="demo-total">共 3 份资料</FilterSummary>);
    expect(screen.getByTestId('demo-total')).toHaveTextContent('共 3 份资料');
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
    rerender(
      <FilterSummary testId="demo-total" onClear={onClear}>
        {false}
      </FilterSummary>,
    );
    expect(screen.queryByTestId('demo-total')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
