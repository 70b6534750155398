import type * as API from '@/api';
import { LEAD_API_PATHS, SUBMIT_TIMEOUT_MS, type SubmitEndpoint } from '@/config/leadApi';
import { request } from '@/request/send';

import { submitPrivacyRequest } from './privacy';

const api = (path: string) => `@platform${path}`;

/**
 * POST one submission to its endpoint: /api/platform/leads, /api/platform/surveys/answers,
 * /api/platform/experts/applications or /api/platform/privacy/requests, all with the same contract (field errors: success false, errorCode VALIDATION,
 * data.fieldErrors; a known key with other content: 409).
 */
const submitTo = (endpoint: SubmitEndpoint) => (body: API.LeadSubmission) =>
  request<API.ResponseStructure<API.LeadReceipt>>(api(LEAD_API_PATHS[endpoint]), {
    method: 'POST',
    data: body,
    timeout: SUBMIT_TIMEOUT_MS,
    // Only a receipt confirms that the submission was stored.
    expectData: 'leadReceipt',
    skipErrorHandler: true,
  });

/** The service function of each submit endpoint named in the form definitions. */
export const SUBMITTERS: Record<SubmitEndpoint, (body: API.LeadSubmission) => Promise<API.ResponseStructure<API.LeadReceipt>>> = {
  leads: submitTo('leads'),
  surveyAnswers: submitTo('surveyAnswers'),
  expertApplications: submitTo('expertApplications'),
  // With the code that confirms who is asking (src/services/privacy.ts).
  privacyRequests: submitPrivacyRequest,
};
