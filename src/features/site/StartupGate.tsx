import { useModel } from '@umijs/max';
import type { ReactNode } from 'react';

import { TEXTS } from '@/content/messages';
import { STARTUP_GATE } from '@/content/ui/site';
import type { InitialState } from '@/startup';

/** Shows a useful panel instead of the site when start-up failed. */
export default function StartupGate({ children }: { children: ReactNode }) {
  const { initialState } = useModel('@@initialState') as { initialState?: InitialState };
  if (initialState?.status !== 'error') return <>{children}</>;
  return (
    <section className="error-panel container" role="alert">
      <h1 className="error-panel__title">{STARTUP_GATE.title}</h1>
      <p className="error-panel__text">{TEXTS.startupFailed}</p>
      <p className="error-panel__detail">{initialState.message}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {TEXTS.reload}
      </button>
    </section>
  );
}
