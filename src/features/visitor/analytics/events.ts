/** The site's own analytics events. */
import type * as API from '@/api';
import { LEAD_EVENT } from '@/config/visitor';

import { trackEvent } from './client';

/** A lead the server accepted: form key, topic and campaign only, never the visitor's answers. */
export function trackLeadSubmitted(submission: Pick<API.LeadSubmission, 'formKey' | 'topic' | 'attribution'>) {
  trackEvent(LEAD_EVENT, {
    form_key: submission.formKey,
    topic: submission.topic,
    campaign: submission.attribution?.utm_campaign ?? '',
  });
}
