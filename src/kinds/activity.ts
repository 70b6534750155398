/** Activities: closed-door sessions, online talks and live streams, each with its registration form. */
import { type ActivityQuery, ActivitySchema } from '../api/activities';
import { beijingParts } from '../lib/beijingTime';
import { industryName } from '../lib/industry';
import { event } from '../lib/structuredData';
import { defineKind } from './define';

export default defineKind<ActivityQuery>()({
  kind: 'activity',
  schema: { item: ActivitySchema, listed: ActivitySchema },
  copy: {
    list: {
      title: '行业活动与专家直播',
      lead: '闭门研讨、线上分享与专家直播，每月覆盖七大行业的热点议题。报名后我们会通过短信与邮件发送参会信息。',
      description: '知桥咨询线上线下行业活动、直播与闭门研讨会。',
    },
    item: {
      heading: '活动详情',
      loadingLabel: '正在加载活动详情…',
      notFound: {
        title: '没有找到这场活动',
        text: '活动可能已下线，或链接有误。您可以回到活动中心，看看近期的其他活动。',
        backLabel: '返回活动中心',
      },
    },
  },
  item: { title: 'title', summary: 'summary', structuredData: (site, at, a) => [event(site, at, a)] },
  share: (a) => {
    const start = beijingParts(a.startTime);
    const when = start ? `${start.year}年${start.month}月${start.day}日 周${start.weekday} ${start.time}` : '时间待定';
    return {
      detail: industryName(a.industry),
      title: a.title,
      meta: a.format === 'offline' && a.place ? `${when} · ${a.place}` : when,
      industry: a.industry,
    };
  },
});
