import type { Request, Response } from 'express';

/** Monitor reports received since the mock server started, newest last (for QA and browser tests). */
const received: API.MonitorEvent[] = [];
const KEEP = 500;

const TYPES: readonly API.MonitorEventType[] = [
  'chunk-error',
  'runtime-error',
  'unhandled-rejection',
  'request-error',
  'wechat-signature',
  'web-vital',
];

const parseEvent = (value: unknown): API.MonitorEvent | null => {
  if (!value || typeof value !== 'object') return null;
  const { type, message, page, time, name, value: amount, rating } = value as Record<string, unknown>;
  if (typeof type !== 'string' || !TYPES.includes(type as API.MonitorEventType) || typeof message !== 'string') return null;
  return {
    type: type as API.MonitorEventType,
    message: message.slice(0, 500),
    page: String(page ?? '').slice(0, 300),
    time: Number(time) || Date.now(),
    ...(typeof name === 'string' ? { name: name.slice(0, 200) } : {}),
    ...(typeof amount === 'number' ? { value: amount } : {}),
    ...(typeof rating === 'string' ? { rating: rating.slice(0, 40) } : {}),
  };
};

/** A batch `{ events: [...] }` (at most 50 taken) or a single report. */
const parse = (body: unknown): API.MonitorEvent[] | null => {
  const value = typeof body === 'string' ? safeJson(body) : body;
  const list =
    value && typeof value === 'object' && Array.isArray((value as API.MonitorBatch).events) ? (value as API.MonitorBatch).events : [value];
  const events = list.slice(0, 50).map(parseEvent);
  return events.length && events.every(Boolean) ? (events as API.MonitorEvent[]) : null;
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export default {
  // POST /api/platform/analysis/monitor
  'POST /api/platform/analysis/monitor': (req: Request, res: Response) => {
    const events = parse(req.body);
    if (!events) return res.status(400).json({ success: false, errorMessage: '上报格式不正确' });
    received.push(...events);
    received.splice(0, Math.max(0, received.length - KEEP));
    return res.json({ success: true });
  },
  // GET /api/platform/analysis/monitor: what was reported
  'GET /api/platform/analysis/monitor': (_req: Request, res: Response) => {
    res.json({ success: true, data: received });
  },
};
