/** Chinese texts of the error catalogue and the loaders: what the request layer and the page frame say. */
export const TEXTS = {
  loading: '加载中...',
  loadFailed: '加载失败',
  requestError: '请求错误，请重试。',
  networkError: '网络连接失败，请检查网络后重试。',
  timeoutError: '请求超时，服务器没有及时响应，请稍后重试。',
  httpError: (status: number) => `服务暂时不可用（${status}），请稍后重试。`,
  invalidAnswer: '服务器返回的内容无法识别，请稍后重试。',
  chunkFailed: '页面加载失败（Loading chunk failed），请检查网络后重新加载。',
  reload: '重新加载',
  startupFailed: '站点初始化失败，请刷新页面重试。',
} as const;
