import type { Request, Response } from 'express';

import { CONTENT_KINDS } from '../src/config/contentKinds';
import { ACTIVITIES } from './data/activities';
import { routes } from './guard';

const HELD: API.ActivityStatus[] = ['past'];

export function queryActivities(q: API.ActivityQuery): API.Paged<API.Activity> {
  const page = Math.max(1, Number(q.page) || 1);
  const pageSize = Math.min(50, Math.max(1, Number(q.pageSize) || 6));
  const matched = ACTIVITIES.filter(
    (a) =>
      (!q.industry || a.industry === q.industry) &&
      (!q.format || a.format === q.format) &&
      (!q.when || (q.when === 'past') === HELD.includes(a.status)),
  ).sort((a, b) => (q.when === 'past' ? b.startTime.localeCompare(a.startTime) : a.startTime.localeCompare(b.startTime)));
  return { list: matched.slice((page - 1) * pageSize, page * pageSize), total: matched.length, page, pageSize };
}

export default routes({
  [`GET ${CONTENT_KINDS.activity.list}`]: (req: Request, res: Response) => {
    const body: API.ResponseStructure<API.Paged<API.Activity>> = {
      success: true,
      data: queryActivities(req.query as API.ActivityQuery),
    };
    res.json(body);
  },
});
