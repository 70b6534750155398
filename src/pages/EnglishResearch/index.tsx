import { FamilyArt } from '@/components/Illustrations';
import { materialPath } from '@/config/itemPaths';
import { ENGLISH_RESEARCH as WORDS } from '@/content/en/research';
import { englishDay } from '@/features/content/englishDate';
import EnglishList, { englishListItem } from '@/features/content/EnglishList';
import { CONTENT_KINDS } from '@/kinds';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

/** How many of the newest items the page lists; the rest are on the Chinese list. */
const SHOWN = 12;
/** Asked for: enough that, the service brochures left out (they are no research), the page still has its count. */
const ASKED = 36;

/**
 * /en/research: the newest reports, white papers and case studies for an overseas reader, by their Chinese titles with
 * the English the platform sends; each leads to its page in Chinese, and the whole list is there too.
 */
export default function EnglishResearchPage() {
  const materials = useData(listQuery('material', { pageSize: ASKED }));
  const items = materials.data?.data?.list
    .filter((m) => m.type !== 'brochure')
    .slice(0, SHOWN)
    .map((m) => englishListItem(m, [WORDS.types[m.type], englishDay(m.publishedAt)], materialPath(m.id)));
  return (
    <EnglishList
      words={WORDS}
      art={<FamilyArt family="materials" />}
      state={materials}
      items={items}
      allPath={CONTENT_KINDS.material.parent}
    />
  );
}
