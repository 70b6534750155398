/** Copy of the page for an unknown address (404); the English edition's has the same shape (src/content/en/notFound.ts). */
export interface NotFoundWords {
  title: string;
  text: string;
  home: string;
}

export const NOT_FOUND_PAGE: NotFoundWords = {
  title: '页面不存在',
  text: '您访问的页面可能已移动或删除，请检查链接，或从首页重新进入。',
  home: '返回首页',
};
