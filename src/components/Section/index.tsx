import type { ReactNode } from 'react';

import { Slice } from '@/prerender';

import './index.css';

interface Props {
  /** The section's id (a link may lead to it: `#id`), and its title's (`id-title`). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Tinted background, to alternate the rhythm of a long page. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of a content page (h2), with the same spacing everywhere; taken over on its own (`Slice`). */
export default function Section({ id, title, lead, tinted = false, children }: Props) {
  return (
    <Slice>
      <section id={id} className={`content-section${tinted ? ' content-section--tinted' : ''}`} aria-labelledby={`${id}-title`}>
        <div className="container">
          <h2 id={`${id}-title`} className="title-accent content-section__title">
            {title}
          </h2>
          {lead && <p className="content-section__lead">{lead}</p>}
          {children}
        </div>
      </section>
    </Slice>
  );
}
