import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { readText, routes } from './guard';

/**
 * Mock analytics receiver (builds without ANALYTICS_SERVER). The Sensors SDK sends each event as an image
 * beacon to `/api/mock/sa.gif?data=<base64 JSON>&ext=crc=…`, or, when the page is being left, with
 * `navigator.sendBeacon` as a plain-text POST of the same `data=…&ext=…`; the receiver decodes and keeps it.
 * A GET without `data` lists the decoded events, newest last (`?event=` filters by event name, `?limit=`).
 */
type DecodedBeacon = API.MockBeacon;

const received: DecodedBeacon[] = [];
const KEEP = 1000;

/** 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function decodeBeacon(data: string, now: number = Date.now(), sentWith: DecodedBeacon['sentWith'] = 'image'): DecodedBeacon | null {
  try {
    const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
    if (!json || typeof json !== 'object') return null;
    return {
      receivedAt: now,
      event: String(json.event ?? json.type ?? ''),
      type: String(json.type ?? ''),
      distinct_id: String(json.distinct_id ?? ''),
      ...(typeof json.login_id === 'string' ? { login_id: json.login_id } : {}),
      ...(typeof json.time === 'number' ? { time: json.time } : {}),
      properties: json.properties && typeof json.properties === 'object' ? (json.properties as Record<string, unknown>) : {},
      sentWith,
    };
  } catch {
    return null;
  }
}

function keep(data: string, sentWith: DecodedBeacon['sentWith']): boolean {
  const beacon = decodeBeacon(data, Date.now(), sentWith);
  if (!beacon) return false;
  received.push(beacon);
  received.splice(0, Math.max(0, received.length - KEEP));
  return true;
}

function receive(req: Request, res: Response) {
  const data = typeof req.query.data === 'string' ? req.query.data : '';
  if (!data) {
    const event = typeof req.query.event === 'string' ? req.query.event : '';
    const limit = Math.min(Number(req.query.limit) || KEEP, KEEP);
    const list = received.filter((b) => !event || b.event === event).slice(-limit);
    return res.json({ success: true, data: list });
  }
  const kept = keep(data, 'image');
  res.setHeader('Content-Type', 'image/gif');
  res.setHeader('Cache-Control', 'no-store');
  return res.status(kept ? 200 : 400).send(PIXEL);
}

async function receiveSent(req: Request, res: Response) {
  const text = await readText(req);
  const data = text === null ? '' : (new URLSearchParams(text).get('data') ?? '');
  return res.status(data && keep(data, 'beacon') ? 204 : 400).end();
}

/** Longest beacon accepted: the SDK sends an event (base64 JSON) in the query string, a few kilobytes. */
const MAX_BEACON_CHARS = 32 * 1024;

export default {
  ...routes(
    {
      'GET /api/mock/sa.gif': receive,
      'GET /api/mock/sa': receive,
    },
    { maxQueryValue: MAX_BEACON_CHARS },
  ),
  ...routes({ 'POST /api/mock/sa.gif': receiveSent, 'POST /api/mock/sa': receiveSent }, { textBody: true }),
};
