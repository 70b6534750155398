/** Copy of the way to a material where downloads are blocked (/downPdfBak?id=): open in a browser, copy, or email. */
export const MATERIAL_READER_PAGE = {
  lead: {
    wechat: '微信内置浏览器不支持下载文件。请按下面的步骤在浏览器中打开本页，或把资料发送到您的邮箱。',
    other: '如果下载没有开始，可以复制链接在其他浏览器中打开，或把资料发送到您的邮箱。',
  },
  open: {
    title: '在浏览器中打开',
    steps: {
      menu: '点击屏幕右上角的“···”按钮。',
      browser: '在弹出的菜单中选择“在浏览器中打开”。',
      download: (gated: boolean) => `在浏览器打开的页面中点击“下载 PDF”${gated ? '（需先填写简单信息）' : ''}。`,
    },
    /** Outside WeChat: the text, the link, then the end. */
    direct: { before: '您当前不在微信中，也可以', link: '直接下载', after: '。' },
  },
  mail: {
    title: '发送到邮箱',
    lead: (title: string) => `填写邮箱后，我们会把《${title}》发送给您。`,
    back: '← 返回资料下载',
  },
};
