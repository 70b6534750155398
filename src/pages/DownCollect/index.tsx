import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ContentEmpty, ContentLoading } from '@/components/ContentState';
import PageHero from '@/components/PageHero';
import { materialPath } from '@/config/itemPaths';
import { PAGE_HEROES } from '@/content/pageCopy';
import { useCollect } from '@/features/materials/collect';
import { MATERIAL_TYPE_TEXT } from '@/features/materials/materialView';
import { formatDateTime } from '@/lib/beijingTime';
import { useAfterTakeOver } from '@/prerender';

import '@/components/Card/card.css';
import './index.css';

const kindText = (kind: string) => MATERIAL_TYPE_TEXT[kind as API.MaterialType] ?? '资料';

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
          已收藏{' '}
          <span className="collect__count" data-testid="collect-count">
            {ready ? list.length : ''}
          </span>{' '}
          份资料
        </h2>
        {!ready ? (
          <ContentLoading label="正在读取收藏…" />
        ) : list.length === 0 ? (
          <ContentEmpty
            title="还没有收藏资料"
            text="在资料列表或资料详情页点击“收藏”，想读的报告就会保存在这里。"
            action={
              <Link to="/down" className="btn btn--primary">
                去资料下载看看
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
                  <span className="collect__meta">{formatDateTime(c.savedAt)} 收藏</span>
                </div>
                <div className="collect__actions">
                  <Link to={materialPath(c.id)} className="btn btn--primary">
                    查看与下载
                  </Link>
                  <button type="button" className="btn btn--ghost" onClick={() => remove(c.id)} aria-label={`移除「${c.title}」`}>
                    移除
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
