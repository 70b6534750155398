import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import Phrases from '@/components/Phrases';
import { formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import './ReadingHeader.css';

interface Props {
  back: { path: string; label: string };
  kindLabel: string;
  industry: string;
  date: string;
  title: string;
  lead?: string;
  /** Extra meta (author, reading time). */
  children?: ReactNode;
}

/** The top of a reading view: the way back, kind and industry, the article's h1, its lead and meta. */
export default function ReadingHeader({ back, kindLabel, industry, date, title, lead, children }: Props) {
  return (
    <header className="reading-header">
      <div className="container reading-header__inner">
        <Link to={back.path} className="reading-header__back">
          ← {back.label}
        </Link>
        <p className="kicker reading-header__kicker">
          <span>{kindLabel}</span>
          <span aria-hidden="true">·</span>
          <span>{industryName(industry)}</span>
        </p>
        <h1 className="reading-header__title">
          <Phrases text={title} />
        </h1>
        {lead && <p className="reading-header__lead">{lead}</p>}
        <p className="reading-header__meta">
          <time dateTime={date}>{formatDate(date)}</time>
          {children}
        </p>
      </div>
    </header>
  );
}
