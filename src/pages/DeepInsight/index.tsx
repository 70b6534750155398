import { useSearchParams } from '@umijs/max';
import ArticleCard from '@/features/content/articles/ArticleCard';
import ArticleList from '@/features/content/articles/ArticleList';
import CtaBand from '@/components/CtaBand';
import { NetworkArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { getInsights } from '@/services/articles';
import { INSIGHT_PAGE_SIZE } from '@/features/content/articles/articleFilter';
import InsightReader from '@/features/content/articles/InsightReader';
import './index.css';

/** /deepInsight: the list of deep insights (industry filter, paging), or with ?id= the reading view of one. */
export default function DeepInsightPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  if (id !== null) return <InsightReader id={id.trim()} />;

  return (
    <div className="insight-list">
      <PageHero
        eyebrow="深度洞察"
        title="知桥深度洞察"
        lead="知桥研究团队基于数百场一线专家访谈写成的行业长文：讲清楚变化从哪里来、影响谁、下一步看什么。"
        art={<NetworkArt />}
      />
      <ArticleList
        heading="文章列表"
        noun="篇深度洞察"
        testId="insight"
        pageSize={INSIGHT_PAGE_SIZE}
        fetch={getInsights}
        itemKey={(i) => i.id}
        renderItem={(i) => <ArticleCard insight={i} headingLevel="h3" />}
      />
      <CtaBand
        title="需要针对您的问题的定制研究？"
        text="知桥可在两周内完成一份基于专家访谈的定制洞察报告。"
        primary={{ label: '定制行业洞察', path: '/insightForm' }}
        secondary={{ label: '预约专家访谈', path: '/meetingForm' }}
      />
    </div>
  );
}
