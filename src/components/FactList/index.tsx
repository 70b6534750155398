import type { ReactNode } from 'react';

import './index.css';

/** Label–value facts of a detail page (a material's type and size, a case's client and duration, an activity's time and place). */
export default function FactList({ facts, testId }: { facts: readonly { label: string; value: ReactNode }[]; testId?: string }) {
  return (
    <dl className="fact-list" data-testid={testId}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
