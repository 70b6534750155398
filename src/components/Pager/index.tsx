import { PAGER } from '@/content/ui/listControls';

import './index.css';

interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Previous / numbered / next page buttons; nothing when there is one page. */
export default function Pager({ page, pageCount, onChange, label = PAGER.label }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {PAGER.previous}
      </button>
      <ol className="pager__list">
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={`pager__btn pager__num${p === page ? ' pager__num--current' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              aria-label={PAGER.page(p)}
              onClick={() => p !== page && onChange(p)}
              // The address this page of the list has (the pre-renderer writes each one).
              data-query-param="page"
              data-query-value={p}
            >
              {p}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="pager__btn" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {PAGER.next}
      </button>
    </nav>
  );
}
