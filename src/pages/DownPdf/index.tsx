import { Link } from '@umijs/max';

import type * as API from '@/api';
import FactList from '@/components/FactList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { servicePath } from '@/config/itemPaths';
import { DOWN_PDF_PAGE } from '@/content/pages/downPdf';
import ItemFromQuery from '@/features/content/ItemFromQuery';
import DownloadAction from '@/features/materials/DownloadAction';
import { downloadLabel, industriesText } from '@/features/materials/MaterialCard';
import MaterialCover from '@/features/materials/MaterialCover';
import { formatFileSize, MATERIAL_TYPE_TEXT } from '@/features/materials/materialView';
import SaveButton from '@/features/materials/SaveButton';
import materialKind from '@/kinds/material';
import { formatDate } from '@/lib/beijingTime';

import '@/features/materials/materialPage.css';
import '@/components/Card/card.css';

/** /downPdf?id=: one material: summary, key findings, contents, facts, then the download (or its gate). */
export default function DownPdfPage() {
  return <ItemFromQuery source={materialKind}>{(material) => <MaterialDetail material={material} />}</ItemFromQuery>;
}

function MaterialDetail({ material }: { material: API.Material }) {
  const facts = [
    { label: DOWN_PDF_PAGE.facts.type, value: MATERIAL_TYPE_TEXT[material.type] },
    { label: DOWN_PDF_PAGE.facts.pages, value: DOWN_PDF_PAGE.facts.pagesValue(material.pages) },
    { label: DOWN_PDF_PAGE.facts.size, value: `PDF · ${formatFileSize(material.fileSizeKb)}` },
    { label: DOWN_PDF_PAGE.facts.published, value: formatDate(material.publishedAt) },
    { label: DOWN_PDF_PAGE.facts.industry, value: industriesText(material.industries) },
  ];

  return (
    <article className="pdf" data-testid="material-detail" data-material-id={material.id}>
      <PageHero
        eyebrow={`${MATERIAL_TYPE_TEXT[material.type]} · ${material.gated ? DOWN_PDF_PAGE.hero.gated : DOWN_PDF_PAGE.hero.free}`}
        media={<MaterialCover material={material} size="hero" />}
        title={material.title}
        lead={material.summary}
        actions={
          <>
            <a href="#download" className="btn btn--primary" data-testid="hero-download">
              {downloadLabel(material)}
            </a>
            <SaveButton material={material} variant="full" />
            <Link to="/down" className="btn btn--ghost">
              {DOWN_PDF_PAGE.hero.all}
            </Link>
          </>
        }
        aside={
          <div className="fact-card" id="download">
            <FactList facts={facts} testId="material-facts" />
            <DownloadAction material={material} />
          </div>
        }
      />

      <Section id="pdf-findings" title={material.type === 'brochure' ? DOWN_PDF_PAGE.findings.brochure : DOWN_PDF_PAGE.findings.title}>
        <ul className="grid grid--2 grid--phone-1 pdf__findings">
          {material.keyFindings.map((f) => (
            <li key={f} className="panel pdf__finding">
              {f}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pdf-contents" title={DOWN_PDF_PAGE.contents.title} tinted>
        <ol className="pdf__contents">
          {material.contents.map((c, i) => (
            <li key={c}>
              <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
              {c}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="pdf-audience" title={DOWN_PDF_PAGE.audience.title}>
        <p className="pdf__audience">{material.audience}</p>
        {material.service && (
          <p>
            {DOWN_PDF_PAGE.audience.service}
            <Link to={servicePath(material.service)}>{DOWN_PDF_PAGE.audience.serviceLink}</Link>
          </p>
        )}
        <p className="pdf__note">{DOWN_PDF_PAGE.audience.note}</p>
      </Section>
    </article>
  );
}
