import type { Request, Response } from 'express';

import { CONTENT_KINDS } from '../src/config/contentKinds';
import { SERVICES } from './data/services';
import { routes } from './guard';

/** The catalogue, optionally only the services that serve one industry. */
export function queryServices(q: API.ServiceQuery): API.ServiceSummary[] {
  return SERVICES.filter((s) => !q.industry || s.industries.includes(q.industry as API.IndustrySlug)).map(
    ({ id, name, pitch, industries, formPath }) => ({ id, name, pitch, industries, formPath }),
  );
}

export default routes({
  [`GET ${CONTENT_KINDS.service.list}`]: (req: Request, res: Response) => {
    const body: API.ResponseStructure<API.ServiceSummary[]> = { success: true, data: queryServices(req.query as API.ServiceQuery) };
    res.json(body);
  },
});
