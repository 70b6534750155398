import { Link } from '@umijs/max';

import FilingLinks from '@/components/FilingLinks';
import Logo from '@/components/Logo';
import QrCode from '@/components/QrCode';
import { buildYear } from '@/config/env';
import { officialAccount } from '@/content/filing';
import { FIRM } from '@/content/firm';
import { FOOTER_LINKS } from '@/content/navigation';
import { SITE_FOOTER } from '@/content/ui/site';

const COPYRIGHT_YEAR = buildYear();
const OFFICIAL_ACCOUNT = officialAccount();

/** The official account's QR code (a placeholder until WECHAT_OA_URL is set at build time). */
function OfficialAccount() {
  return (
    <figure className="site-footer__qr" data-testid="official-account">
      {OFFICIAL_ACCOUNT.url ? (
        <QrCode value={OFFICIAL_ACCOUNT.url} label={SITE_FOOTER.qrLabel(OFFICIAL_ACCOUNT.name)} size={104} />
      ) : (
        <span className="site-footer__qr-placeholder">{SITE_FOOTER.qrPlaceholder}</span>
      )}
      <figcaption>
        {SITE_FOOTER.scan}
        <br />
        {SITE_FOOTER.account(OFFICIAL_ACCOUNT.name)}
      </figcaption>
    </figure>
  );
}

/** The common footer: the firm, how to reach it, more pages, the official account and the legal line with the filings. */
export default function SiteFooter() {
  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo light />
          <p>{FIRM.slogan}</p>
        </div>
        <address className="site-footer__contact">
          <strong>{SITE_FOOTER.contact}</strong>
          <span>
            {SITE_FOOTER.phone}
            <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          </span>
          <span>
            {SITE_FOOTER.email}
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </span>
          <span>{SITE_FOOTER.address(FIRM.address)}</span>
        </address>
        <nav className="site-footer__links" aria-label={SITE_FOOTER.more}>
          <strong>{SITE_FOOTER.more}</strong>
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.path}>
                <Link to={item.path} data-item-key={item.trackKey}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <OfficialAccount />
      </div>
      <div className="container site-footer__legal">
        <span>{SITE_FOOTER.copyright(COPYRIGHT_YEAR, FIRM.fullName)}</span>
        <FilingLinks className="site-footer__filing" />
        <span>{SITE_FOOTER.disclaimer}</span>
      </div>
    </footer>
  );
}
