import { FIRM } from '@/content/firm';
import { CTA_BAND } from '@/content/ui/components';

import PageLink from '../PageLink';

import './index.css';

interface Props {
  title: string;
  text: string;
  /** `path`: a page, a band of one, or an address outside the site (`PageLink`). */
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
  /** The band's id: a link may lead to it (`#id`). */
  id?: string;
  /** The line with the phone number (the Chinese by default). */
  call?: (phone: string) => string;
}

/** The closing call to action of a content page. */
export default function CtaBand({ title, text, primary, secondary, id, call = CTA_BAND.call }: Props) {
  return (
    <aside id={id} className="cta-band on-dark" aria-label={title}>
      <div className="container spread cta-band__inner">
        <div>
          <p className="cta-band__title">{title}</p>
          <p className="cta-band__text">{text}</p>
        </div>
        <div className="cta-band__actions">
          <PageLink to={primary.path} className="btn cta-band__primary" data-item-key="cta-primary" data-item-tag={primary.path}>
            {primary.label}
          </PageLink>
          {secondary && (
            <PageLink to={secondary.path} className="btn cta-band__secondary" data-item-key="cta-secondary" data-item-tag={secondary.path}>
              {secondary.label}
            </PageLink>
          )}
          <a className="cta-band__phone" href={`tel:${FIRM.phone}`} data-item-key="cta-phone">
            {call(FIRM.phone)}
          </a>
        </div>
      </div>
    </aside>
  );
}
