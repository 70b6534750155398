import { Link } from '@umijs/max';
import { type ComponentType, lazy, type ReactNode } from 'react';

import type * as API from '@/api';
import { ContentLoading } from '@/components/ContentState';
import type { RoutedEngineForm } from '@/config/forms';
import { FIRM } from '@/content/firm';
import { WhenReached } from '@/prerender';

import { hasDraft } from '../draft';
import { useFormPageWords } from './formPageWords';

import '@/components/Card/card.css';
import './formPage.css';

// antd's form controls are the heavy part of a form page: fetched early at low priority (prefetch), run only when the
// visitor reaches for the form (WhenReached); the pre-rendered fields show and take typing meanwhile.
const LeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '../engine/LeadFormEngine'));

/** The engine a form page runs: the Chinese forms', or an edition's own (the English page's, with its checks). */
export type FormEngine = ComponentType<{ form: RoutedEngineForm; context?: API.LeadContext }>;

function Aside({ highlights }: { highlights?: readonly string[] }) {
  const { body: FORM_BODY, paths } = useFormPageWords();
  return (
    <aside className="lead-page__aside" aria-label={FORM_BODY.asideLabel}>
      {highlights && (
        <section className="panel lead-page__card">
          <h2>{FORM_BODY.highlights}</h2>
          <ul className="lead-page__ticks tick-list">
            {highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel lead-page__card">
        <h2>{FORM_BODY.contactTitle}</h2>
        <p>
          {FORM_BODY.phone} <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          <br />
          {FORM_BODY.email} <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
        </p>
        <p className="lead-page__small">
          {FORM_BODY.privacyBefore}
          <Link to={paths.privacy}>{FORM_BODY.privacyLink}</Link>
          {FORM_BODY.complianceBefore}
          <Link to={paths.compliance}>{FORM_BODY.complianceLink}</Link>
          {FORM_BODY.complianceAfter}
        </p>
      </section>
    </aside>
  );
}

interface FormBodyProps {
  form: RoutedEngineForm;
  context?: API.LeadContext;
  /** What the visitor gets ("您将获得"), beside the form. */
  highlights?: readonly string[];
  children?: ReactNode;
  /** The engine, loaded when the visitor reaches for the form: the Chinese forms' unless said. */
  Engine?: FormEngine;
}

/** The form with its side column (the survey uses the full width). */
export function FormBody({ form, context, highlights, children, Engine = LeadFormEngine }: FormBodyProps) {
  const { body: FORM_BODY } = useFormPageWords();
  const wide = form.kind === 'survey';
  return (
    <section className="lead-page__body container" aria-label={FORM_BODY.formLabel}>
      <div className={`split lead-page__layout${wide ? ' lead-page__layout--wide' : ''}`}>
        <div className="panel panel--raised lead-page__form" id="lead-form">
          {children}
          <WhenReached
            wakeAtOnce={() => hasDraft(form.key)}
            fallback={
              <div className="lead-page__form-loading">
                <ContentLoading label={FORM_BODY.loading} />
              </div>
            }
          >
            <Engine form={form} context={context} />
          </WhenReached>
        </div>
        {!wide && <Aside highlights={highlights} />}
      </div>
    </section>
  );
}
