import type * as API from '@/api';
import { type EndpointSettings, endpointSettings, PLATFORM_PLACEHOLDER, resolveUrl } from '@/request/endpoint';
import { request } from '@/request/send';

// POST /api/platform/materials/send  (the caller shows errors on its form)
export async function sendMaterialByEmail(body: API.MaterialSendBody) {
  return request<API.ResponseStructure<{ accepted: boolean }>>('@platform/api/platform/materials/send', {
    method: 'POST',
    data: body,
    expectData: 'accepted',
    skipErrorHandler: true,
  });
}

/** GET /api/platform/materials/file?id=: the file itself (Content-Disposition: attachment), opened by a plain link. */
export const MATERIAL_FILE_PATH = '/api/platform/materials/file';

/** The file URL, through the request layer's base and token rules (a link does not pass the interceptor). */
export function materialFileUrl(id: string, settings: EndpointSettings = endpointSettings()): string {
  const query = new URLSearchParams({ id, token: settings.token });
  return `${resolveUrl(`${PLATFORM_PLACEHOLDER}${MATERIAL_FILE_PATH}`, settings)}?${query.toString()}`;
}
