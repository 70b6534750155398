/**
 * The English list of events (/en/events): the firm's coming events by their Chinese titles, with an English title and
 * summary where the platform sends one. Each event's page, and its registration, is in Chinese, and says so.
 */
import type { ActivityFormat } from '../../api/activities';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { markedChinese } from './inChinese';
import { ENGLISH_LIST } from './lists';

export const ENGLISH_EVENTS = {
  title: ENGLISH_ROUTE_TITLES['/en/events'],
  /** The search result's and the share card's text. */
  description:
    'Coming events of Zhiqiao Consulting: expert round tables, online briefings and live sessions, with English summaries where we have written them.',
  hero: {
    eyebrow: 'Events',
    title: 'Round tables and briefings with industry experts',
    lead: 'Our events are held in Chinese, online and in person. Where we have summarised one in English, its summary is here; registration is on its page in Chinese.',
  },
  list: { title: 'Coming events', lead: 'The soonest first, in Beijing time.' },
  ...ENGLISH_LIST,
  empty: 'No events are announced at the moment. Past events and their replays are on the Chinese list.',
  card: { ...ENGLISH_LIST.card, open: markedChinese('Details and registration') },
  formats: { online: 'Online', offline: 'In person', live: 'Live stream' } satisfies Record<ActivityFormat, string>,
  all: markedChinese('All events, past ones included'),
} as const;
