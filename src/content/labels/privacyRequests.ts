/**
 * What each rights request of the personal centre is called, by its kind (`PrivacyRequestKind` of
 * src/config/forms/privacyRequests.ts, which checks that every kind is here). A leaf of the catalogue: it reads nothing,
 * so the settings may read it.
 */

export const PRIVACY_REQUEST_LABELS = {
  withdrawMarketing: '撤回营销同意',
  withdrawCrossBorder: '撤回向境外客户提供的同意',
  copy: '获取我的个人信息副本',
  delete: '删除我的个人信息',
  correct: '更正职业背景',
  restrict: '限制处理我的个人信息',
  leaveNetwork: '退出专家网络',
};
