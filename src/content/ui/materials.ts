/** The words of the materials centre's parts (src/features/materials/), one object per component. */

export const COPY_LINK = {
  label: '资料链接',
  copy: '复制链接',
  copied: '链接已复制，粘贴到浏览器地址栏即可打开下载。',
  manual: '已选中链接，请长按选择“复制”。',
};

export const DOWNLOAD_ACTION = {
  wechatNote: '微信内无法直接下载文件。请在浏览器中打开，或通过邮件获取本资料。',
  wechatLink: '获取下载方式',
  unlocked: '感谢登记，现在可以下载了。',
  download: (size: string) => `下载 PDF（${size}）`,
  /** After a download, around the link to the user centre. */
  startedBefore: '已开始下载，记录可在',
  startedLink: '个人中心',
  startedAfter: '查看。',
};

export const DOWNLOAD_GATE = {
  title: '填写信息后下载',
  loading: '正在加载表单…',
};

export const MATERIAL_CARD = {
  allIndustries: '全部行业',
  industries: (names: readonly string[]) => names.join('、'),
  /** The first names, then how many industries in all. */
  someIndustries: (names: readonly string[], count: number) => `${names.join('、')}等 ${count} 个行业`,
  gatedDownload: '登记后下载',
  freeDownload: '免费下载',
  downloadAria: (action: string, title: string) => `${action}：${title}`,
  factsLabel: '资料信息',
  pages: (pages: number) => `${pages} 页`,
};

export const MATERIAL_COVER = {
  series: (type: string) => `知桥 · ${type}`,
};

export const OPEN_IN_BROWSER_HINT = {
  title: '点击右上角的 ··· 按钮，再选择“在浏览器中打开”',
  menuItem: '在浏览器中打开',
};

export const REPORTS_SECTION = {
  title: '研究报告与案例',
  lead: '行业研究报告与白皮书，摘要在线阅读，全文PDF下载。',
  loading: '正在加载研究报告…',
  total: (count: number) => `共 ${count} 份研究报告，`,
  more: '另有白皮书、服务手册与客户案例。',
  allReports: '浏览全部研究报告',
  cases: '查看客户案例',
};

export const SAVE_BUTTON = {
  saved: '已收藏',
  save: '收藏',
  unsave: '取消收藏',
  saveTitle: '收藏到本设备',
  /** The icon button's name: the action and the material's title. */
  aria: (action: string, title: string) => `${action}「${title}」`,
};

export const SEND_BY_EMAIL = {
  failed: '发送失败，请稍后重试。',
  sent: '已提交。资料将在几分钟内发送到您的邮箱，如未收到请检查垃圾邮件文件夹。',
  label: '接收邮箱',
  sending: '正在发送…',
  send: '发送到邮箱',
  /** The consent, before the link to the personal information notice. */
  consent: '我同意知桥咨询使用该邮箱发送资料，详见',
};

export const EMAIL_FORM_PARTS = {
  privacyLink: '《个人信息保护说明》',
};
