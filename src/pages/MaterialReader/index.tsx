import { Link } from '@umijs/max';
import { useEffect, useState } from 'react';

import type * as API from '@/api';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
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
        lead={
          env?.wechat
            ? '微信内置浏览器不支持下载文件。请按下面的步骤在浏览器中打开本页，或把资料发送到您的邮箱。'
            : '如果下载没有开始，可以复制链接在其他浏览器中打开，或把资料发送到您的邮箱。'
        }
      />

      <Section id="material-fallback-open" title="在浏览器中打开">
        <div className="split split--phone material-fallback__open">
          <OpenInBrowserHint />
          <div>
            <ol className="material-fallback__steps" data-testid="open-in-browser-steps">
              <li>点击屏幕右上角的“···”按钮。</li>
              <li>在弹出的菜单中选择“在浏览器中打开”。</li>
              <li>在浏览器打开的页面中点击“下载 PDF”{material.gated ? '（需先填写简单信息）' : ''}。</li>
            </ol>
            {env && <CopyLink link={env.link} />}
            {env && !env.wechat && !material.gated && (
              <p className="material-fallback__direct">
                您当前不在微信中，也可以
                <a href={materialFileUrl(material.id)} download onClick={() => recordDownload(material)} data-testid="material-download">
                  直接下载
                </a>
                。
              </p>
            )}
          </div>
        </div>
      </Section>

      <Section id="material-fallback-mail" title="发送到邮箱" tinted>
        <p className="material-fallback__mail-lead">填写邮箱后，我们会把《{material.title}》发送给您。</p>
        <SendByEmail materialId={material.id} />
        <p className="material-fallback__back">
          <Link to="/down">← 返回资料下载</Link>
        </p>
      </Section>
    </div>
  );
}
