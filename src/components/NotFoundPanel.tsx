import { Link } from '@umijs/max';

import type { NotFoundWords } from '@/content/pages/notFound';

/** The page for an address that names none, in either edition's words, with the way back to its home. */
export default function NotFoundPanel({ words, home }: { words: NotFoundWords; home: string }) {
  return (
    <section className="error-panel container">
      <svg width="160" height="100" viewBox="0 0 160 100" aria-hidden="true">
        <text className="fill-brand-soft stroke-brand" x="80" y="70" textAnchor="middle" fontSize="64" fontWeight="700" strokeWidth="1.5">
          404
        </text>
      </svg>
      <h1 className="error-panel__title">{words.title}</h1>
      <p className="error-panel__text">{words.text}</p>
      <Link to={home} className="btn btn--primary">
        {words.home}
      </Link>
    </section>
  );
}
