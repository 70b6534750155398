import type { Request, Response } from 'express';

import { CONTENT_KINDS } from '../src/config/contentKinds';
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

export default routes({
  [`GET ${CONTENT_KINDS.case.list}`]: (req: Request, res: Response) => {
    const body: API.ResponseStructure<API.Paged<API.CaseSummary>> = { success: true, data: queryCases(req.query as API.CaseQuery) };
    res.json(body);
  },
});
