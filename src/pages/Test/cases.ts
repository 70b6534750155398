import type { QaErrorCase } from '@/services/qa';

export const QA_ERROR_CASES: readonly { kind: QaErrorCase; label: string }[] = [
  { kind: '0', label: '静默（0）' },
  { kind: '1', label: '警告提示（1）' },
  { kind: '2', label: '错误提示（2）' },
  { kind: '4', label: '通知（4）' },
  { kind: '9', label: '跳转错误页（9）' },
  { kind: 'no-info', label: '无信息错误' },
  { kind: 'http-500', label: 'HTTP 500' },
];

export { INDUSTRY_FAILURE_ID as QA_INDUSTRY_FAILURE_ID } from '@/config/industries';
export { LEAD_FAIL_MODES as QA_LEAD_FAIL_MODES } from '@/config/leadApi';
