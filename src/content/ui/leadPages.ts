/** The words of the activity form page and of the form engine's inputs (src/features/leads/), one object per component. */

export const ACTIVITY_FORM_PAGE = {
  errorText: '活动信息暂时无法加载，请稍后重试。',
  loadingLabel: '正在加载活动信息…',
  notFound: {
    title: '没有找到这场活动',
    text: '活动可能已下线，或链接有误，因此无法报名。您可以回到活动中心，看看近期的其他活动。',
    backLabel: '返回活动中心',
  },
  /** Why the visitor cannot submit. */
  blocked: {
    noReplay: '本场活动没有回放，暂不能申请观看。',
    replayLater: '活动尚未结束，回放将在活动结束后开放申请。',
    notOpen: '报名尚未开放，敬请期待。开放后可在活动详情页报名。',
    ended: '活动已结束，不能再报名。您可以申请观看回放。',
    /** After why the activity takes no registration (名额已满). */
    closed: (status: string) => `${status}，暂不能报名。`,
    other: '当前不能报名。',
  },
  facts: {
    time: '时间',
    timeValue: (range: string) => `${range}（北京时间）`,
    place: '地点',
    format: '形式',
  },
  details: '查看活动详情与议程 →',
  others: '查看其他活动',
};

export const FIELD_CONTROL_INPUT = {
  /**
   * The marks that end a tag while the visitor types (besides Enter): a comma, an enumeration comma, a semicolon, in
   * the forms a keyboard of this language gives. They are here because they depend on the language.
   */
  tagSeparators: [',', '，', '、', ';', '；'],
};
