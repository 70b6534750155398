/** Copy of the QA panel (/test) and its feed of sent verification codes. */
export const TEST_PAGE = {
  header: {
    title: 'QA 测试面板',
    lead: '逐一触发请求层的每种错误展示、每种提示与行业数据加载失败。本页不被搜索引擎收录。',
  },
  errors: {
    title: '请求错误展示类型',
    last: (last: string) => `最近一次：${last}`,
    notYet: '尚未触发',
    pending: (label: string) => `${label}：请求中`,
    succeeded: (label: string) => `${label}：请求成功`,
    handled: (label: string) => `${label}：已由请求层处理`,
  },
  toasts: {
    title: '提示与通知',
    info: { button: '普通提示', text: '这是一条普通提示（3 秒）' },
    success: { button: '成功提示', text: '操作成功（3 秒）' },
    error: { button: '错误提示', text: '操作失败（3 秒）' },
    warning: { button: '警告提示', text: '请注意（3 秒）' },
    loading: { button: '加载提示', text: '正在处理（3 秒）' },
    long: { button: '长提示', text: '这是一条长提示（8 秒）' },
    notice: { button: '通知', title: '通知', description: '1.5 秒后自动关闭，鼠标悬停时暂停计时。' },
  },
  leads: {
    title: '表单提交失败（下一次提交）',
    willFail: (mode: string) => `下一次表单提交将失败：${mode}`,
    received: '已收到的线索：',
  },
  models: {
    title: '数据模型',
    name: (name: string) => `global.name：${name}`,
    rename: { button: '改名（同步）', name: 'QA 已改名' },
    renameAsync: { button: '改名（异步）', name: 'QA 异步改名' },
    industryFailure: '行业数据加载失败',
    chunkFailure: '模拟页面加载失败',
  },
  codes: {
    title: '验证码（个人信息权利请求，模拟发送）',
    /** Before the link to the full list. */
    lead: '最近发送的短信与邮件验证码，最新的在最前（“立即过期”：看过期验证码的提示，无需等 10 分钟）；完整列表：',
    empty: '尚未发送验证码。',
    states: { open: '可用', used: '已使用', void: '已失效（输错过多）', expired: '已过期' },
    channels: { sms: '短信', email: '邮件' },
    /** One code's line after the code itself. */
    line: (c: { channel: string; to: string; state: string; tries: number; expiresAt: string }) =>
      `${c.channel} ${c.to} · ${c.state} · 输错 ${c.tries} 次 · ${c.expiresAt} 过期`,
    expire: '立即过期',
  },
};
