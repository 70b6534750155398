import type { VisitorSettings } from '@/config/visitor';

/** A build on the mocks with a tenant set: analytics to the mock receiver. */
export const MOCK_SETTINGS: VisitorSettings = {
  apiBase: '',
  wxAppId: '',
  oauthGateway: '',
  oauthTenant: '',
  miniProgramId: '',
  miniProgramActivityPath: '',
  analyticsServer: '',
  analyticsTenant: 'zq-tenant',
};
