import { useEffect, useState } from 'react';

import { BASE_PATH } from '@/config/basePath';
import { FIRM } from '@/content/firm';
import { palette } from '@/styles/tokens';

type QrState = { status: 'loading' } | { status: 'ready'; src: string; url: string } | { status: 'failed' };

/** A QR code of the site's address, drawn in the browser (the qrcode library loads with this page only). */
export default function SiteQrCode() {
  const [qr, setQr] = useState<QrState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    const url = `${window.location.origin}${BASE_PATH}`;
    import('qrcode')
      .then((lib) =>
        lib.toDataURL(url, {
          width: 360,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: palette['brand-dark'], light: palette.white },
        }),
      )
      .then((src) => alive && setQr({ status: 'ready', src, url }))
      .catch(() => alive && setQr({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <figure className="panel contact__qr">
      <div className="contact__qr-box">
        {qr.status === 'ready' && (
          <img src={qr.src} width={180} height={180} alt={`${FIRM.microSiteTitle}二维码：${qr.url}`} data-testid="site-qr" />
        )}
        {qr.status === 'loading' && <span className="contact__qr-note">二维码生成中…</span>}
        {qr.status === 'failed' && <span className="contact__qr-note">二维码暂时无法显示，请直接访问本站网址。</span>}
      </div>
      <figcaption>
        <strong>手机扫码访问{FIRM.microSiteTitle}</strong>
        <span>在手机上浏览活动、下载资料，随时提交咨询需求。</span>
      </figcaption>
    </figure>
  );
}
