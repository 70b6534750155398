import { CONTENT_API_PATHS } from '@/config/contentApi';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

type Options = { skipErrorHandler?: boolean };

// GET /api/platform/insights  (newest first; industry, tag, page, pageSize)
export async function getInsights(params: API.ArticleQuery = {}, options?: Options) {
  return request<API.ResponseStructure<API.Paged<API.InsightSummary>>>(`@platform${CONTENT_API_PATHS.insights}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

// GET /api/platform/insights/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getInsight(id: string) {
  return request<API.ResponseStructure<API.InsightDetail>>(`@platform${CONTENT_API_PATHS.insight}`, {
    method: 'GET',
    params: { id },
    expectData: answerShapes.item,
  });
}

// GET /api/platform/hotTopics  (newest first; industry, tag, page, pageSize)
export async function getHotTopics(params: API.ArticleQuery = {}, options?: Options) {
  return request<API.ResponseStructure<API.Paged<API.HotTopic>>>(`@platform${CONTENT_API_PATHS.hotTopics}`, {
    method: 'GET',
    params,
    expectData: answerShapes.paged,
    ...options,
  });
}

// GET /api/platform/hotTopics/detail?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getHotTopic(id: string) {
  return request<API.ResponseStructure<API.HotTopic>>(`@platform${CONTENT_API_PATHS.hotTopic}`, {
    method: 'GET',
    params: { id },
    expectData: answerShapes.item,
  });
}

/** Pages of insights and hot topics as a view's data. */
export const insightsQuery = (params: API.ArticleQuery = {}, options?: Options) =>
  apiQuery(CONTENT_API_PATHS.insights, params, (p) => getInsights(p, options));
export const hotTopicsQuery = (params: API.ArticleQuery = {}, options?: Options) =>
  apiQuery(CONTENT_API_PATHS.hotTopics, params, (p) => getHotTopics(p, options));
