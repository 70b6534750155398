import { Link } from '@umijs/max';

import type * as API from '@/api';
import FactList from '@/components/FactList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { servicePath } from '@/config/itemPaths';
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
    { label: '类型', value: MATERIAL_TYPE_TEXT[material.type] },
    { label: '页数', value: `${material.pages} 页` },
    { label: '大小', value: `PDF · ${formatFileSize(material.fileSizeKb)}` },
    { label: '发布', value: formatDate(material.publishedAt) },
    { label: '行业', value: industriesText(material.industries) },
  ];

  return (
    <article className="pdf" data-testid="material-detail" data-material-id={material.id}>
      <PageHero
        eyebrow={`${MATERIAL_TYPE_TEXT[material.type]} · ${material.gated ? '填写信息后下载' : '免费下载'}`}
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
              全部资料
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

      <Section id="pdf-findings" title={material.type === 'brochure' ? '手册要点' : '主要发现'}>
        <ul className="grid grid--2 grid--phone-1 pdf__findings">
          {material.keyFindings.map((f) => (
            <li key={f} className="panel pdf__finding">
              {f}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pdf-contents" title="目录" tinted>
        <ol className="pdf__contents">
          {material.contents.map((c, i) => (
            <li key={c}>
              <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
              {c}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="pdf-audience" title="适合谁读">
        <p className="pdf__audience">{material.audience}</p>
        {material.service && (
          <p>
            本资料与我们的服务相关：<Link to={servicePath(material.service)}>了解服务详情 →</Link>
          </p>
        )}
        <p className="pdf__note">资料基于专家访谈与公开信息整理，仅供研究参考，不构成投资建议；专家不提供任何重大非公开信息。</p>
      </Section>
    </article>
  );
}
