/** Hot topics: experts' short takes on what just happened in an industry. */
import { type ArticleQuery, HotTopicSchema } from '../api/articles';
import { formatDate } from '../lib/beijingTime';
import { industryName } from '../lib/industry';
import { article } from '../lib/structuredData';
import { firstSentence } from '../lib/text';
import { defineKind } from './define';

export default defineKind<ArticleQuery>()({
  kind: 'hotTopic',
  schema: { item: HotTopicSchema, listed: HotTopicSchema },
  copy: {
    list: {
      title: '近期热点 · 专家短评',
      lead: '行业里刚刚发生了什么、意味着什么？知桥专家网络中的一线从业者，用几段话给出他们的判断。',
      description: '行业近期热点速览与专家短评。',
    },
    item: {
      heading: '近期热点',
      loadingLabel: '正在加载文章…',
      notFound: {
        title: '没有找到这条热点',
        text: '内容可能已下线，或链接有误。您可以回到近期热点，看看专家们最新的判断。',
        backLabel: '返回近期热点',
      },
    },
  },
  item: {
    title: 'title',
    summary: (t) => firstSentence(t.paragraphs[0]),
    structuredData: (site, at, t) => [
      article(site, at, { title: t.title, date: t.date, summary: firstSentence(t.paragraphs[0]), author: t.expert.name }),
    ],
  },
  share: (t) => ({
    detail: industryName(t.industry),
    title: t.title,
    meta: `专家观点 · ${t.expert.name} · ${formatDate(t.date)}`,
    industry: t.industry,
  }),
});
