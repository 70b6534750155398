import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import './card.css';

interface Props {
  /** The card's own class prefix, e.g. 'case-card' (gives 'case-card__title' and 'case-card__link'). */
  name: string;
  to: string;
  as?: 'h2' | 'h3' | 'h4';
  children: ReactNode;
}

/* Analytics: a click on the card's link carries the card kind (item key) and the item's address (tag). */

/** A card's title; its link makes the whole card clickable. */
export default function CardTitle({ name, to, as: Heading = 'h3', children }: Props) {
  return (
    <Heading className={`card__title ${name}__title`}>
      <Link to={to} className={`card__link ${name}__link`} data-item-key={name} data-item-tag={to}>
        {children}
      </Link>
    </Heading>
  );
}
