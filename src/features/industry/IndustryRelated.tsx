import Section from '@/components/Section';
import { findIndustry, type Industry } from '@/config/industries';
import { INDUSTRY_RELATED } from '@/content/ui/industry';
import RelatedContent from '@/features/content/RelatedContent';

interface Props {
  slug: Industry['slug'];
}

/** Cases and materials of one industry, with links to the materials centre filtered by it. */
export default function IndustryRelated({ slug }: Props) {
  const name = findIndustry(slug)?.name ?? '';
  return (
    <Section id="ind-related" title={INDUSTRY_RELATED.title} lead={INDUSTRY_RELATED.lead(name)}>
      <div data-testid="industry-related">
        <RelatedContent filter={{ industry: slug }} subject={name} />
      </div>
    </Section>
  );
}
