import { Link, useLocation } from '@umijs/max';

import type * as API from '@/api';
import { ENGLISH_CONTACT_FORM } from '@/config/forms/englishForms';
import { ENGLISH_BASE } from '@/config/locales';
import { ENGLISH_CONTACT_RESULT as WORDS } from '@/content/en/contactPage';
import { ENGLISH_RESULT_CARD } from '@/content/en/leadForms';
import { ResultCard } from '@/features/leads/page/ResultCard';

import '@/components/Card/card.css';

/** /en/contact/result: the English enquiry's confirmation with its reference, or, opened without one, the way to the form. */
export default function EnglishContactResultPage() {
  const location = useLocation();
  const receipt = (location.state as { receipt?: API.LeadReceipt } | null)?.receipt;
  return (
    <ResultCard
      formKey={ENGLISH_CONTACT_FORM.key}
      receipt={receipt}
      thanks={WORDS.thanks}
      pending={{
        text: WORDS.pending.text,
        action: (
          <p className="lead-result__actions">
            <Link to={ENGLISH_CONTACT_FORM.path} className="btn btn--primary" data-testid="result-form-link">
              {WORDS.pending.form}
            </Link>
          </p>
        ),
      }}
      steps={WORDS.steps}
      related={WORDS.related}
      words={ENGLISH_RESULT_CARD}
      home={ENGLISH_BASE}
    />
  );
}
