import { Link, useLocation } from '@umijs/max';

import { ctaForPath, formHeading, FORMS, type RoutedFormDefinition } from '@/config/forms';
import { FIRM } from '@/content/firm';
import { RESULT_COPY } from '@/content/formResults';
import { ACTIVITY_ITEM } from '@/features/content/items';
import { useItem } from '@/hooks/useItem';
import { useRouteEntry } from '@/hooks/useRouteEntry';
import { useQueryParam } from '@/prerender';

import '@/components/Card/card.css';
import './index.css';

const GENERIC_STEPS = ['我们会在 1–2 个工作日内通过电话或邮件与您联系。', '如有紧急需求，欢迎直接致电我们。'];
const GENERIC_RELATED = [
  { label: '产品与服务', path: '/service' },
  { label: '活动中心', path: '/activeList' },
  { label: '资料下载', path: '/down' },
];

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

/** A page with a form but no submission yet: an empty form sheet, not a success tick. */
function PendingMark() {
  return (
    <svg className="lead-result__mark" viewBox="0 0 64 64" aria-hidden="true" data-testid="result-pending-mark">
      <circle className="fill-surface" cx="32" cy="32" r="30" />
      <rect className="fill-white stroke-brand-edge" x="19" y="14" width="26" height="36" rx="4" strokeWidth="2" />
      <path className="stroke-brand-light" d="M25 24h14M25 31h14M25 38h9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Opened without a submission (a bookmark, a shared link): say so, and offer the form(s). */
function NoSubmission({ form, subject }: { form?: RoutedFormDefinition; subject?: string }) {
  return (
    <>
      <PendingMark />
      <h1 className="lead-result__title">提交表单后在此查看结果</h1>
      <p className="lead-result__lead" data-testid="result-thanks">
        {subject
          ? `这里会显示您提交“${subject}”后的确认编号与下一步安排。本次访问中还没有收到您的提交。`
          : '这里会显示您提交表单后的确认编号与下一步安排。本次访问中还没有收到您的提交。'}
      </p>
      {form ? (
        <p className="lead-result__actions">
          <Link to={form.path} className="btn btn--primary" data-testid="result-form-link">
            {form.cta ?? `填写${formHeading(form)}`}
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
      )}
    </>
  );
}

function SuccessMark() {
  return (
    <svg className="lead-result__mark" viewBox="0 0 64 64" aria-hidden="true">
      <circle className="fill-brand-soft" cx="32" cy="32" r="30" />
      <circle className="fill-brand" cx="32" cy="32" r="22" />
      <path className="stroke-white" d="M22 33l7 7 14-15" fill="none" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One result page for every form: thanks by topic, what happens next and how soon, related content. */
export default function LeadResultPage() {
  const form = useResultForm();
  const location = useLocation();
  const id = useQueryParam('id');
  const receipt = (location.state as { receipt?: API.LeadReceipt } | null)?.receipt;
  const activityId = form?.kind === 'activity' ? id : '';
  const { item: activity } = useItem(activityId, ACTIVITY_ITEM, { nameTab: false });
  const subject = activity?.title ?? form?.topic;
  const copy = form ? RESULT_COPY[form.kind] : null;
  const steps = form?.nextSteps ?? copy?.nextSteps ?? GENERIC_STEPS;
  const related = copy?.related ?? GENERIC_RELATED;
  const survey = form?.kind === 'survey';

  return (
    <div className="lead-result container" data-testid="lead-result" data-form-key={form?.key ?? ''}>
      <div className="panel panel--raised lead-result__card">
        {receipt ? (
          <>
            <SuccessMark />
            <h1 className="lead-result__title">{survey ? '感谢您参与调研' : '提交成功'}</h1>
            <p className="lead-result__lead" data-testid="result-thanks">
              {survey
                ? '我们已收到您的回答。'
                : `我们已收到您关于“${subject}”的${form?.kind === 'activity' || form?.kind === 'expert' ? '申请' : '信息'}，感谢您的信任。`}
              {receipt.leadId && (
                <span className="lead-result__ref">
                  参考编号：<strong data-testid="lead-id">{receipt.leadId}</strong>
                </span>
              )}
            </p>
          </>
        ) : (
          <NoSubmission form={form} subject={subject} />
        )}

        <section className="lead-result__section" aria-labelledby="result-next">
          <h2 id="result-next">{receipt ? '接下来' : '提交后会怎样'}</h2>
          <ol className="lead-result__steps">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>

        <section className="lead-result__section" aria-labelledby="result-related">
          <h2 id="result-related">您可能还想看</h2>
          <ul className="lead-result__related">
            {related.map((r) => (
              <li key={r.path}>
                <Link to={r.path}>{r.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/">返回首页</Link>
            </li>
          </ul>
        </section>

        <p className="lead-result__contact">
          有疑问？致电 <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>（工作日 9:00–18:00），或发邮件至{' '}
          <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>。您提交的记录可在<Link to="/user">个人中心</Link>查看。
        </p>
      </div>
    </div>
  );
}
