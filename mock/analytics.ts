import type { Request, Response } from 'express';

import { badRequest, firstProblem, routes, textProblem, unknownFieldsProblem } from './guard';

/** Monitor reports received since the mock server started, newest last (for QA and browser tests). */
const received: API.MonitorEvent[] = [];

const TYPES: readonly API.MonitorEvent['type'][] = ['chunk-error', 'runtime-error', 'request-error'];

/** A report of the known shape (a beacon may send it as text), or the Chinese problem with it. */
export function parseMonitorEvent(body: unknown): API.MonitorEvent | string {
  const value = typeof body === 'string' ? safeJson(body) : body;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '上报格式不正确';
  const event = value as Record<string, unknown>;
  const problem = firstProblem(
    unknownFieldsProblem(event, ['type', 'message', 'page', 'time']),
    TYPES.includes(event.type as API.MonitorEvent['type']) ? null : '上报类型不正确',
    textProblem('message', event.message, { max: 1000 }),
    textProblem('page', event.page, { max: 300, optional: true }),
    event.time === undefined || (typeof event.time === 'number' && Number.isFinite(event.time)) ? null : '字段“time”必须是数字',
  );
  if (problem) return problem;
  return {
    type: event.type as API.MonitorEvent['type'],
    message: event.message as string,
    page: (event.page as string | undefined) ?? '',
    time: (event.time as number | undefined) ?? Date.now(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export default routes({
  // POST /api/platform/analysis/monitor
  'POST /api/platform/analysis/monitor': (req: Request, res: Response) => {
    const event = parseMonitorEvent(req.body);
    if (typeof event === 'string') return badRequest(res, event);
    received.push(event);
    if (received.length > 200) received.shift();
    return res.json({ success: true });
  },
  // GET /api/platform/analysis/monitor: what was reported
  'GET /api/platform/analysis/monitor': (_req: Request, res: Response) => {
    res.json({ success: true, data: received });
  },
});
