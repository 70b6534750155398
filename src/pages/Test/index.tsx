import { useDispatch, useSelector } from '@umijs/max';
import { useState } from 'react';

import { feedback } from '@/components/feedback';
import { TEST_PAGE } from '@/content/pages/test';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';
import VisitorQaPanel from '@/features/visitor/qa/VisitorQaPanel';
import type { GlobalState } from '@/models/global';
import { INDUSTRY_FAILURE_ID, LEAD_FAIL_MODES, QA_ERROR_CASES, type QaErrorCase } from '@/qa/switches';
import { failNextLead, triggerQaError } from '@/services/qa';

import SentCodes from './SentCodes';

import './index.css';

function BrokenChunk(): never {
  const error = new Error('Loading chunk qa-simulated failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

const { toasts } = TEST_PAGE;

/** The feedback buttons in their order: data-qa (the browser tests' handle), text, and what a click shows. */
const FEEDBACK_BUTTONS: readonly { qa: string; label: string; show: () => void }[] = [
  { qa: 'toast-info', label: toasts.info.button, show: () => feedback.info(toasts.info.text) },
  { qa: 'toast-success', label: toasts.success.button, show: () => feedback.success(toasts.success.text) },
  { qa: 'toast-error', label: toasts.error.button, show: () => feedback.error(toasts.error.text) },
  { qa: 'toast-warning', label: toasts.warning.button, show: () => feedback.warning(toasts.warning.text) },
  { qa: 'toast-loading', label: toasts.loading.button, show: () => feedback.loading(toasts.loading.text) },
  { qa: 'toast-long', label: toasts.long.button, show: () => feedback.info(toasts.long.text, { long: true }) },
  {
    qa: 'notice',
    label: toasts.notice.button,
    show: () => feedback.notice({ title: toasts.notice.title, description: toasts.notice.description }),
  },
];

/** QA panel: triggers every error display of the request layer and every feedback type by hand. */
export default function QaPanel() {
  const dispatch = useDispatch();
  const name = useSelector((state: { global: GlobalState }) => state.global.name);
  const [last, setLast] = useState(TEST_PAGE.errors.notYet);
  const [brokenChunk, setBrokenChunk] = useState(false);

  const trigger = async (kind: QaErrorCase, label: string) => {
    setLast(TEST_PAGE.errors.pending(label));
    try {
      await triggerQaError(kind);
      setLast(TEST_PAGE.errors.succeeded(label));
    } catch {
      setLast(TEST_PAGE.errors.handled(label));
    }
  };

  return (
    <main className="qa container" sensors-disable="true">
      <header className="qa__header">
        <h1>{TEST_PAGE.header.title}</h1>
        <p>{TEST_PAGE.header.lead}</p>
      </header>

      <section className="qa__group" aria-labelledby="qa-errors">
        <h2 id="qa-errors">{TEST_PAGE.errors.title}</h2>
        <div className="qa__buttons">
          {QA_ERROR_CASES.map((c) => (
            <button
              key={c.kind}
              type="button"
              className="btn btn--ghost"
              data-qa={`error-${c.kind}`}
              onClick={() => trigger(c.kind, c.label)}
            >
              {c.label}
            </button>
          ))}
        </div>
        <p className="qa__status" aria-live="polite" data-testid="qa-last">
          {TEST_PAGE.errors.last(last)}
        </p>
      </section>

      <section className="qa__group" aria-labelledby="qa-toasts">
        <h2 id="qa-toasts">{toasts.title}</h2>
        <div className="qa__buttons">
          {FEEDBACK_BUTTONS.map((b) => (
            <button key={b.qa} type="button" className="btn btn--ghost" data-qa={b.qa} onClick={b.show}>
              {b.label}
            </button>
          ))}
        </div>
      </section>

      <section className="qa__group" aria-labelledby="qa-leads">
        <h2 id="qa-leads">{TEST_PAGE.leads.title}</h2>
        <div className="qa__buttons">
          {LEAD_FAIL_MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              className="btn btn--ghost"
              data-qa={`lead-fail-${m.mode}`}
              onClick={() => failNextLead({ mode: m.mode }).then(() => setLast(TEST_PAGE.leads.willFail(m.label)))}
            >
              {m.label}
            </button>
          ))}
        </div>
        <p>
          {TEST_PAGE.leads.received}
          <a href="/api/platform/leads" target="_blank" rel="noreferrer">
            GET /api/platform/leads
          </a>
        </p>
      </section>

      <SentCodes />

      <section className="qa__group" aria-labelledby="qa-models">
        <h2 id="qa-models">{TEST_PAGE.models.title}</h2>
        <p data-testid="qa-global-name">{TEST_PAGE.models.name(name)}</p>
        <div className="qa__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="rename"
            onClick={() => dispatch({ type: 'global/rename', payload: TEST_PAGE.models.rename.name })}
          >
            {TEST_PAGE.models.rename.button}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="rename-async"
            onClick={() => dispatch({ type: 'global/renameAsync', payload: TEST_PAGE.models.renameAsync.name })}
          >
            {TEST_PAGE.models.renameAsync.button}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="industry-failure"
            onClick={() => dispatch({ type: 'industry/fetch', payload: { id: INDUSTRY_FAILURE_ID } })}
          >
            {TEST_PAGE.models.industryFailure}
          </button>
          <button type="button" className="btn btn--ghost" data-qa="chunk-failure" onClick={() => setBrokenChunk(true)}>
            {TEST_PAGE.models.chunkFailure}
          </button>
        </div>
        {brokenChunk && (
          <ChunkErrorBoundary>
            <BrokenChunk />
          </ChunkErrorBoundary>
        )}
      </section>

      <VisitorQaPanel />
    </main>
  );
}
