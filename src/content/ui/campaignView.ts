/** The words of a campaign's own page (src/features/campaigns/CampaignView.tsx) besides the campaigns' copy. */

export const CAMPAIGN_VIEW = {
  /** The closing time in the facts beside the form. */
  closesAt: (when: string) => `${when}（北京时间）`,
};
