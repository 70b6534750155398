import { Link } from '@umijs/max';

import { FIRM } from '@/content/firm';
import { CTA_BAND } from '@/content/ui/components';

import './index.css';

interface Props {
  title: string;
  text: string;
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

/** The closing call to action of a content page. */
export default function CtaBand({ title, text, primary, secondary }: Props) {
  return (
    <aside className="cta-band on-dark" aria-label={title}>
      <div className="container spread cta-band__inner">
        <div>
          <p className="cta-band__title">{title}</p>
          <p className="cta-band__text">{text}</p>
        </div>
        <div className="cta-band__actions">
          <Link to={primary.path} className="btn cta-band__primary" data-item-key="cta-primary" data-item-tag={primary.path}>
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.path} className="btn cta-band__secondary" data-item-key="cta-secondary" data-item-tag={secondary.path}>
              {secondary.label}
            </Link>
          )}
          <a className="cta-band__phone" href={`tel:${FIRM.phone}`} data-item-key="cta-phone">
            {CTA_BAND.call(FIRM.phone)}
          </a>
        </div>
      </div>
    </aside>
  );
}
