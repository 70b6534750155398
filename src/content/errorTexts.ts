/**
 * What /exception says for an error code when it did not come from this tab's own request layer (a link from
 * elsewhere): a generic text per code, never the link's own message. Plain data.
 */
import { TEXTS } from './messages';

const BY_CODE: Record<string, string> = {
  '401': '登录状态已失效，请重新进入页面后再试。',
  UNAUTHORIZED: '登录状态已失效，请重新进入页面后再试。',
  '403': '暂无权限访问该内容。',
  FORBIDDEN: '暂无权限访问该内容。',
  '404': '请求的内容不存在或已下线。',
  NOT_FOUND: '请求的内容不存在或已下线。',
  '429': '请求过于频繁，请稍后再试。',
  '500': '服务暂时不可用，请稍后重试。',
  '502': '服务暂时不可用，请稍后重试。',
  '503': '服务暂时不可用，请稍后重试。',
};

/** An error code as shown: letters, digits, '.', '_' and '-' only, at most 32 of them; anything else is '未知'. */
export const displayErrorCode = (raw: string | null | undefined): string => (raw && /^[A-Za-z0-9_.-]{1,32}$/.test(raw) ? raw : '未知');

/** The generic text of an error code. */
export const genericErrorText = (code: string): string => BY_CODE[code.toUpperCase()] ?? TEXTS.requestError;

/** Longest server message /exception shows. */
export const EXCEPTION_MESSAGE_MAX = 200;
