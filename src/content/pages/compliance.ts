/** Copy of the compliance centre page (/compliance). */
export const COMPLIANCE_PAGE = {
  glance: {
    title: '合规速览',
    jump: { clients: '面向客户', experts: '面向专家', contact: '合规联系人' },
  },
  clients: { title: '面向客户与客户的合规团队', lead: '访谈开始之前、进行之中与结束之后，我们如何守住信息边界。' },
  experts: { title: '面向专家', lead: '加入知桥专家网络之前，以及每一次访谈之前，您需要了解的规则。' },
  contact: {
    title: '合规联系人',
    enquiries: '合规咨询',
    reports: '违规举报',
    phone: '电话',
    /** After the phone number. */
    hours: '（工作日 9:00–18:00）',
  },
};
