/** Copy of the campaigns page (/campaign) besides the campaigns' own copy. */
export const CAMPAIGN_PAGE = {
  listTitle: '专题活动列表',
};
