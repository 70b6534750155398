/**
 * The English list of research (/en/research): the firm's reports and white papers by their Chinese titles, with an
 * English title and summary where the platform sends one. Each item's own page is in Chinese, and says so.
 */
import type { MaterialType } from '../../api/materials';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { markedChinese } from './inChinese';
import { ENGLISH_LIST } from './lists';

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
  ...ENGLISH_LIST,
  empty: 'No research has been published yet.',
  card: { ...ENGLISH_LIST.card, open: markedChinese('Read') },
  types: { report: 'Report', whitepaper: 'White paper', brochure: 'Service brochure', 'case-study': 'Case studies' } satisfies Record<
    MaterialType,
    string
  >,
  all: markedChinese('All research and downloads'),
} as const;
