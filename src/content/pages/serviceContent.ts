/** Copy of a service's page (/serviceContent?id=). */
export const SERVICE_CONTENT_PAGE = {
  hero: { eyebrow: '产品与服务', all: '全部服务' },
  what: { title: '服务介绍' },
  steps: { title: '服务流程' },
  deliverables: { title: '交付成果' },
  cases: { title: '典型客户与场景', industries: '覆盖行业' },
  faq: { title: '常见问题' },
  related: { title: '相关案例与资料' },
  cta: {
    title: (service: string) => `咨询「${service}」`,
    /** `within`: withinDays() of the enquiry's answer days. */
    text: (within: string) => `填写需求表单，顾问会在 ${within}与您联系，确认需求与报价。`,
    contact: '联系我们',
  },
};
