import type * as API from '@/api';
import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH, SUBMIT_TIMEOUT_MS, VALIDATION_ERROR_CODE } from '@/config/leadApi';
import { BizError, ErrorShowType } from '@/request/errors';
import { request } from '@/request/send';

const api = (path: string) => `@platform${path}`;

/** POST /api/platform/privacy/verify: sends a one-time code to a mainland mobile number (sms) or an e-mail address. */
export async function sendVerificationCode(body: API.VerificationRequest) {
  return request<API.ResponseStructure<API.VerificationTicket>>(api(PRIVACY_VERIFY_PATH), {
    method: 'POST',
    data: body,
    timeout: SUBMIT_TIMEOUT_MS,
    expectData: 'verificationTicket',
    // The confirmation step says on its fields why a code was not sent.
    skipErrorHandler: true,
  });
}

/**
 * What the confirmation step of /user (src/features/visitor/rights/) lends the rights request the form engine sends:
 * the code typed, or why nothing can be sent yet (said on the step's own fields); and it hears how the request ended.
 */
export interface RequestConfirmation {
  take: () => { verification?: API.PrivacyVerification } | { missing: Record<string, string> };
  settled: (outcome: { receipt: API.LeadReceipt } | { error: unknown }) => void;
}

let lent: RequestConfirmation | null = null;

/**
 * The confirmation step shown now lends what it holds to the next rights requests (one step on a page); the function
 * returned takes it back.
 */
export function lendConfirmation(confirmation: RequestConfirmation): () => void {
  lent = confirmation;
  return () => {
    if (lent === confirmation) lent = null;
  };
}

/**
 * POST /api/platform/privacy/requests: a rights request, as the lead form engine sends it (src/services/leads.ts),
 * with the code that confirms who is asking. A step that lacks something refuses here, on its fields, and nothing is
 * sent; only a receipt that says what happened confirms the request.
 */
export async function submitPrivacyRequest(body: API.LeadSubmission) {
  const confirmation = lent;
  const taken = confirmation?.take() ?? {};
  try {
    if ('missing' in taken) {
      const [message] = Object.values(taken.missing);
      throw new BizError({
        errorCode: VALIDATION_ERROR_CODE,
        errorMessage: message,
        showType: ErrorShowType.SILENT,
        data: { fieldErrors: taken.missing } satisfies API.LeadFieldErrors,
      });
    }
    const answer = await request<API.ResponseStructure<API.LeadReceipt>>(api(LEAD_API_PATHS.privacyRequests), {
      method: 'POST',
      data: taken.verification ? { ...body, verification: taken.verification } : body,
      timeout: SUBMIT_TIMEOUT_MS,
      expectData: 'rightsReceipt',
      skipErrorHandler: true,
    });
    confirmation?.settled({ receipt: answer.data! });
    return answer;
  } catch (error) {
    confirmation?.settled({ error });
    throw error;
  }
}
