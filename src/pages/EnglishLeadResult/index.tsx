import { Link, useLocation } from '@umijs/max';

import type * as API from '@/api';
import { englishFormAt } from '@/config/forms/englishForms';
import { ENGLISH_BASE } from '@/config/locales';
import { pagePath } from '@/config/pagePath';
import { ENGLISH_RESULT_CARD } from '@/content/en/leadForms';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { ResultCard } from '@/features/leads/page/ResultCard';

import '@/components/Card/card.css';

/** Each English form's result (…/result): thanks with the reference, or, opened without a submission, the way to the form. */
export default function EnglishLeadResultPage() {
  const location = useLocation();
  const form = englishFormAt(pagePath(location.pathname))!;
  const words = ENGLISH_FORM_PAGES[form.key].result;
  const receipt = (location.state as { receipt?: API.LeadReceipt } | null)?.receipt;
  return (
    <ResultCard
      formKey={form.key}
      receipt={receipt}
      thanks={words.thanks}
      pending={{
        text: words.pending.text,
        action: (
          <p className="lead-result__actions">
            <Link to={form.path} className="btn btn--primary" data-testid="result-form-link">
              {words.pending.form}
            </Link>
          </p>
        ),
      }}
      steps={words.steps}
      related={words.related}
      words={ENGLISH_RESULT_CARD}
      home={ENGLISH_BASE}
    />
  );
}
