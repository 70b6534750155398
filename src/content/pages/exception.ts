/** Copy of the exception page (/exception), where a request's error display type 9 lands. */
export const EXCEPTION_PAGE = {
  title: '请求未能完成',
  code: (code: string) => `错误代码：${code}`,
  home: '返回首页',
};
