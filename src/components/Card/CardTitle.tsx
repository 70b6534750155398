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

/** A card's title; its link makes the whole card clickable. */
export default function CardTitle({ name, to, as: Heading = 'h3', children }: Props) {
  return (
    <Heading className={`card__title ${name}__title`}>
      <Link to={to} className={`card__link ${name}__link`}>
        {children}
      </Link>
    </Heading>
  );
}
