/**
 * Fixtures of the leads API: the answers the mock gives, and sample values of every field kind
 * (valid and invalid) that the unit tests and the browser tests type into the forms.
 */

export const LEAD_ANSWERS = {
  validation: { errorCode: 'VALIDATION', errorMessage: '提交的信息有误，请按提示修改后再提交。', showType: 0 },
  unknownForm: { errorCode: 'UNKNOWN_FORM', errorMessage: '表单不存在或已下线，请刷新页面后重试。', showType: 2 },
  badRequest: { errorCode: 'BAD_REQUEST', errorMessage: '提交缺少必要信息，请刷新页面后重试。', showType: 2 },
  activityNotFound: { errorCode: 'NOT_FOUND', errorMessage: '活动不存在或已下线。', showType: 0 },
  activityClosed: { errorCode: 'ACTIVITY_CLOSED', errorMessage: '该活动当前不可报名（名额已满或报名已截止）。', showType: 0 },
  noReplay: { errorCode: 'NO_REPLAY', errorMessage: '该活动暂无可申请的回放。', showType: 0 },
  campaignNotOpen: { errorCode: 'CAMPAIGN_NOT_OPEN', errorMessage: '该活动尚未开始，开始后即可提交。', showType: 0 },
  campaignEnded: { errorCode: 'CAMPAIGN_ENDED', errorMessage: '该活动已结束，欢迎通过“联系我们”留下需求。', showType: 0 },
  qaFailure: { errorCode: 'QA-LEAD', errorMessage: 'QA 模拟：线索服务暂时不可用，请稍后重试。' },
  badFailMode: { errorCode: 'BAD_MODE', errorMessage: '未知的失败方式。', showType: 2 },
  noMarketingConsent: {
    errorCode: 'NO_MARKETING_CONSENT',
    errorMessage: '您没有同意过接收活动邀请与研究更新（或已经撤回），无需再撤回。',
    showType: 0,
  },
  noCrossBorderConsent: {
    errorCode: 'NO_CROSS_BORDER_CONSENT',
    errorMessage: '您没有同意过向境外客户提供（或已经撤回），无需再撤回。',
    showType: 0,
  },
  keyConflict: { errorCode: 'IDEMPOTENCY_CONFLICT', errorMessage: '该提交编号已用于另一份内容，请以新的编号重新提交。', showType: 0 },
} as const;

/** A visitor's contact details that pass every rule. */
export const VALID_CONTACT = {
  name: '王晓明',
  mobile: '13812345678',
  email: 'wang.xm@hengyuan-capital.cn',
  company: '恒远资本管理有限公司',
  jobTitle: '投资经理',
  need: '我们正在评估储能电池产业链的投资机会，希望访谈两到三位头部电池厂的前采购或技术负责人。',
};

/** Samples per rule: [value, valid?]. Very long input, emoji, markup and whitespace-only are in every list. */
export const FIELD_SAMPLES = {
  name: [
    ['王晓明', true],
    ['欧阳·娜娜', true],
    ['Li Lei', true],
    ['王', false],
    ['   ', false],
    ['张三😀', false],
    ['<script>alert(1)</script>', false],
    ['很'.repeat(31), false],
  ],
  mobile: [
    ['13812345678', true],
    ['138 1234 5678', true],
    ['+86 138-1234-5678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['一三八', false],
    ['     ', false],
    ['1'.repeat(200), false],
  ],
  email: [
    ['wang.xm@hengyuan-capital.cn', true],
    ['li+report@research.com.cn', true],
    ['wang.xm@', false],
    ['@hengyuan.cn', false],
    ['wang xm@hengyuan.cn', false],
    ['王@恒远.中国', false],
    ['😀@mail.cn', false],
    ['<b>@x.cn', false],
    [`${'a'.repeat(95)}@x.com`, false],
  ],
  company: [
    ['恒远资本管理有限公司', true],
    ['Hengyuan Capital (HK) Ltd.', true],
    ['A', false],
    ['<img src=x onerror=alert(1)>', false],
    ['   ', false],
    ['公'.repeat(61), false],
  ],
  need: [
    ['希望了解东南亚跨境电商平台的物流成本结构 🚢，以及主要卖家的利润率区间。', true],
    ['<script>alert("x")</script> 这是一段包含标签文字的需求说明。', true],
    ['太短', false],
    ['          ', false],
    ['需'.repeat(1001), false],
  ],
} as const;
