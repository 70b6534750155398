import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { routes } from './guard';

/**
 * Mock WeChat OAuth tenant gateway (builds with neither OAUTH_GATEWAY nor API_BASE) and the token exchange.
 * The gateway asks the visitor, as WeChat does, then comes back to `redirectUrl` with `token=` appended
 * (允许) or without it (拒绝). It only ever returns to the origin it was called from.
 */
const tokens = new Map<string, API.WechatVisitor>();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The redirect URL when it points back to the caller's own origin, else null. */
export function sameOriginRedirect(redirectUrl: string, host: string | undefined): URL | null {
  try {
    const url = new URL(redirectUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host ? url : null;
  } catch {
    return null;
  }
}

export function issueToken(visitor?: Partial<API.WechatVisitor>): string {
  const token = `mock-${randomBytes(12).toString('hex')}`;
  tokens.set(token, {
    openid: visitor?.openid ?? `oMock${randomBytes(10).toString('hex')}`,
    nickname: visitor?.nickname ?? '微信访客',
    avatar: visitor?.avatar ?? '',
  });
  return token;
}

const page = (title: string, body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:420px;margin:15vh auto;padding:0 24px;color:#1f2937}
h1{font-size:20px}p{color:#4b5563;line-height:1.7}a{display:block;text-align:center;padding:12px;border-radius:8px;margin-top:12px;text-decoration:none}
.ok{background:#07c160;color:#fff}.no{border:1px solid #d1d5db;color:#374151}</style></head><body>${body}</body></html>`;

export default routes({
  // GET /api/mock/oauth/authorize?appId=&redirectUrl=&tenant=
  'GET /api/mock/oauth/authorize': (req: Request, res: Response) => {
    const appId = String(req.query.appId ?? '');
    const tenant = String(req.query.tenant ?? '');
    const target = sameOriginRedirect(String(req.query.redirectUrl ?? ''), req.headers.host);
    if (!appId || !tenant || !target) {
      return res
        .status(400)
        .type('html')
        .send(page('授权参数错误', '<h1>授权参数错误</h1><p>缺少 appId、tenant，或回跳地址不属于本站。</p>'));
    }
    const allow = new URL(target);
    allow.searchParams.set('token', issueToken());
    const deny = new URL(target);
    return res
      .type('html')
      .send(
        page(
          '微信授权（模拟）',
          `<h1>知桥咨询 申请获取你的昵称和头像</h1><p>模拟的微信授权网关（租户 ${escapeHtml(tenant)}，应用 ${escapeHtml(appId)}）。</p>` +
            `<a class="ok" id="allow" href="${escapeHtml(allow.toString())}">允许</a>` +
            `<a class="no" id="deny" href="${escapeHtml(deny.toString())}">拒绝</a>`,
        ),
      );
  },
  // POST /api/platform/wechat/oauth/user { accessToken }: one-time token -> visitor
  'POST /api/platform/wechat/oauth/user': (req: Request, res: Response) => {
    const { accessToken } = (req.body ?? {}) as Partial<API.WechatTokenExchange>;
    const visitor = typeof accessToken === 'string' ? tokens.get(accessToken) : undefined;
    if (!visitor || !accessToken) {
      const body: API.ResponseStructure = { success: false, errorCode: 'TOKEN_INVALID', errorMessage: '授权已失效', showType: 0 };
      return res.json(body);
    }
    tokens.delete(accessToken);
    const body: API.ResponseStructure<API.WechatVisitor> = { success: true, data: visitor };
    return res.json(body);
  },
});
