import FilingLinks from '@/components/FilingLinks';
import Logo from '@/components/Logo';
import PageLink from '@/components/PageLink';
import QrCode from '@/components/QrCode';
import { buildYear } from '@/config/env';
import { officialAccount } from '@/content/filing';
import { FIRM } from '@/content/firm';
import type { FrameWords } from '@/content/ui/frame';

const COPYRIGHT_YEAR = buildYear();
const OFFICIAL_ACCOUNT = officialAccount();

/** The official account's QR code (a placeholder until WECHAT_OA_URL is set at build time). */
function OfficialAccount({ words }: { words: FrameWords['footer'] }) {
  return (
    <figure className="site-footer__qr" data-testid="official-account">
      {OFFICIAL_ACCOUNT.url ? (
        <QrCode value={OFFICIAL_ACCOUNT.url} label={words.qrLabel(OFFICIAL_ACCOUNT.name)} size={104} />
      ) : (
        <span className="site-footer__qr-placeholder">{words.qrPlaceholder}</span>
      )}
      <figcaption>
        {words.scan}
        <br />
        {words.account(OFFICIAL_ACCOUNT.name)}
      </figcaption>
    </figure>
  );
}

/**
 * The common footer: the firm, how to reach it, more pages, the official account and the legal line with the filings
 * (their numbers are the registrations' own words, in Chinese on every page).
 */
export default function SiteFooter({ words: { firm, footer } }: { words: FrameWords }) {
  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo light name={firm.name} />
          <p>{firm.slogan}</p>
        </div>
        <address className="site-footer__contact">
          <strong>{footer.contact}</strong>
          <span>
            {footer.phone}
            <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          </span>
          <span>
            {footer.email}
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </span>
          <span>{footer.address(firm.address)}</span>
        </address>
        <nav className="site-footer__links" aria-label={footer.more}>
          <strong>{footer.more}</strong>
          <ul>
            {footer.links.map((item) => (
              <li key={item.path}>
                <PageLink to={item.path} data-item-key={item.trackKey}>
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <OfficialAccount words={footer} />
      </div>
      <div className="container site-footer__legal">
        <span>{footer.copyright(COPYRIGHT_YEAR, firm.fullName)}</span>
        <FilingLinks className="site-footer__filing" />
        <span>{footer.disclaimer}</span>
      </div>
    </footer>
  );
}
