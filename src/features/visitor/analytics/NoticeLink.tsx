import { Link } from '@umijs/max';

import { ANALYTICS_CONSENT_COPY, type AnalyticsConsentCopy } from '@/content/analyticsConsent';

/** The link to the notice's section on analytics, the same beside the question and beside the choice on /user. */
export default function NoticeLink({ copy = ANALYTICS_CONSENT_COPY }: { copy?: AnalyticsConsentCopy }) {
  return (
    <Link to={copy.noticePath} reloadDocument>
      {copy.noticeLink}
    </Link>
  );
}
