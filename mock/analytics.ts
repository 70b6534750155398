import type { Request, Response } from 'express';

/** Monitor reports received since the mock server started, newest last (for QA and browser tests). */
const received: API.MonitorEvent[] = [];

const parse = (body: unknown): API.MonitorEvent | null => {
  const value = typeof body === 'string' ? safeJson(body) : body;
  if (!value || typeof value !== 'object') return null;
  const { type, message, page, time } = value as Record<string, unknown>;
  if (typeof type !== 'string' || typeof message !== 'string') return null;
  return { type: type as API.MonitorEvent['type'], message, page: String(page ?? ''), time: Number(time) || Date.now() };
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
    const event = parse(req.body);
    if (!event) return res.status(400).json({ success: false, errorMessage: '上报格式不正确' });
    received.push(event);
    if (received.length > 200) received.shift();
    return res.json({ success: true });
  },
  // GET /api/platform/analysis/monitor: what was reported
  'GET /api/platform/analysis/monitor': (_req: Request, res: Response) => {
    res.json({ success: true, data: received });
  },
};
