import type { Request, Response } from 'express';

import { CONTENT_API_PATHS } from '../src/config/contentApi';
import { CASES } from './data/cases';
import { routes } from './guard';
import { pageOf } from './materials';

/** A list card's fields only: challenge, approach and quote stay on the reading view. */
export const toCaseSummary = ({ challenge, approach, quote, ...summary }: API.CaseStudy): API.CaseSummary => summary;

export function queryCases(q: API.CaseQuery): API.Paged<API.CaseSummary> {
  const matched = CASES.filter((c) => (!q.industry || c.industry === q.industry) && (!q.service || c.service === q.service)).sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );
  return pageOf(matched.map(toCaseSummary), q.page, q.pageSize, 6);
}

export function findCase(id: string): API.ResponseStructure<API.CaseStudy> {
  const found = CASES.find((c) => c.id === id);
  return found
    ? { success: true, data: found }
    : { success: false, errorCode: 'NOT_FOUND', errorMessage: '案例不存在或已下线', showType: 0 };
}

export default routes({
  [`GET ${CONTENT_API_PATHS.cases}`]: (req: Request, res: Response) => {
    const body: API.ResponseStructure<API.Paged<API.CaseSummary>> = { success: true, data: queryCases(req.query as API.CaseQuery) };
    res.json(body);
  },
  [`GET ${CONTENT_API_PATHS.case}`]: (req: Request, res: Response) => {
    res.json(findCase(String(req.query.id ?? '')));
  },
});
