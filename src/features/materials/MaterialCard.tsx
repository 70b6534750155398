import { Link } from '@umijs/max';

import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { INDUSTRIES } from '@/config/industries';
import { materialPath } from '@/config/itemPaths';
import { MATERIAL_CARD } from '@/content/ui/materials';
import { formatFileSize, MATERIAL_TYPE_TEXT } from '@/features/materials/materialView';
import { formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import MaterialCover from './MaterialCover';
import SaveButton from './SaveButton';

import './MaterialCard.css';

interface Props {
  material: API.MaterialSummary;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Industries as one short line: "全部行业", two names, or two names then "等 N 个行业". */
export const industriesText = (slugs: readonly string[]) =>
  slugs.length >= INDUSTRIES.length
    ? MATERIAL_CARD.allIndustries
    : slugs.length <= 2
      ? MATERIAL_CARD.industries(slugs.map(industryName))
      : MATERIAL_CARD.someIndustries(slugs.slice(0, 2).map(industryName), slugs.length);

/** The main action of a material: download it, free or after leaving one's details. */
export const downloadLabel = (material: Pick<API.MaterialSummary, 'gated'>) =>
  material.gated ? MATERIAL_CARD.gatedDownload : MATERIAL_CARD.freeDownload;

/**
 * One material in a list: its cover, type, title (the card links to its download page), summary and facts; the
 * download is the card's primary button, saving it a secondary one.
 */
export default function MaterialCard({ material, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={`card material-card material-card--${material.type}`} data-testid="material-card" data-material-id={material.id}>
      <div className="material-card__main">
        <MaterialCover material={material} />
        <div className="material-card__text">
          <p className="card__meta">
            <span className="card__badge material-card__type">{MATERIAL_TYPE_TEXT[material.type]}</span>
            <span>{industriesText(material.industries)}</span>
          </p>
          <CardTitle as={Heading} name="material-card" to={materialPath(material.id)}>
            {material.title}
          </CardTitle>
        </div>
      </div>
      <p className="card__summary card__summary--clamp">{material.summary}</p>
      <ul className="material-card__facts" aria-label={MATERIAL_CARD.factsLabel}>
        <li>
          <time dateTime={material.publishedAt}>{formatDate(material.publishedAt)}</time>
        </li>
        <li>{MATERIAL_CARD.pages(material.pages)}</li>
        <li>PDF · {formatFileSize(material.fileSizeKb)}</li>
      </ul>
      <div className="spread material-card__footer">
        <Link
          to={materialPath(material.id)}
          className="btn btn--primary material-card__download"
          aria-label={MATERIAL_CARD.downloadAria(downloadLabel(material), material.title)}
          data-testid="material-download-link"
        >
          {downloadLabel(material)}
        </Link>
        <SaveButton material={material} />
      </div>
    </article>
  );
}
