import type { Request, Response } from 'express';

import { badRequest, readText, routes } from './guard';

/**
 * QA only: a stand-in for Baidu's link submission interface (http://data.zz.baidu.com/urls), so what the build and the
 * refresh submit (scripts/prerender/baiduPush.ts, with BAIDU_PUSH_URL pointing here) can be seen and tested.
 *   POST /api/platform/qa/baidu-push?site=&token=   text/plain, one address per line; answers as Baidu does:
 *                                                    { remain, success, not_same_site, not_valid } or { error, message }
 *   GET  /api/platform/qa/baidu-push                 what it received, oldest first
 *   POST /api/platform/qa/baidu-push/mode            { mode: 'ok' | 'error' | 'quota' } how it answers from now on;
 *                                                    { mode: 'reset' } answers 'ok' and forgets what it received
 */

type Mode = 'ok' | 'error' | 'quota';

interface Received {
  site: string;
  token: string;
  urls: string[];
  /** HTTP status it answered. */
  status: number;
  at: string;
}

const DAILY_QUOTA = 3000;
let mode: Mode = 'ok';
const received: Received[] = [];

function receive(req: Request, res: Response, text: string) {
  const site = String(req.query.site ?? '');
  const token = String(req.query.token ?? '');
  const urls = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const answer = (status: number, body: Record<string, unknown>) => {
    received.push({ site, token, urls, status, at: new Date().toISOString() });
    return res.status(status).json(body);
  };
  if (!token || mode === 'error') return answer(401, { error: 401, message: 'token is not valid' });
  if (!site) return answer(400, { error: 400, message: 'site error' });
  if (!urls.length) return answer(400, { error: 400, message: 'empty content' });
  const sent = received.filter((r) => r.status === 200).reduce((n, r) => n + r.urls.length, 0);
  if (mode === 'quota' || sent + urls.length > DAILY_QUOTA) return answer(400, { error: 400, message: 'over quota' });
  const notSameSite = urls.filter((url) => !url.startsWith(`${site}/`));
  const notValid = urls.filter((url) => !notSameSite.includes(url) && !/^https?:\/\/[^\s]+$/.test(url));
  const success = urls.length - notSameSite.length - notValid.length;
  return answer(200, { remain: DAILY_QUOTA - sent - success, success, not_same_site: notSameSite, not_valid: notValid });
}

export default {
  ...routes(
    {
      'POST /api/platform/qa/baidu-push': async (req: Request, res: Response) => {
        const text = await readText(req);
        if (text === null) return res.status(413).json({ error: 413, message: 'content too large' });
        return receive(req, res, text);
      },
    },
    { textBody: true },
  ),
  ...routes({
    'GET /api/platform/qa/baidu-push': (_req: Request, res: Response) => res.json({ success: true, data: received }),
    'POST /api/platform/qa/baidu-push/mode': (req: Request, res: Response) => {
      const next = (req.body as { mode?: string }).mode;
      if (next === 'reset') {
        received.splice(0, received.length);
        mode = 'ok';
      } else if (next === 'ok' || next === 'error' || next === 'quota') mode = next;
      else return badRequest(res, 'mode 只能是 ok、error、quota 或 reset');
      return res.json({ success: true, data: { mode } });
    },
  }),
};
