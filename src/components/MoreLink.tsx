import { Link } from '@umijs/max';

/** The "see all" link under a section's cards (one look everywhere: `.more-link` in global.css). */
export default function MoreLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <p className={className ? `more-link ${className}` : 'more-link'}>
      <Link to={to}>{label} →</Link>
    </p>
  );
}
