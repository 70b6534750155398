/** Copy of the personal centre (/user): the visitor's records on this device and how to clear them. */
export const USER_PAGE = {
  title: '个人中心',
  profile: {
    /** The avatar's letter without a nickname. */
    initial: '访',
    nicknameFallback: '微信用户',
    signedOut: '您尚未登录',
    signedInMeta: (openidDays: number) => `已通过微信识别身份（openid 保存在本设备上 ${openidDays} 天）。以下记录保存在本设备上。`,
    signedOutMeta: '在微信中打开本站即可自动识别身份；未登录时，以下记录仅保存在本设备上。',
    reading: { name: '正在读取…', meta: '正在读取本设备上保存的记录。' },
  },
  cleared: '已清除本站保存在本设备上的全部信息。',
  enquiries: { title: '我的咨询', empty: { text: '还没有提交过咨询。', link: '了解我们的服务' } },
  registrations: {
    title: '活动报名',
    empty: { text: '还没有报名活动。', link: '查看活动中心' },
    /** After the time of submission. */
    submitted: ' 提交',
  },
  saved: {
    title: '我的收藏',
    empty: { text: '还没有收藏资料。', link: '去资料中心看看' },
    savedAt: (time: string) => `${time} 收藏`,
  },
  downloads: { title: '下载记录', empty: '还没有下载过资料。', downloadedAt: (time: string) => `${time} 下载` },
  device: {
    title: '本设备上的数据',
    text: {
      before:
        '本站在您的浏览器中保存表单草稿、提交记录、个人信息权利请求的编号、收藏、下载记录、来源渠道信息和微信身份标识，仅用于方便您再次访问；清除时也会退出微信身份识别。详见',
      link: '个人信息保护说明',
      after: '。',
    },
    confirm: {
      label: '确认清除',
      text: '确定清除全部记录？此操作无法撤销。',
      yes: '确定清除',
      no: '取消',
    },
    clear: '清除本站保存的信息',
  },
};
