import { CASE_PAGE_SIZE, caseFilterToSearch, parseCaseFilter, toCaseQuery } from '@/features/content/cases/caseFilter';
import { groupByService } from '@/features/materials/brochures';
import {
  listFilterToSearch,
  MATERIAL_FILTER_KEYS,
  MATERIAL_PAGE_SIZE,
  pageCount,
  parseListFilter,
  toListQuery,
  updateListFilter,
} from '@/features/materials/materialFilter';
import { isFilteredBy } from '@/lib/queryFilter';

import { SERVICES } from '../../../../mock/data/services';
import { queryMaterials } from '../../../../mock/platform/items';

describe('list filter in the query string', () => {
  it('reads known values and drops unknown or malformed ones', () => {
    expect(parseListFilter('type=report&industry=eight&service=expert-call&page=2')).toEqual({
      type: 'report',
      industry: 'eight',
      service: 'expert-call',
      page: 2,
    });
    expect(parseListFilter('type=video&industry=nine&service=<b>&page=-3')).toEqual({
      type: undefined,
      industry: undefined,
      service: undefined,
      page: 1,
    });
  });

  it('writes defaults out and round-trips', () => {
    expect(listFilterToSearch({ page: 1 })).toBe('');
    const search = 'type=whitepaper&industry=two&page=3';
    expect(listFilterToSearch(parseListFilter(search))).toBe(search);
  });

  it('starts again at page 1 on any change but paging', () => {
    const filter = parseListFilter('type=report&page=3');
    expect(updateListFilter(filter, { industry: 'six' })).toEqual({ type: 'report', industry: 'six', page: 1 });
    expect(updateListFilter(filter, { page: 2 }).page).toBe(2);
    expect(isFilteredBy(filter, MATERIAL_FILTER_KEYS)).toBe(true);
    expect(isFilteredBy(parseListFilter('page=4'), MATERIAL_FILTER_KEYS)).toBe(false);
  });

  it('builds the API query and the page count', () => {
    expect(toListQuery(parseListFilter('industry=five&page=2'), MATERIAL_PAGE_SIZE)).toEqual({
      type: undefined,
      industry: 'five',
      service: undefined,
      page: 2,
      pageSize: MATERIAL_PAGE_SIZE,
    });
    expect(pageCount(0, MATERIAL_PAGE_SIZE)).toBe(1);
    expect(pageCount(19, MATERIAL_PAGE_SIZE)).toBe(3);
  });
});

describe('case list filter', () => {
  it('reads industry, service and page only: a material type in a shared link changes nothing', () => {
    const filter = parseCaseFilter('type=report&industry=seven&service=expert-call&page=2&utm_source=wechat');
    expect(filter).toEqual({ industry: 'seven', service: 'expert-call', page: 2 });
    expect(caseFilterToSearch(filter)).toBe('industry=seven&service=expert-call&page=2');
    expect(toCaseQuery(filter)).toEqual({ industry: 'seven', service: 'expert-call', page: 2, pageSize: CASE_PAGE_SIZE });
    expect(parseCaseFilter('industry=nowhere&service=<b>')).toEqual({ industry: undefined, service: undefined, page: 1 });
  });
});

describe('service brochures grouping', () => {
  it('groups brochures under their service, in the catalogue order, leaving out services without one', () => {
    const brochures = queryMaterials({ type: 'brochure', pageSize: 50 }).list;
    const summaries = SERVICES.map(({ id, name, pitch, industries, formPath }) => ({ id, name, pitch, industries, formPath }));
    const groups = groupByService(summaries, brochures);
    expect(groups.map((g) => g.service.id)).toEqual(SERVICES.map((s) => s.id));
    expect(groups.flatMap((g) => g.items)).toHaveLength(brochures.length);
    expect(groups.every((g) => g.items.every((m) => m.service === g.service.id))).toBe(true);
    expect(
      groupByService(
        summaries,
        brochures.filter((b) => b.service === 'psf'),
      ).map((g) => g.service.id),
    ).toEqual(['psf']);
  });
});
