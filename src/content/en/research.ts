/**
 * The English list of research (/en/research): the firm's reports and white papers by their Chinese titles, with an
 * English title and summary where the platform sends one. Each item's own page is in Chinese, and says so.
 */
import type { MaterialType } from '../../api/materials';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { IN_CHINESE, markedChinese } from './inChinese';

export const ENGLISH_RESEARCH = {
  title: ENGLISH_ROUTE_TITLES['/en/research'],
  /** The search result's and the share card's text. */
  description:
    'Research reports and white papers from Zhiqiao’s expert calls and surveys: the latest titles, with English summaries where we have written them.',
  hero: {
    eyebrow: 'Research',
    title: 'Research from the front line of Chinese industry',
    lead: 'Our reports and white papers draw on expert calls and surveys. They are written in Chinese; where we have summarised one in English, its summary is here.',
  },
  list: { title: 'Latest research', lead: 'The newest first. Each opens on its page in Chinese, where it can be read or downloaded.' },
  loading: 'Loading…',
  error: { title: 'Could not load', text: 'The list could not be loaded. Please try again in a moment.', retry: 'Try again' },
  empty: 'No research has been published yet.',
  card: {
    /** Before the Chinese title, where the item has an English one. */
    chineseTitle: 'Chinese title:',
    noSummary: 'No English summary yet.',
    open: markedChinese('Read'),
    inChinese: IN_CHINESE,
  },
  types: { report: 'Report', whitepaper: 'White paper', brochure: 'Service brochure', 'case-study': 'Case studies' } satisfies Record<
    MaterialType,
    string
  >,
  all: markedChinese('All research and downloads'),
} as const;
