declare namespace API {
  /** First-touch attribution of the visit (src/utils/attribution.ts). */
  interface LeadAttribution {
    utm_source?: string;
    utm_medium?: string;
    utm_campaign?: string;
    utm_term?: string;
    utm_content?: string;
    referrer: string;
    /** Path and query of the first page of the visit. */
    landingPage: string;
    capturedAt: string;
  }

  /** What the form is about besides its own fields (the activity registered for, the material downloaded). */
  interface LeadContext {
    activityId?: string;
    materialId?: string;
    /** Title the visitor saw (activity or material title). */
    title?: string;
  }

  type LeadFieldValue = string | string[] | number | boolean | null;

  /** Body of POST /api/platform/leads and POST /api/platform/surveys/answers. */
  interface LeadSubmission {
    formKey: string;
    topic: string;
    values: Record<string, LeadFieldValue>;
    context?: LeadContext;
    /** The visitor's WeChat openid when known (localStorage `openid`). */
    openid?: string;
    /** Same key on every retry of one submission: the server records the lead once. */
    idempotencyKey: string;
    attribution: LeadAttribution | null;
    /** Page the form was submitted from. */
    pagePath: string;
    /** Anti-spam: the hidden field (empty for people) and the time from opening the form to submitting. */
    honeypot: string;
    fillMs: number;
  }

  /** Answer of a successful submission (also the neutral answer given to a suspected bot). */
  interface LeadReceipt {
    /** Reference number shown to the visitor. */
    leadId: string;
    receivedAt: string;
    /** True when the idempotency key had been seen: the earlier lead is answered, nothing new is stored. */
    duplicate?: boolean;
  }

  /** `data` of a `success: false` answer with errorCode VALIDATION. */
  interface LeadFieldErrors {
    fieldErrors: Record<string, string>;
  }

  /** A lead as stored by the mocked API and listed by GET /api/platform/leads. */
  interface StoredLead extends LeadSubmission, LeadReceipt {
    type: 'lead' | 'survey';
    kind: string;
  }

  interface LeadList {
    list: StoredLead[];
    total: number;
    /** Submissions taken for bots (honeypot filled or sent too fast): answered neutrally, not stored as leads. */
    suspected: number;
  }

  type LeadFailMode = import('../config/leadApi').LeadFailMode;

  interface LeadFailNext {
    mode: LeadFailMode;
    /** Only a submission with a field equal to this fails (so parallel tests do not catch each other's failure). */
    match?: string;
  }
}
