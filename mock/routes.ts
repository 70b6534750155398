/**
 * Every mocked endpoint of the firm's platform, in one table: the only file of mock/ that Umi's mock loader reads
 * (`max dev`, `max preview`), and the table scripts/lib/mockApi.ts serves behind `npm run preview`, the browser tests
 * and the pre-render. Umi reads each export of a file it loads as a route, so this file exports nothing else; the
 * mocked platform's areas (mock/platform/) and fixtures (mock/data/) are left out of its reading in `.umirc.ts`
 * (MOCK_CONFIG of scripts/lib/mockConfig.ts).
 */
import analytics from './platform/analytics';
import baiduPush from './platform/baiduPush';
import beacons from './platform/beacons';
import campaigns from './platform/campaignEndpoint';
import industry from './platform/industry';
import items from './platform/items';
import leads from './platform/leads';
import materials from './platform/materials';
import oauth from './platform/oauth';
import privacyRequests from './platform/privacyRequests';
import publishing from './platform/publishing';
import qa from './platform/qa';
import verification from './platform/verification';
import wechat from './platform/wechat';

export default {
  ...analytics,
  ...baiduPush,
  ...beacons,
  ...campaigns,
  ...industry,
  ...items,
  ...leads,
  ...materials,
  ...oauth,
  ...privacyRequests,
  ...publishing,
  ...qa,
  ...verification,
  ...wechat,
};
