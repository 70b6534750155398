import { CONTENT_KINDS } from '@/config/contentKinds';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

type Options = { skipErrorHandler?: boolean };

// GET /api/platform/insights  (newest first; industry, tag, page, pageSize)
export async function getInsights(params: API.ArticleQuery = {}, options?: Options) {
  return request<API.ResponseStructure<API.Paged<API.InsightSummary>>>(`@platform${CONTENT_KINDS.insight.list}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

// GET /api/platform/hotTopics  (newest first; industry, tag, page, pageSize)
export async function getHotTopics(params: API.ArticleQuery = {}, options?: Options) {
  return request<API.ResponseStructure<API.Paged<API.HotTopic>>>(`@platform${CONTENT_KINDS.hotTopic.list}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

/** Pages of insights and hot topics as a view's data. */
export const insightsQuery = (params: API.ArticleQuery = {}, options?: Options) =>
  apiQuery(CONTENT_KINDS.insight.list, params, (p) => getInsights(p, options));
export const hotTopicsQuery = (params: API.ArticleQuery = {}, options?: Options) =>
  apiQuery(CONTENT_KINDS.hotTopic.list, params, (p) => getHotTopics(p, options));
