import { useDispatch, useSelector } from '@umijs/max';
import { useState } from 'react';

import { feedback } from '@/components/feedback';
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

/** QA panel: triggers every error display of the request layer and every feedback type by hand. */
export default function QaPanel() {
  const dispatch = useDispatch();
  const name = useSelector((state: { global: GlobalState }) => state.global.name);
  const [last, setLast] = useState('尚未触发');
  const [brokenChunk, setBrokenChunk] = useState(false);

  const trigger = async (kind: QaErrorCase, label: string) => {
    setLast(`${label}：请求中`);
    try {
      await triggerQaError(kind);
      setLast(`${label}：请求成功`);
    } catch {
      setLast(`${label}：已由请求层处理`);
    }
  };

  return (
    <main className="qa container" sensors-disable="true">
      <header className="qa__header">
        <h1>QA 测试面板</h1>
        <p>逐一触发请求层的每种错误展示、每种提示与行业数据加载失败。本页不被搜索引擎收录。</p>
      </header>

      <section className="qa__group" aria-labelledby="qa-errors">
        <h2 id="qa-errors">请求错误展示类型</h2>
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
          最近一次：{last}
        </p>
      </section>

      <section className="qa__group" aria-labelledby="qa-toasts">
        <h2 id="qa-toasts">提示与通知</h2>
        <div className="qa__buttons">
          <button type="button" className="btn btn--ghost" data-qa="toast-info" onClick={() => feedback.info('这是一条普通提示（3 秒）')}>
            普通提示
          </button>
          <button type="button" className="btn btn--ghost" data-qa="toast-success" onClick={() => feedback.success('操作成功（3 秒）')}>
            成功提示
          </button>
          <button type="button" className="btn btn--ghost" data-qa="toast-error" onClick={() => feedback.error('操作失败（3 秒）')}>
            错误提示
          </button>
          <button type="button" className="btn btn--ghost" data-qa="toast-warning" onClick={() => feedback.warning('请注意（3 秒）')}>
            警告提示
          </button>
          <button type="button" className="btn btn--ghost" data-qa="toast-loading" onClick={() => feedback.loading('正在处理（3 秒）')}>
            加载提示
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="toast-long"
            onClick={() => feedback.info('这是一条长提示（8 秒）', { long: true })}
          >
            长提示
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="notice"
            onClick={() => feedback.notice({ title: '通知', description: '1.5 秒后自动关闭，鼠标悬停时暂停计时。' })}
          >
            通知
          </button>
        </div>
      </section>

      <section className="qa__group" aria-labelledby="qa-leads">
        <h2 id="qa-leads">表单提交失败（下一次提交）</h2>
        <div className="qa__buttons">
          {LEAD_FAIL_MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              className="btn btn--ghost"
              data-qa={`lead-fail-${m.mode}`}
              onClick={() => failNextLead({ mode: m.mode }).then(() => setLast(`下一次表单提交将失败：${m.label}`))}
            >
              {m.label}
            </button>
          ))}
        </div>
        <p>
          已收到的线索：
          <a href="/api/platform/leads" target="_blank" rel="noreferrer">
            GET /api/platform/leads
          </a>
        </p>
      </section>

      <SentCodes />

      <section className="qa__group" aria-labelledby="qa-models">
        <h2 id="qa-models">数据模型</h2>
        <p data-testid="qa-global-name">global.name：{name}</p>
        <div className="qa__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="rename"
            onClick={() => dispatch({ type: 'global/rename', payload: 'QA 已改名' })}
          >
            改名（同步）
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="rename-async"
            onClick={() => dispatch({ type: 'global/renameAsync', payload: 'QA 异步改名' })}
          >
            改名（异步）
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="industry-failure"
            onClick={() => dispatch({ type: 'industry/fetch', payload: { id: INDUSTRY_FAILURE_ID } })}
          >
            行业数据加载失败
          </button>
          <button type="button" className="btn btn--ghost" data-qa="chunk-failure" onClick={() => setBrokenChunk(true)}>
            模拟页面加载失败
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
