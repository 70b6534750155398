import { useEffect, useState } from 'react';

import { BASE_PATH } from '@/config/basePath';
import { FIRM } from '@/content/firm';
import { SITE_QR_CODE } from '@/content/ui/components';
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
          <img src={qr.src} width={180} height={180} alt={SITE_QR_CODE.alt(FIRM.microSiteTitle, qr.url)} data-testid="site-qr" />
        )}
        {qr.status === 'loading' && <span className="contact__qr-note">{SITE_QR_CODE.loading}</span>}
        {qr.status === 'failed' && <span className="contact__qr-note">{SITE_QR_CODE.failed}</span>}
      </div>
      <figcaption>
        <strong>{SITE_QR_CODE.title(FIRM.microSiteTitle)}</strong>
        <span>{SITE_QR_CODE.text}</span>
      </figcaption>
    </figure>
  );
}
