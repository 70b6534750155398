/** What the campaign pages say around a campaign's own copy (which comes from the firm's platform). */

export const CAMPAIGN_COPY = {
  eyebrow: '专题活动',
  /** On a card and a share picture: '报名截止 <date>'. */
  closes: '报名截止',
  /** The facts beside a live campaign's form (labels of two characters, as every fact card's). */
  facts: { topic: '主题', closes: '截止' },
  /** A campaign not open yet: its address says when it opens. */
  upcoming: {
    lead: '本活动尚未开放报名。',
    opens: (when: string) => `将于 ${when}（北京时间）开放报名，届时可在本页提交。`,
  },
  /** A campaign that has ended (or was withdrawn): no form, links on. */
  ended: {
    lead: '本活动已结束，感谢您的关注。',
    text: '报名已截止。您可以看看正在进行的其他专题活动，或直接联系顾问，我们同样可以为您安排专家交流。',
  },
  links: { current: '查看正在进行的专题活动', contact: '联系我们' },
  /** Above the form of a visitor who had it open when the campaign ended. */
  endedWhileOpen: '本活动刚刚截止报名。您已打开的表单在截止后一小时内提交仍会被受理，已填写的内容不会丢失。',
  /** A draft seen through its preview link. */
  preview: {
    banner: '预览：这是尚未发布的草稿，只有持有预览链接的人能看到；页面不会被搜索引擎收录。',
    submitted: '预览：所填内容已通过校验。草稿中的提交不会发送，发布后访客的提交才会进入线索收件箱。',
    notFound: {
      title: '没有找到这份草稿',
      text: '预览链接可能已失效或有误。请在活动平台重新生成预览链接。',
      backTo: '/campaign',
      backLabel: '查看专题活动',
    },
  },
  /** A definition the site cannot show as it came (checked where it enters). */
  list: {
    empty: { title: '目前没有正在进行的专题活动', text: '新的专题活动发布后会显示在这里。您也可以直接联系顾问，说明您关心的话题。' },
    loadingLabel: '正在加载专题活动…',
    cta: '立即报名',
  },
  result: {
    pending: (topic: string) => `这里会显示您提交“${topic}”后的确认编号与下一步安排。本次访问中还没有收到您的提交。`,
    formLink: '前往报名',
  },
} as const;
