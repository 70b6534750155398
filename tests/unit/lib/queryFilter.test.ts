import { filterToSearch, pageCount, parsePage, toParams, updateFilter } from '@/lib/queryFilter';

interface Demo {
  when: 'upcoming' | 'past';
  industry?: string;
  tag?: string;
  page: number;
}

const base: Demo = { when: 'upcoming', page: 1 };

describe('shared query-string filter helpers', () => {
  it('reads the page: missing, malformed, zero or negative pages are page 1', () => {
    expect(parsePage(toParams(''))).toBe(1);
    expect(parsePage(toParams('page=abc'))).toBe(1);
    expect(parsePage(toParams('page=0'))).toBe(1);
    expect(parsePage(toParams('page=-3'))).toBe(1);
    expect(parsePage(toParams('page=4'))).toBe(4);
  });

  it('writes the given keys in order, leaving out empty values, defaults and page 1', () => {
    expect(filterToSearch(base, ['when', 'industry', 'tag'], { when: 'upcoming' })).toBe('');
    expect(filterToSearch({ ...base, when: 'past', tag: '', page: 1 }, ['when', 'industry', 'tag'], { when: 'upcoming' })).toBe(
      'when=past',
    );
    expect(filterToSearch({ when: 'past', tag: '出海', industry: 'medical', page: 3 }, ['industry', 'tag'])).toBe(
      `industry=medical&tag=${encodeURIComponent('出海')}&page=3`,
    );
  });

  it('round-trips through the query string', () => {
    const filter: Demo = { when: 'past', industry: 'energy', page: 2 };
    const params = toParams(filterToSearch(filter, ['when', 'industry', 'tag']));
    expect(params.get('when')).toBe('past');
    expect(params.get('industry')).toBe('energy');
    expect(params.has('tag')).toBe(false);
    expect(parsePage(params)).toBe(2);
  });

  it('starts again at page 1 on any change but the page itself', () => {
    const onPage3: Demo = { ...base, industry: 'energy', page: 3 };
    expect(updateFilter(onPage3, { industry: 'medical' })).toEqual({ ...base, industry: 'medical', page: 1 });
    expect(updateFilter(onPage3, { industry: undefined }).page).toBe(1);
    expect(updateFilter(onPage3, { page: 5 })).toEqual({ ...onPage3, page: 5 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});
