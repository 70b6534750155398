import { Link } from '@umijs/max';

import { FIRM } from '@/content/firm';
import { CTA_BAND } from '@/content/ui/components';

import './index.css';

/** A page of the site (`path`), or an address outside it (`href`: mail, phone). */
type Action = { label: string; path: string } | { label: string; href: string };

interface Props {
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
  /** The band's id: a link may lead to it (`#id`). */
  id?: string;
  /** The line with the phone number (the Chinese by default). */
  call?: (phone: string) => string;
}

function ActionLink({ action, className, itemKey }: { action: Action; className: string; itemKey: string }) {
  if ('href' in action)
    return (
      <a href={action.href} className={className} data-item-key={itemKey}>
        {action.label}
      </a>
    );
  return (
    <Link to={action.path} className={className} data-item-key={itemKey} data-item-tag={action.path}>
      {action.label}
    </Link>
  );
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
          <ActionLink action={primary} className="btn cta-band__primary" itemKey="cta-primary" />
          {secondary && <ActionLink action={secondary} className="btn cta-band__secondary" itemKey="cta-secondary" />}
          <a className="cta-band__phone" href={`tel:${FIRM.phone}`} data-item-key="cta-phone">
            {call(FIRM.phone)}
          </a>
        </div>
      </div>
    </aside>
  );
}
