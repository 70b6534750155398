import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ContentEmpty, ContentLoading } from '@/components/ContentState';
import PageHero from '@/components/PageHero';
import { materialPath } from '@/config/itemPaths';
import { PAGE_HEROES } from '@/content/pageCopy';
import { DOWN_COLLECT_PAGE } from '@/content/pages/downCollect';
import { useCollect } from '@/features/materials/collect';
import { MATERIAL_TYPE_TEXT } from '@/features/materials/materialView';
import { formatDateTime } from '@/lib/beijingTime';
import { useAfterTakeOver } from '@/prerender';

import '@/components/Card/card.css';
import './index.css';

const kindText = (kind: string) => MATERIAL_TYPE_TEXT[kind as API.MaterialType] ?? DOWN_COLLECT_PAGE.kindFallback;

/** /downCollect: the materials saved on this device, with remove, and a way to /down when there are none. */
export default function DownCollectPage() {
  const { list, remove } = useCollect();
  // Until the saved list can be read it is unknown, not empty.
  const ready = useAfterTakeOver();

  return (
    <div className="collect">
      <PageHero {...PAGE_HEROES.downCollect} />
      <section className="container collect__body" aria-labelledby="collect-list-title">
        <h2 id="collect-list-title" className="collect__heading">
          {DOWN_COLLECT_PAGE.list.before}{' '}
          <span className="collect__count" data-testid="collect-count">
            {ready ? list.length : ''}
          </span>{' '}
          {DOWN_COLLECT_PAGE.list.after}
        </h2>
        {!ready ? (
          <ContentLoading label={DOWN_COLLECT_PAGE.list.loading} />
        ) : list.length === 0 ? (
          <ContentEmpty
            title={DOWN_COLLECT_PAGE.empty.title}
            text={DOWN_COLLECT_PAGE.empty.text}
            action={
              <Link to="/down" className="btn btn--primary">
                {DOWN_COLLECT_PAGE.empty.action}
              </Link>
            }
          />
        ) : (
          <ul className="collect__list" data-testid="collect-list">
            {list.map((c) => (
              <li key={c.id} className="spread collect__item" data-testid="collect-item" data-material-id={c.id}>
                <div className="collect__text">
                  <span className="card__badge collect__kind">{kindText(c.kind)}</span>
                  <Link to={materialPath(c.id)} className="collect__title">
                    {c.title}
                  </Link>
                  <span className="collect__meta">{DOWN_COLLECT_PAGE.list.savedAt(formatDateTime(c.savedAt))}</span>
                </div>
                <div className="collect__actions">
                  <Link to={materialPath(c.id)} className="btn btn--primary">
                    {DOWN_COLLECT_PAGE.list.view}
                  </Link>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => remove(c.id)}
                    aria-label={DOWN_COLLECT_PAGE.list.removeLabel(c.title)}
                  >
                    {DOWN_COLLECT_PAGE.list.remove}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
