/**
 * The labels of the failures QA can force, shown in the QA panel; their keys are the kinds and modes themselves, and
 * their order is the panel's (src/qa/switches.ts). No imports: mock/ reads them.
 */

export const QA_SWITCHES = {
  errorCases: {
    '0': '静默（0）',
    '1': '警告提示（1）',
    '2': '错误提示（2）',
    '4': '通知（4）',
    '9': '跳转错误页（9）',
    'no-info': '无信息错误',
    'http-500': 'HTTP 500',
  },
  leadFailModes: {
    network: '网络中断（已入库，应答丢失）',
    'http-500': 'HTTP 500',
    'biz-0': 'success: false · 静默（0）',
    'biz-1': 'success: false · 警告（1）',
    'biz-2': 'success: false · 错误（2）',
    'biz-4': 'success: false · 通知（4）',
    'biz-9': 'success: false · 跳转（9）',
  },
};
