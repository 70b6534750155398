/** Copy of a campaign's result page (/campaignResult?id=) besides the campaigns' own copy. */
export const CAMPAIGN_RESULT_PAGE = {
  /** The thanks of a campaign that has none of its own. */
  thanks: { title: '提交成功', text: '我们已收到您的信息，感谢您的信任。' },
};
