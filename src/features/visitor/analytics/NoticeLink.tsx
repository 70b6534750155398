import { Link } from '@umijs/max';

import { ANALYTICS_CONSENT_COPY as COPY } from '@/content/analyticsConsent';

/** The link to the notice's section on analytics, the same beside the question and beside the choice on /user. */
export default function NoticeLink() {
  return (
    <Link to={COPY.noticePath} reloadDocument>
      {COPY.noticeLink}
    </Link>
  );
}
