import type { ReactNode } from 'react';

import './RelatedBand.css';

interface Props {
  id: string;
  title: string;
  testId: string;
  items: { key: string; node: ReactNode }[];
}

/** A tinted band of related articles under a reading view; nothing when there are none. */
export default function RelatedBand({ id, title, testId, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="related-band" aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="container">
        <h2 id={`${id}-title`} className="related-band__title">
          {title}
        </h2>
        <ul className="grid grid--3 grid--desktop-1 related-band__grid">
          {items.map((i) => (
            <li key={i.key}>{i.node}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
