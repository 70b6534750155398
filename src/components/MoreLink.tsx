import { Link } from '@umijs/max';

/** The "see all" link under a section's cards. */
export default function MoreLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <p className={className}>
      <Link to={to}>{label} →</Link>
    </p>
  );
}
