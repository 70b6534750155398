/**
 * Baidu's link submission (搜索资源平台 · 普通收录 · API 提交): the build and each refresh tell Baidu of the addresses
 * that are new or changed, and only those, so a new page does not wait for the next crawl.
 *   BAIDU_PUSH_TOKEN   the site's token from Baidu's search resource platform (secret: only ever from the environment)
 *   SITE_ORIGIN        the site's origin as verified there ('https://www.zhiqiao-consulting.cn')
 *   BAIDU_PUSH_URL     the interface (default http://data.zz.baidu.com/urls; the tests point it at the mock receiver)
 * Without the token or the origin nothing is sent. A failure, a refusal or a used-up daily quota never fails the build
 * or the refresh: the reason is printed (stderr) and the pages stay as written.
 */
export const DEFAULT_PUSH_URL = 'http://data.zz.baidu.com/urls';
/** The most addresses Baidu takes in one request. */
const PER_REQUEST = 2000;
const TIMEOUT_MS = 15_000;

export interface PushSettings {
  token: string;
  origin: string;
  endpoint: string;
}

export function pushSettings(env: NodeJS.ProcessEnv = process.env): PushSettings | null {
  const token = env.BAIDU_PUSH_TOKEN?.trim();
  const origin = env.SITE_ORIGIN?.trim().replace(/\/+$/, '');
  if (!token || !origin) return null;
  return { token, origin, endpoint: env.BAIDU_PUSH_URL?.trim() || DEFAULT_PUSH_URL };
}

/** What Baidu answers: `{ success, remain, not_same_site, not_valid }`, or `{ error, message }`. */
interface Answer {
  success?: number;
  remain?: number;
  not_same_site?: string[];
  not_valid?: string[];
  error?: number;
  message?: string;
}

export interface PushResult {
  /** Addresses Baidu accepted. */
  accepted: number;
  /** One line for the log: what was sent and what Baidu said (or why nothing was). */
  report: string;
  ok: boolean;
}

async function post(settings: PushSettings, urls: readonly string[]): Promise<{ status: number; answer: Answer | null; text: string }> {
  const address = new URL(settings.endpoint);
  address.searchParams.set('site', settings.origin);
  address.searchParams.set('token', settings.token);
  const res = await fetch(address, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: urls.join('\n'),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let answer: Answer | null = null;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    // Reported below with the status.
  }
  return { status: res.status, answer, text };
}

const plural = (n: number) => `${n} address${n === 1 ? '' : 'es'}`;

/** Submits absolute page addresses. Never throws. */
export async function pushToBaidu(urls: readonly string[], settings: PushSettings | null = pushSettings()): Promise<PushResult> {
  if (!settings) return { accepted: 0, ok: true, report: 'baidu push: off (BAIDU_PUSH_TOKEN and SITE_ORIGIN not both set)' };
  if (!urls.length) return { accepted: 0, ok: true, report: 'baidu push: nothing new or changed' };
  let accepted = 0;
  let remain: number | undefined;
  const refused: string[] = [];
  for (let at = 0; at < urls.length; at += PER_REQUEST) {
    const batch = urls.slice(at, at + PER_REQUEST);
    const unsent = urls.length - at;
    let reply: Awaited<ReturnType<typeof post>>;
    try {
      reply = await post(settings, batch);
    } catch (error) {
      const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { accepted, ok: false, report: `baidu push: failed, no answer (${why}); ${plural(unsent)} not submitted` };
    }
    const { status, answer, text } = reply;
    if (status !== 200 || !answer || answer.error !== undefined || typeof answer.success !== 'number') {
      const reason = answer?.message ?? (text.trim().slice(0, 120) || 'empty answer');
      const quota = /quota/i.test(reason) ? ' (daily quota used up)' : '';
      return { accepted, ok: false, report: `baidu push: refused, HTTP ${status}: ${reason}${quota}; ${plural(unsent)} not submitted` };
    }
    accepted += answer.success;
    remain = answer.remain;
    refused.push(...(answer.not_same_site ?? []), ...(answer.not_valid ?? []));
  }
  const rest = remain === undefined ? '' : `, ${remain} left today`;
  const notTaken = refused.length ? `; not taken: ${refused.join(' ')}` : '';
  return { accepted, ok: true, report: `baidu push: ${plural(urls.length)} sent, ${accepted} accepted${rest}${notTaken}` };
}
