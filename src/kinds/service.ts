/** The firm's services: expert calls, custom research, surveys, training. */
import { type ServiceQuery, ServiceSchema, ServiceSummarySchema } from '../api/services';
import { defineKind } from './define';

export default defineKind<ServiceQuery>()({
  kind: 'service',
  schema: { item: ServiceSchema, listed: ServiceSummarySchema },
  copy: {
    list: {
      title: '从一次专家访谈，到一整套研究方案',
      lead: '六类服务覆盖投资与经营决策的每个阶段：快速连线行业专家，组织专家会议，定制研究与问卷调研，或让研究员长期驻场支持。',
      description: '专家访谈、定制洞察、定量研究与企业培训等全部服务。',
    },
    item: {
      heading: '服务详情',
      loadingLabel: '正在加载服务详情…',
      notFound: {
        title: '没有找到这项服务',
        text: '链接可能已失效，或该服务已调整。您可以在服务列表中查看我们提供的全部服务。',
        backLabel: '查看全部服务',
      },
    },
  },
  item: { title: 'name', summary: 'pitch', structuredData: () => [] },
  share: (s) => ({ detail: '', title: s.name, meta: s.pitch }),
});
