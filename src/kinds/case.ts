/** Client cases: the challenge, the approach and the results, the client kept anonymous. */
import { type CaseQuery, CaseStudySchema, CaseSummarySchema } from '../api/cases';
import { industryName } from '../lib/industry';
import { defineKind } from './define';

export default defineKind<CaseQuery>()({
  kind: 'case',
  schema: { item: CaseStudySchema, listed: CaseSummarySchema },
  copy: {
    list: {
      title: '客户案例：挑战、方法与成果',
      lead: '来自投资机构、咨询公司与产业企业的真实项目。为保护客户隐私，客户名称已匿名处理，项目数据经客户确认。',
      description: '知桥咨询客户案例：挑战、方法与可衡量的成果。',
    },
    item: {
      heading: '案例研究',
      loadingLabel: '正在加载案例…',
      notFound: {
        title: '没有找到这个案例',
        text: '案例可能已下线，或链接有误。您可以回到案例列表，看看其他客户的项目。',
        backLabel: '查看全部案例',
      },
    },
  },
  item: { title: 'title', summary: 'summary', structuredData: () => [] },
  share: (c) => ({
    detail: industryName(c.industry),
    title: c.title,
    meta: c.client,
    industry: c.industry,
    figure: c.results[0] && { value: c.results[0].value, label: c.results[0].label },
  }),
});
