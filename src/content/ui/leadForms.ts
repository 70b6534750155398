/** The words of the lead form engine and the form pages (src/features/leads/), one object per component. */

export const DATE_FIELD = {
  placeholder: '请选择日期',
};

export const FIELD_CONTROL = {
  /** The stars' tips, from one star to five. */
  ratingTips: ['很不满意', '不满意', '一般', '满意', '非常满意'],
  selectPlaceholder: '请选择',
  dateLoading: '正在加载日期选择…',
  /** The privacy consent: the text, then the link. */
  privacyAgree: '我已阅读并同意',
  privacyLink: '《个人信息保护说明》',
};

export const LEAD_FORM_ENGINE = {
  progress: '答题进度',
  /** "已回答 <done> / <total> 题", around the count in bold. */
  answered: '已回答',
  ofTotal: (total: number) => `/ ${total} 题`,
  draftRestored: (savedAt: string) => `已为您恢复上次未提交的内容（保存于 ${savedAt}）。`,
  draftKept: (days: number) => `您填写的内容会作为草稿保存在本设备上（最长 ${days} 天），提交成功后自动删除。`,
  clearDraft: '清空草稿',
  moreTitle: '补充信息（选填）',
  moreText: '帮助顾问提前准备；也可以留空，顾问会在电话里与您确认。',
  honeypot: '请勿填写此项',
  retry: '重新提交',
  submitting: '正在提交…',
};

/** One edition's words of the engine, its controls, the form's side column and the result card: the English forms have their own (src/content/en/leadForms.ts). */
export type FieldControlWords = typeof FIELD_CONTROL;
export type LeadFormEngineWords = typeof LEAD_FORM_ENGINE;
export type FormBodyWords = typeof FORM_BODY;
export type ResultCardWords = typeof RESULT_CARD;

export const FORM_BODY = {
  asideLabel: '提交说明',
  highlights: '您将获得',
  contactTitle: '也可以直接联系我们',
  phone: '电话',
  email: '邮箱',
  /** The small print, around its two links. */
  privacyBefore: '工作日 9:00–18:00。我们如何使用和保护您的信息，请见',
  privacyLink: '《个人信息保护说明》',
  complianceBefore: '；专家访谈的合规规则，请见',
  complianceLink: '合规中心',
  complianceAfter: '。',
  formLabel: '填写表单',
  loading: '正在加载表单…',
};

export const RESULT_CARD = {
  reference: '参考编号：',
  pendingTitle: '提交表单后在此查看结果',
  next: '接下来',
  pendingNext: '提交后会怎样',
  related: '您可能还想看',
  home: '返回首页',
  /** The contact line, around the phone, the e-mail address and the link to the user centre. */
  contactPhone: '有疑问？致电',
  contactEmail: '（工作日 9:00–18:00），或发邮件至',
  recordsBefore: '。您提交的记录可在',
  recordsLink: '个人中心',
  recordsAfter: '查看。',
};

export const FORM_ART = {
  workingDays: (days: number) => `${days}个工作日`,
};
