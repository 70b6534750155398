import { LEAD_API_PATHS, SUBMIT_TIMEOUT_MS, type SubmitEndpoint } from '@/config/leadApi';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

const api = (path: string) => `@platform${path}`;

// POST /api/platform/leads  (field errors: success false, errorCode VALIDATION, data.fieldErrors; a known key with other content: 409)
export async function submitLead(body: API.LeadSubmission) {
  return request<API.ResponseStructure<API.LeadReceipt>>(api(LEAD_API_PATHS.leads), {
    method: 'POST',
    data: body,
    timeout: SUBMIT_TIMEOUT_MS,
    // Only a receipt confirms that the lead was stored.
    expectData: answerShapes.leadReceipt,
    skipErrorHandler: true,
  });
}

// POST /api/platform/surveys/answers  (same contract as a lead)
export async function submitSurveyAnswers(body: API.LeadSubmission) {
  return request<API.ResponseStructure<API.LeadReceipt>>(api(LEAD_API_PATHS.surveyAnswers), {
    method: 'POST',
    data: body,
    timeout: SUBMIT_TIMEOUT_MS,
    // Only a receipt confirms that the lead was stored.
    expectData: answerShapes.leadReceipt,
    skipErrorHandler: true,
  });
}

/** The service function of each submit endpoint named in the form definitions. */
export const SUBMITTERS: Record<SubmitEndpoint, (body: API.LeadSubmission) => Promise<API.ResponseStructure<API.LeadReceipt>>> = {
  leads: submitLead,
  surveyAnswers: submitSurveyAnswers,
};
