import { ContentError, ContentLoading } from '@/components/ContentState';
import { FamilyArt } from '@/components/Illustrations';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { materialPath } from '@/config/itemPaths';
import { englishDate } from '@/content/en/dates';
import { ENGLISH_RESEARCH as WORDS } from '@/content/en/research';
import EnglishItemCard from '@/features/content/EnglishItemCard';
import { CONTENT_KINDS } from '@/kinds';
import { beijingParts } from '@/lib/beijingTime';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

import './index.css';

/** How many of the newest items the page lists; the rest are on the Chinese list. */
const SHOWN = 12;
/** Asked for: enough that, the service brochures left out (they are no research), the page still has its count. */
const ASKED = 36;

const dated = (iso: string) => {
  const parts = beijingParts(iso);
  return parts ? englishDate(parts) : '';
};

/**
 * /en/research: the newest reports and white papers for an overseas reader, by their Chinese titles with the English
 * the platform sends; each leads to its page in Chinese, and the whole list is there too.
 */
export default function EnglishResearchPage() {
  const materials = useData(listQuery('material', { pageSize: ASKED }));
  const items = materials.data?.data?.list.filter((m) => m.type !== 'brochure').slice(0, SHOWN);
  return (
    <>
      <PageHero {...WORDS.hero} art={<FamilyArt family="materials" />} />
      <Section id="research" title={WORDS.list.title} lead={WORDS.list.lead}>
        {materials.loading && <ContentLoading label={WORDS.loading} />}
        {materials.error && <ContentError words={WORDS.error} onRetry={materials.refresh} />}
        {items && items.length === 0 && <p>{WORDS.empty}</p>}
        {items && items.length > 0 && (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 en-research-grid"
            items={items}
            itemKey={(m) => m.id}
            renderItem={(m) => (
              <EnglishItemCard
                title={m.title}
                en={m.en}
                meta={[WORDS.types[m.type], dated(m.publishedAt)].filter(Boolean).join(' · ')}
                to={materialPath(m.id)}
                words={WORDS.card}
              />
            )}
          />
        )}
        <MoreLink to={CONTENT_KINDS.material.parent} label={WORDS.all} />
      </Section>
    </>
  );
}
