/** The words the request layer adds to a server's error (src/request/errorHandler.ts). */

export const REQUEST_ERRORS = {
  /** The title of a notification (display type 4). */
  notice: {
    code: (errorCode: string) => `错误代码 ${errorCode}`,
    noCode: '请求未完成',
  },
};
