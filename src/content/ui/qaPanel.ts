/** The visitor QA panel (a QA build's tool for the monitor and the analytics beacons): its own module, off the first page. */
export const VISITOR_QA_PANEL = {
  monitorTitle: '错误监测',
  uncaughtButton: '触发未捕获错误',
  uncaughtError: 'QA 模拟的未捕获错误',
  rejectionButton: '触发未处理的 Promise 拒绝',
  rejectionError: 'QA 模拟的未处理 Promise 拒绝',
  monitorNote: '上报约 2 秒后批量发送（页面隐藏时立即发送），每次页面浏览最多 20 条。',
  beaconsTitle: '访问统计（模拟接收端，实时）',
  /** Around the link to the full list. */
  beaconsBefore: '最近收到的统计事件，最新的在最后；完整列表：',
  beaconsAfter: '。本面板不采集点击。',
  duration: (duration: string) => `时长 ${duration} s`,
};
