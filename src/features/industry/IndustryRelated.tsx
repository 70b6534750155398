import Section from '@/components/Section';
import { findIndustry, type Industry } from '@/config/industries';
import RelatedContent from '@/features/content/RelatedContent';

interface Props {
  slug: Industry['slug'];
}

/** Cases and materials of one industry, with links to the materials centre filtered by it. */
export default function IndustryRelated({ slug }: Props) {
  const name = findIndustry(slug)?.name ?? '';
  return (
    <Section id="ind-related" title="行业案例与资料" lead={`${name}客户带着什么问题来，又如何得到答案；以及本行业的研究报告与白皮书。`}>
      <div data-testid="industry-related">
        <RelatedContent filter={{ industry: slug }} subject={name} />
      </div>
    </Section>
  );
}
