import { FamilyArt } from '@/components/Illustrations';
import { activityPath } from '@/config/itemPaths';
import { ENGLISH_EVENTS as WORDS } from '@/content/en/events';
import { englishDay } from '@/features/content/englishDate';
import EnglishList, { englishListItem } from '@/features/content/EnglishList';
import { CONTENT_KINDS } from '@/kinds';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

/** How many of the coming events the page lists; the rest are on the Chinese list. */
const SHOWN = 12;

/**
 * /en/events: the coming events for an overseas reader, by their Chinese titles with the English the platform sends;
 * each leads to its page in Chinese, where it is registered for.
 */
export default function EnglishEventsPage() {
  const activities = useData(listQuery('activity', { when: 'upcoming', pageSize: SHOWN }));
  const items = activities.data?.data?.list.map((a) =>
    englishListItem(a, [WORDS.formats[a.format], englishDay(a.startTime)], activityPath(a.id)),
  );
  return (
    <EnglishList
      words={WORDS}
      art={<FamilyArt family="activities" />}
      state={activities}
      items={items}
      allPath={CONTENT_KINDS.activity.parent}
    />
  );
}
