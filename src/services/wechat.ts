import { request } from '@umijs/max';

/** GET /api/platform/wechat/share: JS-SDK signature and abilities for the current page URL. */
export async function getWechatShareConfig(url: string) {
  return request<API.CodeResponse<API.WechatShareConfig>>('@platform/api/platform/wechat/share', {
    method: 'GET',
    params: { url },
    skipErrorHandler: true,
  });
}
