import { Link } from '@umijs/max';
import { lazy, type ReactNode } from 'react';

import type * as API from '@/api';
import { ContentLoading } from '@/components/ContentState';
import type { RoutedEngineForm } from '@/config/forms';
import { FIRM } from '@/content/firm';
import { WhenReached } from '@/prerender';

import { hasDraft } from '../draft';

import '@/components/Card/card.css';
import './formPage.css';

// antd's form controls are the heavy part of a form page: fetched early at low priority (prefetch), run only when the
// visitor reaches for the form (WhenReached); the pre-rendered fields show and take typing meanwhile.
const LeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '../engine/LeadFormEngine'));

function Aside({ highlights }: { highlights?: readonly string[] }) {
  return (
    <aside className="lead-page__aside" aria-label="提交说明">
      {highlights && (
        <section className="panel lead-page__card">
          <h2>您将获得</h2>
          <ul className="lead-page__ticks tick-list">
            {highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel lead-page__card">
        <h2>也可以直接联系我们</h2>
        <p>
          电话 <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          <br />
          邮箱 <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
        </p>
        <p className="lead-page__small">
          工作日 9:00–18:00。我们如何使用和保护您的信息，请见<Link to="/privacy">《个人信息保护说明》</Link>；专家访谈的合规规则，请见
          <Link to="/compliance">合规中心</Link>。
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
}

/** The form with its side column (the survey uses the full width). */
export function FormBody({ form, context, highlights, children }: FormBodyProps) {
  const wide = form.kind === 'survey';
  return (
    <section className="lead-page__body container" aria-label="填写表单">
      <div className={`split lead-page__layout${wide ? ' lead-page__layout--wide' : ''}`}>
        <div className="panel panel--raised lead-page__form" id="lead-form">
          {children}
          <WhenReached
            wakeAtOnce={() => hasDraft(form.key)}
            fallback={
              <div className="lead-page__form-loading">
                <ContentLoading label="正在加载表单…" />
              </div>
            }
          >
            <LeadFormEngine form={form} context={context} />
          </WhenReached>
        </div>
        {!wide && <Aside highlights={highlights} />}
      </div>
    </section>
  );
}
