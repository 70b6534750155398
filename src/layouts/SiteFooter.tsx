import { Link } from '@umijs/max';

import FilingLinks from '@/components/FilingLinks';
import Logo from '@/components/Logo';
import QrCode from '@/components/QrCode';
import { buildYear } from '@/config/env';
import { officialAccount } from '@/config/filing';
import { FOOTER_LINKS } from '@/config/navigation';
import { FIRM } from '@/content/firm';

const COPYRIGHT_YEAR = buildYear();
const OFFICIAL_ACCOUNT = officialAccount();

/** The official account's QR code (a placeholder until WECHAT_OA_URL is set at build time). */
function OfficialAccount() {
  return (
    <figure className="site-footer__qr" data-testid="official-account">
      {OFFICIAL_ACCOUNT.url ? (
        <QrCode value={OFFICIAL_ACCOUNT.url} label={`「${OFFICIAL_ACCOUNT.name}」微信公众号二维码`} size={104} />
      ) : (
        <span className="site-footer__qr-placeholder">公众号二维码待配置（构建变量 WECHAT_OA_URL）</span>
      )}
      <figcaption>
        微信扫码关注
        <br />「{OFFICIAL_ACCOUNT.name}」公众号
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
          <strong>联系我们</strong>
          <span>
            电话：<a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          </span>
          <span>
            邮箱：<a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </span>
          <span>地址：{FIRM.address}</span>
        </address>
        <nav className="site-footer__links" aria-label="更多内容">
          <strong>更多内容</strong>
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
        <span>
          © {COPYRIGHT_YEAR} {FIRM.fullName} 版权所有
        </span>
        <FilingLinks className="site-footer__filing" />
        <span>专家不提供任何重大非公开信息或保密信息</span>
      </div>
    </footer>
  );
}
