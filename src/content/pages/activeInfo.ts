/** Copy of an activity's page (/activeInfo?id=): its facts, agenda, speakers and notes. */
export const ACTIVE_INFO_PAGE = {
  /** Beside a call to action that is not open. */
  others: '查看其他活动',
  facts: {
    time: '时间',
    timeValue: (range: string) => `${range}（北京时间）`,
    place: '地点',
    format: '形式',
  },
  agenda: { title: '活动议程', speaker: (speaker: string) => `分享嘉宾：${speaker}` },
  speakers: { title: '分享嘉宾' },
  notes: {
    title: '参会须知',
    /** `within`: withinDays() of the registration's answer days. */
    replay: (within: string) => `回放申请提交后，我们会在 ${within}审核，并通过短信与邮件发送观看链接。`,
    registration: (within: string) => `报名提交后，我们会在 ${within}审核，并通过短信与邮件发送参会信息。`,
    places: '活动名额有限，同一机构报名人数较多时，我们可能与您沟通调整。',
    speakers: '嘉宾仅分享基于个人经验与公开信息的观点，不涉及任何重大非公开信息或保密信息。',
    /** The way to the industry's landing page: the text, the link, then the end. */
    more: {
      before: (industry: string) => `更多${industry}领域的研究与服务，请查看`,
      link: '行业解决方案',
      after: '。',
    },
    back: '← 返回活动中心',
  },
};
