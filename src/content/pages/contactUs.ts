/** Copy of the contact page (/contactUs). */
export const CONTACT_US_PAGE = {
  hero: { call: (phone: string) => `致电 ${phone}`, email: '发送邮件' },
  offices: {
    title: '办公室',
    lead: (address: string) => `总部：${address}`,
    headquarters: '总部',
    address: '地址',
    phone: '电话',
    email: '邮箱',
    hours: '时间',
    otherChannels: '其他联系方式',
  },
  forms: {
    title: '在线提交需求',
    /** `within`: withinDays() of the enquiry's answer days. */
    lead: (within: string) => `选择与您的问题最接近的服务，填写需求后顾问会在 ${within}联系您。`,
    link: '填写需求 →',
  },
};
