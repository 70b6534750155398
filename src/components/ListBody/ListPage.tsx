import type { ComponentProps, ReactNode } from 'react';

import PageHero from '@/components/PageHero';

import './listPage.css';

interface Props {
  /** The page's root class ('list-page' unless the page styles its own). */
  className?: string;
  hero: ComponentProps<typeof PageHero>;
  /** Id and text of the list's heading, read by screen readers only (the hero's h1 names the page). */
  listId: string;
  listTitle: string;
  /** Filters, the list and its pager. */
  children: ReactNode;
}

/** The frame of a filtered list page: its hero, then the list's own labelled section. */
export default function ListPage({ className = 'list-page', hero, listId, listTitle, children }: Props) {
  return (
    <div className={className}>
      <PageHero {...hero} />
      <section className="container list-page__body" aria-labelledby={listId}>
        <h2 id={listId} className="visually-hidden">
          {listTitle}
        </h2>
        {children}
      </section>
    </div>
  );
}
