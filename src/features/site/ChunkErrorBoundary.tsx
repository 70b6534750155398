import { Component, type ReactNode } from 'react';

import { PAGE_FAILURE, type PageFailureWords } from '@/content/ui/site';
import { reportToMonitor } from '@/features/visitor/monitor/monitor';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: string;
  /** The panel's words, in the page's language (the Chinese by default). */
  words?: PageFailureWords;
}

interface State {
  error: Error | null;
}

export const isChunkError = (error: Error) => error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);

/** Catches a page that failed to load or render, shows a message in the page's language with a reload button and reports it. */
export default class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    reportToMonitor(isChunkError(error) ? 'chunk-error' : 'runtime-error', error.message);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    const { words = PAGE_FAILURE } = this.props;
    return (
      <section className="error-panel container" role="alert">
        <h1 className="error-panel__title">{chunk ? words.chunkTitle : words.errorTitle}</h1>
        <p className="error-panel__text">{chunk ? words.chunkText : words.errorText}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {words.reload}
        </button>
      </section>
    );
  }
}
