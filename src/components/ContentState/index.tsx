import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import { CONTENT_STATE } from '@/content/ui/components';
import type { ItemState } from '@/hooks/useItem';
import type { ItemPageCopy } from '@/kinds/pages';
import { useHead } from '@/prerender';

import './index.css';

/** Loading, empty, error and not-found states of content lists and details, in one look. */

export function ContentLoading({ label = CONTENT_STATE.loading }: { label?: string }) {
  return (
    <div className="content-state content-state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

interface EmptyProps {
  title: string;
  text?: string;
  action?: ReactNode;
}

export function ContentEmpty({ title, text, action }: EmptyProps) {
  return (
    <div className="content-state" role="status">
      <svg className="content-state__art" viewBox="0 0 120 80" aria-hidden="true">
        <rect className="fill-brand-soft" x="18" y="14" width="84" height="56" rx="8" />
        <rect className="fill-brand-line" x="30" y="28" width="44" height="6" rx="3" />
        <rect className="fill-brand-line" x="30" y="42" width="60" height="6" rx="3" />
        <circle className="stroke-brand" cx="88" cy="58" r="12" fill="none" strokeWidth="3" />
        <path className="stroke-brand" d="M97 67l9 9" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="content-state__title">{title}</p>
      {text && <p className="content-state__text">{text}</p>}
      {action}
    </div>
  );
}

interface ErrorProps {
  text?: string;
  onRetry?: () => void;
  /** The panel's words in the page's language (the Chinese by default). */
  words?: { title: string; text: string; retry: string };
}

/** The request layer has already told the visitor what went wrong; this keeps a way to try again. */
export function ContentError({ words, text = words?.text ?? CONTENT_STATE.errorText, onRetry }: ErrorProps) {
  return (
    <div className="content-state content-state--error" role="alert">
      <p className="content-state__title">{words?.title ?? CONTENT_STATE.errorTitle}</p>
      <p className="content-state__text">{text}</p>
      {onRetry && (
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {words?.retry ?? CONTENT_STATE.retry}
        </button>
      )}
    </div>
  );
}

interface NotFoundProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A detail page whose item does not exist: the page's only heading and a way back. */
export function ContentNotFound({ title, text, backTo, backLabel }: NotFoundProps) {
  // Out of search from the first frame that shows it (pre-rendered, or in the browser): no soft 404.
  useHead({ noindex: true });
  return (
    <section className="content-state content-state--page container" data-testid="content-not-found">
      <svg className="content-state__art" viewBox="0 0 120 80" aria-hidden="true">
        <rect className="fill-brand-soft stroke-brand-line" x="22" y="10" width="62" height="62" rx="8" />
        <path className="stroke-brand-grey" d="M36 30h34M36 42h24" strokeWidth="5" strokeLinecap="round" />
        <circle className="fill-white stroke-brand" cx="84" cy="52" r="16" strokeWidth="3" />
        <path className="stroke-accent" d="M78 46l12 12M90 46l-12 12" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="content-state__heading">{title}</h1>
      <p className="content-state__text">{text}</p>
      <Link to={backTo} className="btn btn--primary">
        {backLabel}
      </Link>
    </section>
  );
}

interface ItemViewProps<T> {
  state: Pick<ItemState<T>, 'item' | 'loading' | 'error' | 'notFound' | 'refresh'>;
  copy: ItemPageCopy;
  children: (item: T) => ReactNode;
}

/**
 * A detail page's states in one place: not found, error with a retry, loading, then the item itself. The three states
 * stand in one frame as tall as the screen under the header, so the footer stays below it whichever state comes
 * (an old link's page turns from loading to not found with nothing on screen moving).
 */
export function ItemView<T>({ state, copy, children }: ItemViewProps<T>) {
  if (state.item && !state.notFound && !state.error) return <>{children(state.item)}</>;
  return <div className="content-state-frame">{itemStateView(state, copy)}</div>;
}

function itemStateView<T>(state: ItemViewProps<T>['state'], { notFound, heading, loadingLabel, errorText }: ItemPageCopy) {
  if (state.notFound) return <ContentNotFound {...notFound} />;
  // No item once loading is over is a failure too: never a spinner without end.
  if (state.error || !state.loading) {
    return (
      <div className="container page-section">
        <h1 className="page-title">{heading}</h1>
        <ContentError text={errorText} onRetry={state.refresh} />
      </div>
    );
  }
  return (
    <div className="container page-section">
      <ContentLoading label={loadingLabel} />
    </div>
  );
}
