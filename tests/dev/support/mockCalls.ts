import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { CONTENT_KINDS, ITEM_KINDS } from '@/kinds';
import { INDUSTRY_FAILURE_ID, LEAD_FAIL_NEXT_PATH, VERIFICATION_EXPIRE_PATH } from '@/qa/switches';

import { MATERIALS } from '../../../mock/data/materials';
import { mockIds } from '../../../mock/platform/items';
import { submission } from '../../e2e/support/apiSubmission';

/**
 * One table of the mocked endpoints and the calls that try them, each route of mock/routes.ts at least once: the
 * dev server and scripts/serve.ts must answer every call with the same status and the same shape of body
 * (tests/dev/mocks.spec.ts). `{origin}` in a query value is the origin of the server asked.
 */
export interface MockCall {
  /** The route as mock/routes.ts keys it. */
  route: string;
  query?: Record<string, string>;
  /** A JSON body, or text sent as text/plain. */
  body?: unknown;
  text?: string;
}

const contentCalls = ITEM_KINDS.flatMap((kind): MockCall[] => {
  const { list, item } = CONTENT_KINDS[kind];
  return [
    { route: `GET ${list}` },
    { route: `GET ${list}`, query: { page: '2', pageSize: '2' } },
    { route: `GET ${item}`, query: { id: mockIds(kind)[0] } },
    { route: `GET ${item}`, query: { id: 'no-such-item' } },
  ];
});

/** A POST route and its preflight. */
const posted = (path: string, ...calls: Omit<MockCall, 'route'>[]): MockCall[] => [
  { route: `OPTIONS ${path}` },
  { route: `POST ${path}`, body: {} },
  ...calls.map((call) => ({ route: `POST ${path}`, ...call })),
];

const beacon = Buffer.from(JSON.stringify({ event: '$pageview', type: 'track', distinct_id: 'dev-path', properties: {} })).toString(
  'base64',
);
const monitorEvent = { type: 'web-vital', message: 'LCP', page: '/html/', time: 1, name: 'LCP', value: 900, rating: 'good' };

export const MOCK_CALLS: MockCall[] = [
  ...contentCalls,
  { route: 'GET /api/platform/campaigns', query: { id: 'trend-2027', preview: 'not-a-token' } },
  { route: 'GET /api/platform/industry', query: { id: '2' } },
  { route: 'GET /api/platform/industry', query: { id: INDUSTRY_FAILURE_ID } },
  ...posted(LEAD_API_PATHS.leads, { body: submission('dev-path-lead') }, { body: { ...submission('dev-path-x'), formKey: 'no-form' } }),
  ...posted(LEAD_API_PATHS.surveyAnswers, { body: { ...submission('dev-path-survey'), formKey: 'no-form' } }),
  ...posted(LEAD_API_PATHS.expertApplications, { body: { ...submission('dev-path-expert'), formKey: 'no-form' } }),
  ...posted(LEAD_API_PATHS.privacyRequests, { body: { ...submission('dev-path-rights'), formKey: 'no-form' } }),
  { route: `GET ${LEAD_API_PATHS.leads}`, query: { q: 'dev-path-lead' } },
  { route: `GET ${LEAD_API_PATHS.expertApplications}` },
  { route: `GET ${LEAD_API_PATHS.privacyRequests}` },
  ...posted(PRIVACY_VERIFY_PATH, { body: { channel: 'sms', to: '13800138000' } }, { body: { channel: 'fax', to: '1' } }),
  { route: `GET ${PRIVACY_VERIFY_PATH}`, query: { to: '13800138000' } },
  ...posted(VERIFICATION_EXPIRE_PATH, { body: { to: '13800138000' } }),
  ...posted(LEAD_FAIL_NEXT_PATH, { body: { mode: 'no-such-mode' } }, { body: { mode: 'biz-2', match: 'dev-path-never-sent' } }),
  { route: 'GET /api/platform/materials/file', query: { id: MATERIALS[0].id } },
  { route: 'GET /api/platform/materials/file', query: { id: 'no-such-item' } },
  ...posted('/api/platform/materials/send', { body: { id: MATERIALS[0].id, email: 'dev.path@zhiqiao-qa.cn', consent: true } }),
  { route: 'GET /api/mock/oauth/authorize', query: { appId: 'wx-dev', tenant: 't1', redirectUrl: '{origin}/html/user' } },
  { route: 'GET /api/mock/oauth/authorize', query: { appId: 'wx-dev', tenant: 't1', redirectUrl: 'https://elsewhere.example/' } },
  ...posted('/api/platform/wechat/oauth/user', { body: { accessToken: 'not-a-token' } }),
  ...posted('/api/platform/qa/content', { body: { action: 'no-such-action' } }, { body: { action: 'reset' } }),
  { route: 'GET /api/platform/qa/error', query: { kind: '2' } },
  { route: 'GET /api/platform/qa/error', query: { kind: 'no-info' } },
  { route: 'GET /api/platform/qa/error', query: { kind: 'http-500' } },
  { route: 'GET /api/platform/wechat/share', query: { url: '{origin}/html/' } },
  ...posted('/api/platform/analysis/monitor', { body: { events: [monitorEvent] } }),
  { route: 'GET /api/platform/analysis/monitor' },
  { route: 'GET /api/mock/sa.gif', query: { data: beacon } },
  { route: 'GET /api/mock/sa', query: { event: '$pageview', limit: '5' } },
  { route: 'OPTIONS /api/mock/sa.gif' },
  { route: 'POST /api/mock/sa.gif', text: `data=${encodeURIComponent(beacon)}` },
  { route: 'OPTIONS /api/mock/sa' },
  { route: 'POST /api/mock/sa', text: 'data=' },
  { route: 'OPTIONS /api/platform/qa/baidu-push' },
  {
    route: 'POST /api/platform/qa/baidu-push',
    query: { site: 'https://www.example.cn', token: 't' },
    text: 'https://www.example.cn/html/',
  },
  { route: 'GET /api/platform/qa/baidu-push' },
  ...posted('/api/platform/qa/baidu-push/mode', { body: { mode: 'reset' } }),
];
