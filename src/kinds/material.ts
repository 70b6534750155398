/** Materials: reports, white papers, brochures and case collections to download (some behind a short form). */
import { type MaterialQuery, MaterialSchema, MaterialSummarySchema } from '../api/materials';
import { formatDate } from '../lib/beijingTime';
import { industryName } from '../lib/industry';
import { defineKind } from './define';

export default defineKind<MaterialQuery>()({
  kind: 'material',
  schema: { item: MaterialSchema, listed: MaterialSummarySchema },
  copy: {
    list: {
      title: '研究报告与资料下载',
      lead: '知桥研究团队基于一线专家访谈与调研撰写的行业报告、白皮书、案例集与服务手册。标注“免费下载”的资料可直接获取，部分深度报告需要简单登记。',
      description: '研究报告、白皮书与服务手册下载。',
    },
    item: {
      heading: '资料下载',
      loadingLabel: '正在加载资料…',
      notFound: {
        title: '没有找到这份资料',
        text: '资料可能已下线，或链接有误。您可以回到资料中心，浏览全部研究报告与白皮书。',
        backLabel: '返回资料中心',
      },
    },
  },
  item: { title: 'title', summary: 'summary', structuredData: () => [] },
  share: (m) => ({
    detail: m.industries.length ? m.industries.map(industryName).join('、') : '综合',
    title: m.title,
    meta: `${formatDate(m.publishedAt)} · ${m.pages} 页`,
    // One or two industries: the first one's colour; more: the firm's.
    industry: m.industries.length <= 2 ? m.industries[0] : undefined,
  }),
});
