import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import FigureList from '@/components/FigureList';
import { casePath } from '@/config/itemPaths';
import { CASE_CARD } from '@/content/ui/contentCards';
import { industryName } from '@/lib/industry';

import './CaseCard.css';

interface Props {
  item: API.CaseSummary;
  /** Name of the case's service, when the caller knows the catalogue. */
  serviceName?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One case in a list: anonymised client, title (the card links to the reading view), summary and headline figures. */
export default function CaseCard({ item, serviceName, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="card case-card" data-testid="case-card" data-case-id={item.id}>
      <p className="kicker">{item.client}</p>
      <CardTitle as={Heading} name="case-card" to={casePath(item.id)}>
        {item.title}
      </CardTitle>
      <p className="card__summary">{item.summary}</p>
      <FigureList figures={item.results.slice(0, 2)} className="case-card__results" label={CASE_CARD.resultsLabel} />
      <p className="case-card__meta">
        <span>{industryName(item.industry)}</span>
        {serviceName && <span>{serviceName}</span>}
        <span>{CASE_CARD.duration(item.duration)}</span>
      </p>
    </article>
  );
}
