import type { Request, Response } from 'express';

import { CONTENT_API_PATHS } from '../src/config/contentApi';
import { SERVICES } from './data/services';
import { routes } from './guard';

/** The catalogue, optionally only the services that serve one industry. */
export function queryServices(q: API.ServiceQuery): API.ServiceSummary[] {
  return SERVICES.filter((s) => !q.industry || s.industries.includes(q.industry as API.IndustrySlug)).map(
    ({ id, name, pitch, industries, formPath }) => ({ id, name, pitch, industries, formPath }),
  );
}

export function findService(id: string): API.ResponseStructure<API.Service> {
  const found = SERVICES.find((s) => s.id === id);
  return found
    ? { success: true, data: found }
    : { success: false, errorCode: 'NOT_FOUND', errorMessage: '服务不存在或已下线', showType: 0 };
}

export default routes({
  [`GET ${CONTENT_API_PATHS.services}`]: (req: Request, res: Response) => {
    const body: API.ResponseStructure<API.ServiceSummary[]> = { success: true, data: queryServices(req.query as API.ServiceQuery) };
    res.json(body);
  },
  [`GET ${CONTENT_API_PATHS.service}`]: (req: Request, res: Response) => {
    res.json(findService(String(req.query.id ?? '')));
  },
});
