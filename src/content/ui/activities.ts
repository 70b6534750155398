/** The words of an activity's status, format and call to action, and of the activity centre's filter (src/features/content/activities/). */

export const ACTIVITY_VIEW = {
  status: {
    upcoming: '即将开放报名',
    open: '报名中',
    full: '名额已满',
    closed: '报名已截止',
    past: '已结束',
  },
  format: {
    online: '线上会议',
    offline: '线下活动',
    live: '直播',
  },
  cta: {
    register: '立即报名',
    replay: '申请观看回放',
    noReplay: '活动已结束，暂无回放',
    full: '名额已满',
    closed: '报名已截止',
    notYetOpen: '报名尚未开放，敬请期待',
  },
  /** The status badge of a past activity with a recording. */
  pastWithReplay: '已结束 · 可看回放',
  places: {
    label: '名额',
    left: (left: number, quota: number) => `剩余 ${left} / ${quota} 个名额`,
  },
};

export const ACTIVITY_FILTER = {
  when: {
    upcoming: '即将举办',
    past: '往期回顾',
  },
  format: ACTIVITY_VIEW.format,
};
