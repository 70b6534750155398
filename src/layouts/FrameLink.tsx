import { Link } from '@umijs/max';
import type { AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path below the router base, with a section of its page after `#` if any. */
  to: string;
  /** The page shown. */
  pathname: string;
};

/**
 * A link of the frame. To a section of the page shown (`/en#services` on /en) it is a plain fragment link, so the
 * browser scrolls to the section as for any anchor; the router's link changes the address without scrolling.
 */
export default function FrameLink({ to, pathname, children, ...rest }: Props) {
  const [path, section] = to.split('#');
  if (section !== undefined && path === pathname)
    return (
      <a href={`#${section}`} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
