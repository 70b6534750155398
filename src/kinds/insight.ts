/** Deep insights: the research team's long reads. */
import { type ArticleQuery, InsightDetailSchema, InsightSummarySchema } from '../api/articles';
import { formatDate } from '../lib/beijingTime';
import { industryName } from '../lib/industry';
import { article } from '../lib/structuredData';
import { defineKind } from './define';

export default defineKind<ArticleQuery>()({
  kind: 'insight',
  schema: { item: InsightDetailSchema, listed: InsightSummarySchema },
  copy: {
    list: {
      title: '知桥深度洞察',
      lead: '知桥研究团队基于数百场一线专家访谈写成的行业长文：讲清楚变化从哪里来、影响谁、下一步看什么。',
      description: '知桥研究团队的行业深度长文。',
    },
    item: {
      heading: '深度洞察',
      loadingLabel: '正在加载文章…',
      notFound: {
        title: '没有找到这篇文章',
        text: '文章可能已下线，或链接有误。您可以回到深度洞察，看看最新的行业长文。',
        backLabel: '返回深度洞察',
      },
    },
  },
  item: {
    title: 'title',
    summary: 'summary',
    structuredData: (site, at, i) => [article(site, at, { title: i.title, date: i.date, summary: i.summary, author: i.author.name })],
  },
  share: (i) => ({
    detail: industryName(i.industry),
    title: i.title,
    meta: `${i.author.name} · ${formatDate(i.date)}`,
    industry: i.industry,
    figure: i.sections?.find((s) => s.figure)?.figure,
  }),
});
