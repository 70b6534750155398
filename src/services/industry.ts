import type * as API from '@/api';
import { request } from '@/request/send';

/** GET /api/platform/industry: the industry list of one landing page. The caller shows errors. */
export async function getIndustryList(params: API.IndustryParams) {
  return request<API.CodeResponse<API.IndustryItem[]>>('@platform/api/platform/industry', {
    method: 'GET',
    params,
    expectData: 'industryList',
    skipErrorHandler: true,
  });
}
