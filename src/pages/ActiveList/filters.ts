/** The activity centre's filter, kept in the query string so a link reproduces the list. */
import { parseIndustrySlug, type IndustrySlug } from '@/utils/industryFilter';

export type ActivityWhen = 'upcoming' | 'past';

export interface ActivityFilter {
  when: ActivityWhen;
  industry?: IndustrySlug;
  format?: API.ActivityFormat;
  page: number;
}

export const ACTIVITY_PAGE_SIZE = 6;

const FORMATS: readonly API.ActivityFormat[] = ['online', 'offline', 'live'];

export const WHEN_OPTIONS: readonly { value: ActivityWhen; label: string }[] = [
  { value: 'upcoming', label: '即将举办' },
  { value: 'past', label: '往期回顾' },
];

export const FORMAT_OPTIONS: readonly { value: API.ActivityFormat; label: string }[] = [
  { value: 'online', label: '线上会议' },
  { value: 'offline', label: '线下活动' },
  { value: 'live', label: '直播' },
];

/** Reads a filter from a query string; unknown or malformed values fall back to the defaults. */
export function parseActivityFilter(search: URLSearchParams | string): ActivityFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const format = params.get('format');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    industry: parseIndustrySlug(params.get('industry')),
    format: FORMATS.find((f) => f === format),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string of a filter, defaults left out ('' for the default filter). */
export function activityFilterToSearch(filter: ActivityFilter): string {
  const params = new URLSearchParams();
  if (filter.when !== 'upcoming') params.set('when', filter.when);
  if (filter.industry) params.set('industry', filter.industry);
  if (filter.format) params.set('format', filter.format);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** A filter change: any change other than the page itself starts again at page 1. */
export function updateActivityFilter(filter: ActivityFilter, change: Partial<ActivityFilter>): ActivityFilter {
  const next = { ...filter, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The API query of a filter. */
export const toActivityQuery = (filter: ActivityFilter): API.ActivityQuery => ({
  when: filter.when,
  industry: filter.industry,
  format: filter.format,
  page: filter.page,
  pageSize: ACTIVITY_PAGE_SIZE,
});

export const pageCount = (total: number, pageSize = ACTIVITY_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));
