import { Link, useLocation } from '@umijs/max';
import type { AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /**
   * A page of the site below the router base (`/aboutUs`), a band of a page (`/en#services`), or an address outside the
   * site (`mailto:…`, `tel:…`).
   */
  to: string;
};

/**
 * A link the copy names by one address. To a band of the page shown it is a plain fragment link, so the browser scrolls
 * to the band as for any anchor (the router's link changes the address without scrolling); outside the site, a plain
 * link; else the router's.
 */
export default function PageLink({ to, children, ...rest }: Props) {
  const { pathname } = useLocation();
  const [path, section] = to.split('#');
  const href = /^[a-z]+:/i.test(to) ? to : section !== undefined && (path === '' || path === pathname) ? `#${section}` : undefined;
  if (href)
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
