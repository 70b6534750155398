/** Campaigns: a topic's page and enquiry form, published by marketers for a limited time (docs/campaigns.md). */
import { CampaignSchema } from '../api/campaign';
import { CAMPAIGN_COPY } from '../content/campaigns';
import { formatDate } from '../lib/beijingTime';
import { defineKind } from './define';

export default defineKind<Record<string, never>>()({
  kind: 'campaign',
  schema: { item: CampaignSchema, listed: CampaignSchema },
  copy: {
    list: {
      title: '正在进行的专题活动',
      lead: '趋势报告解读、闭门分享与专家交流名额，按专题限时开放。选择感兴趣的专题留下联系方式，顾问会为您安排后续。',
      description: '知桥咨询正在进行的专题活动与报名。',
    },
    item: {
      heading: '专题活动',
      loadingLabel: '正在加载活动…',
      errorText: '活动信息暂时无法加载，请稍后重试。',
      notFound: {
        title: '没有找到这个活动',
        text: '活动可能尚未发布，或链接有误。您可以看看正在进行的专题活动，或直接联系我们。',
        backLabel: '查看专题活动',
      },
    },
  },
  item: { title: 'title', summary: (c) => c.share.description, shareTitle: (c) => c.share.title, structuredData: () => [] },
  share: (c) => ({ detail: c.topic, title: c.share.title, meta: `${CAMPAIGN_COPY.closes} ${formatDate(c.endsAt)}` }),
});
