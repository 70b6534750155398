import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { badRequest, firstProblem, routes, textProblem, unknownFieldsProblem } from './guard';

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
  'revalidation-error',
];

/** A report of the known shape (a beacon may send it as text), or the Chinese problem with it. */
export function parseMonitorEvent(body: unknown): API.MonitorEvent | string {
  const value = typeof body === 'string' ? safeJson(body) : body;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '上报格式不正确';
  const event = value as Record<string, unknown>;
  const problem = firstProblem(
    unknownFieldsProblem(event, ['type', 'message', 'page', 'time', 'name', 'value', 'rating']),
    TYPES.includes(event.type as API.MonitorEventType) ? null : '上报类型不正确',
    textProblem('message', event.message, { max: 1000 }),
    textProblem('page', event.page, { max: 300, optional: true }),
    textProblem('name', event.name, { max: 200, optional: true }),
    textProblem('rating', event.rating, { max: 40, optional: true }),
    event.time === undefined || (typeof event.time === 'number' && Number.isFinite(event.time)) ? null : '字段“time”必须是数字',
    event.value === undefined || (typeof event.value === 'number' && Number.isFinite(event.value)) ? null : '字段“value”必须是数字',
  );
  if (problem) return problem;
  return {
    type: event.type as API.MonitorEventType,
    message: event.message as string,
    page: (event.page as string | undefined) ?? '',
    time: (event.time as number | undefined) ?? Date.now(),
    ...(typeof event.name === 'string' ? { name: event.name } : {}),
    ...(typeof event.value === 'number' ? { value: event.value } : {}),
    ...(typeof event.rating === 'string' ? { rating: event.rating } : {}),
  };
}

/** A batch `{ events: [...] }` (1 to 50 reports, as the site sends them) or a single report; the first problem otherwise. */
export function parseMonitorBody(body: unknown): API.MonitorEvent[] | string {
  const value = typeof body === 'string' ? safeJson(body) : body;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'events' in value) {
    const { events } = value as { events: unknown };
    if (!Array.isArray(events) || events.length === 0 || events.length > 50) return '上报格式不正确';
    const parsed = events.map(parseMonitorEvent);
    const problem = parsed.find((e): e is string => typeof e === 'string');
    return problem ?? (parsed as API.MonitorEvent[]);
  }
  const single = parseMonitorEvent(value);
  return typeof single === 'string' ? single : [single];
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
    const events = parseMonitorBody(req.body);
    if (typeof events === 'string') return badRequest(res, events);
    received.push(...events);
    received.splice(0, Math.max(0, received.length - KEEP));
    return res.json({ success: true });
  },
  // GET /api/platform/analysis/monitor: what was reported
  'GET /api/platform/analysis/monitor': (_req: Request, res: Response) => {
    res.json({ success: true, data: received });
  },
});
