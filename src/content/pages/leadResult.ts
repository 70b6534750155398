/** Copy of the forms' result page besides the result copy by kind of form (src/content/formResults.ts). */
export const LEAD_RESULT_PAGE = {
  thanks: {
    title: '提交成功',
    /** `application`: an activity's or an expert's form. */
    text: (subject: string | undefined, application: boolean) =>
      `我们已收到您${subject ? `关于“${subject}”` : ''}的${application ? '申请' : '信息'}，感谢您的信任。`,
    surveyTitle: '感谢您参与调研',
    surveyText: '我们已收到您的回答。',
  },
  /** Opened without a submission. */
  pending: {
    text: '这里会显示您提交表单后的确认编号与下一步安排。本次访问中还没有收到您的提交。',
    subject: (subject: string) => `这里会显示您提交“${subject}”后的确认编号与下一步安排。本次访问中还没有收到您的提交。`,
    /** The link to a form without a call to action of its own. */
    form: (heading: string) => `填写${heading}`,
  },
  /** Related content of a form without its own. */
  related: [
    { label: '产品与服务', path: '/service' },
    { label: '活动中心', path: '/activeList' },
    { label: '资料下载', path: '/down' },
  ],
};
