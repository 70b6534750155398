import { Link } from '@umijs/max';
import { useEffect, useState } from 'react';

import type * as API from '@/api';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { MATERIAL_READER_PAGE } from '@/content/pages/materialReader';
import ItemFromQuery from '@/features/content/ItemFromQuery';
import CopyLink, { downloadPageHref } from '@/features/materials/CopyLink';
import { recordDownload } from '@/features/materials/downloads';
import { formatFileSize, MATERIAL_TYPE_TEXT } from '@/features/materials/materialView';
import OpenInBrowserHint from '@/features/materials/OpenInBrowserHint';
import SendByEmail from '@/features/materials/SendByEmail';
import materialKind from '@/kinds/material';
import { isWechatBrowser } from '@/lib/userAgent';
import { materialFileUrl } from '@/services/materials';

import '@/features/materials/materialPage.css';
import './index.css';

/** /downPdfBak?id=: the way to a file where downloads are blocked (WeChat): open in a browser, copy the link, or email. */
export default function MaterialReaderPage() {
  return <ItemFromQuery source={materialKind}>{(material) => <MaterialFallback material={material} />}</ItemFromQuery>;
}

function MaterialFallback({ material }: { material: API.Material }) {
  const [env, setEnv] = useState<{ wechat: boolean; link: string } | null>(null);
  useEffect(() => setEnv({ wechat: isWechatBrowser(), link: downloadPageHref(window.location.href) }), []);

  return (
    <div className="material-fallback" data-testid="material-fallback" data-material-id={material.id}>
      <PageHero
        eyebrow={`${MATERIAL_TYPE_TEXT[material.type]} · PDF ${formatFileSize(material.fileSizeKb)}`}
        title={material.title}
        lead={env?.wechat ? MATERIAL_READER_PAGE.lead.wechat : MATERIAL_READER_PAGE.lead.other}
      />

      <Section id="material-fallback-open" title={MATERIAL_READER_PAGE.open.title}>
        <div className="split split--phone material-fallback__open">
          <OpenInBrowserHint />
          <div>
            <ol className="material-fallback__steps" data-testid="open-in-browser-steps">
              <li>{MATERIAL_READER_PAGE.open.steps.menu}</li>
              <li>{MATERIAL_READER_PAGE.open.steps.browser}</li>
              <li>{MATERIAL_READER_PAGE.open.steps.download(material.gated)}</li>
            </ol>
            {env && <CopyLink link={env.link} />}
            {env && !env.wechat && !material.gated && (
              <p className="material-fallback__direct">
                {MATERIAL_READER_PAGE.open.direct.before}
                <a href={materialFileUrl(material.id)} download onClick={() => recordDownload(material)} data-testid="material-download">
                  {MATERIAL_READER_PAGE.open.direct.link}
                </a>
                {MATERIAL_READER_PAGE.open.direct.after}
              </p>
            )}
          </div>
        </div>
      </Section>

      <Section id="material-fallback-mail" title={MATERIAL_READER_PAGE.mail.title} tinted>
        <p className="material-fallback__mail-lead">{MATERIAL_READER_PAGE.mail.lead(material.title)}</p>
        <SendByEmail materialId={material.id} />
        <p className="material-fallback__back">
          <Link to="/down">{MATERIAL_READER_PAGE.mail.back}</Link>
        </p>
      </Section>
    </div>
  );
}
