import type { ReactNode } from 'react';

import Phrases from '@/components/Phrases';
import { Slice } from '@/prerender';

import './index.css';

interface Props {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** A decorative inline illustration (hidden on narrow phones). */
  art?: ReactNode;
  /** Content of the right column shown at every width (e.g. a detail's key facts); replaces `art`. */
  aside?: ReactNode;
  /** A picture of the page's subject made from its data (a report cover, an activity's key visual), above the eyebrow. */
  media?: ReactNode;
  /** Extra content under the actions (facts, meta). */
  children?: ReactNode;
}

/** The top band of a content page: the page's only h1; taken over on its own (`Slice`). */
export default function PageHero({ eyebrow, title, lead, actions, art, aside, media, children }: Props) {
  return (
    <Slice>
      <header className="page-hero">
        <div className={`container page-hero__inner${aside ? ' page-hero__inner--aside' : ''}`}>
          <div className="page-hero__text">
            {media && <div className="page-hero__media">{media}</div>}
            {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
            <h1 className="page-hero__title">{typeof title === 'string' ? <Phrases text={title} /> : title}</h1>
            {lead && <p className="page-hero__lead">{lead}</p>}
            {actions && <div className="page-hero__actions">{actions}</div>}
            {children}
          </div>
          {aside && <div className="page-hero__aside">{aside}</div>}
          {!aside && art && (
            <div className="page-hero__art" aria-hidden="true">
              {art}
            </div>
          )}
        </div>
      </header>
    </Slice>
  );
}
