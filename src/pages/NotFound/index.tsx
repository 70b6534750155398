import { Link } from '@umijs/max';

import { NOT_FOUND_PAGE } from '@/content/pages/notFound';

export default function NotFoundPage() {
  return (
    <section className="error-panel container">
      <svg width="160" height="100" viewBox="0 0 160 100" aria-hidden="true">
        <text className="fill-brand-soft stroke-brand" x="80" y="70" textAnchor="middle" fontSize="64" fontWeight="700" strokeWidth="1.5">
          404
        </text>
      </svg>
      <h1 className="error-panel__title">{NOT_FOUND_PAGE.title}</h1>
      <p className="error-panel__text">{NOT_FOUND_PAGE.text}</p>
      <Link to="/" className="btn btn--primary">
        {NOT_FOUND_PAGE.home}
      </Link>
    </section>
  );
}
