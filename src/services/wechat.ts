import type * as API from '@/api';
import { request } from '@/request/send';

/** GET /api/platform/wechat/share: JS-SDK signature and abilities for the current page URL. */
export async function getWechatShareConfig(url: string) {
  return request<API.CodeResponse<API.WechatShareConfig>>('@platform/api/platform/wechat/share', {
    method: 'GET',
    params: { url },
    expectData: 'wechatShare',
    skipErrorHandler: true,
  });
}

/** POST /api/platform/wechat/oauth/user: the visitor (openid, nickname, avatar) for the gateway's one-time token. */
export async function exchangeWechatToken(accessToken: string) {
  return request<API.ResponseStructure<API.WechatVisitor>>('@platform/api/platform/wechat/oauth/user', {
    method: 'POST',
    data: { accessToken },
    expectData: 'wechatVisitor',
    skipErrorHandler: true,
  });
}
