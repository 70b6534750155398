/**
 * The campaigns' endpoint: a list and an item at one address (`?id=`), and a draft for the holder of its preview token.
 * Apart from campaigns.ts, which mock/platform/items.ts reads for the kind's list and items.
 */
import type { Request, Response } from 'express';

import { draftById } from './campaigns';
import { routes } from './guard';
import { findItem, listAnswer, notFound } from './items';

export default routes({
  // GET /api/platform/campaigns            the live campaigns
  // GET /api/platform/campaigns?id=<id>&preview=<token>   a draft, to the holder of its token (status 'draft')
  // GET /api/platform/campaigns?id=<id>    one campaign the platform published (live, not started or ended), with its
  //                                         status; its item endpoint is its list's (mock/platform/items.ts leaves it here;
  //                                         the list and the campaign come from its table)
  'GET /api/platform/campaigns': (req: Request, res: Response) => {
    const id = typeof req.query.id === 'string' ? req.query.id : undefined;
    if (id !== undefined && typeof req.query.preview === 'string') {
      const draft = draftById(id, req.query.preview);
      res.json(draft ? { success: true, data: draft } : notFound('campaign'));
      return;
    }
    res.json(id === undefined ? listAnswer('campaign', {}) : findItem('campaign', id));
  },
});
