import { Link, useLocation } from '@umijs/max';

import type * as API from '@/api';
import { ctaForPath, formHeading, FORMS, type RoutedFormDefinition } from '@/config/forms';
import { FORM_NEXT_STEPS, GENERIC_NEXT_STEPS, RESULT_COPY } from '@/content/formResults';
import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';
import { ResultCard } from '@/features/leads/page/ResultCard';
import { useItem } from '@/hooks/useItem';
import { useRouteEntry } from '@/hooks/useRouteEntry';
import activityKind from '@/kinds/activity';
import { useQueryParam } from '@/prerender';

import '@/components/Card/card.css';

/** The form this result page is about: the route's own form, or `?form=` when it names a form that ends here. */
function useResultForm(): RoutedFormDefinition | undefined {
  const route = useRouteEntry();
  const key = useQueryParam('form');
  const own = route.formKey ? FORMS.find((f) => f.key === route.formKey) : undefined;
  if (own) return own;
  return FORMS.find((f) => f.key === key && f.resultPath === route.path);
}

/** The service forms a visitor who has not submitted anything can choose from. */
const SERVICE_FORMS = FORMS.filter((f) => f.kind === 'service');

/** Opened without a submission (a bookmark, a shared link): what will show here, and the form(s). */
function pendingFor(form: RoutedFormDefinition | undefined, subject: string | undefined) {
  return {
    text: subject ? LEAD_RESULT_PAGE.pending.subject(subject) : LEAD_RESULT_PAGE.pending.text,
    action: form ? (
      <p className="lead-result__actions">
        <Link to={form.path} className="btn btn--primary" data-testid="result-form-link">
          {form.cta ?? LEAD_RESULT_PAGE.pending.form(formHeading(form))}
        </Link>
      </p>
    ) : (
      <ul className="cluster lead-result__forms" data-testid="result-form-links">
        {SERVICE_FORMS.map((f) => (
          <li key={f.key}>
            <Link to={f.path} className="btn btn--ghost">
              {ctaForPath(f.path)}
            </Link>
          </li>
        ))}
      </ul>
    ),
  };
}

/** One result page for every form: thanks by topic, what happens next and how soon, related content. */
export default function LeadResultPage() {
  const form = useResultForm();
  const location = useLocation();
  const id = useQueryParam('id');
  const receipt = (location.state as { receipt?: API.LeadReceipt } | null)?.receipt;
  const activityId = form?.kind === 'activity' ? id : '';
  const { item: activity } = useItem(activityId, activityKind, { nameTab: false });
  const subject = activity?.title ?? form?.topic;
  const copy = form ? RESULT_COPY[form.kind] : null;
  const steps = (form && FORM_NEXT_STEPS[form.key]) ?? copy?.nextSteps ?? GENERIC_NEXT_STEPS;
  const related = copy?.related ?? LEAD_RESULT_PAGE.related;
  const survey = form?.kind === 'survey';

  return (
    <ResultCard
      formKey={form?.key ?? ''}
      receipt={receipt}
      thanks={{
        title: survey ? LEAD_RESULT_PAGE.thanks.surveyTitle : LEAD_RESULT_PAGE.thanks.title,
        text: survey
          ? LEAD_RESULT_PAGE.thanks.surveyText
          : LEAD_RESULT_PAGE.thanks.text(subject, form?.kind === 'activity' || form?.kind === 'expert'),
      }}
      pending={pendingFor(form, subject)}
      steps={steps}
      related={related}
    />
  );
}
