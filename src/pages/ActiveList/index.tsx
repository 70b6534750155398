import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useRef } from 'react';
import ActivityCard from '@/components/ActivityCard';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import { EventArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import Pager from '@/components/Pager';
import { getActivities } from '@/services/activities';
import { INDUSTRY_OPTIONS } from '@/utils/industryFilter';
import {
  activityFilterToSearch,
  FORMAT_OPTIONS,
  pageCount,
  parseActivityFilter,
  toActivityQuery,
  updateActivityFilter,
  WHEN_OPTIONS,
  type ActivityFilter,
} from './filters';
import './index.css';

/** /activeList: upcoming and past activities, filtered by industry and format, paged; all in the query string. */
export default function ActiveListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = parseActivityFilter(search);
  const listTop = useRef<HTMLDivElement>(null);

  const { data, loading, error, refresh } = useRequest(() => getActivities(toActivityQuery(parseActivityFilter(search))), {
    refreshDeps: [search],
    onError: () => {},
  });
  const result = data?.data;

  const apply = (change: Partial<ActivityFilter>) => {
    setSearchParams(new URLSearchParams(activityFilterToSearch(updateActivityFilter(filter, change))));
    if ('page' in change) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtered = Boolean(filter.industry || filter.format);

  return (
    <div className="act-list">
      <PageHero
        eyebrow="活动中心"
        title="行业活动与专家直播"
        lead="闭门研讨、线上分享与专家直播，每月覆盖七大行业的热点议题。报名后我们会通过短信与邮件发送参会信息。"
        art={<EventArt />}
      />

      <section className="container act-list__body" aria-labelledby="act-list-title">
        <h2 id="act-list-title" className="visually-hidden">
          活动列表
        </h2>
        <div className="act-list__tabs" role="group" aria-label="活动时间">
          {WHEN_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              className={`act-list__tab${filter.when === o.value ? ' act-list__tab--active' : ''}`}
              aria-pressed={filter.when === o.value}
              onClick={() => filter.when !== o.value && apply({ when: o.value })}
            >
              {o.label}
            </button>
          ))}
        </div>

        <div className="act-list__filters">
          <label className="act-list__field">
            <span className="act-list__field-label">行业</span>
            <select
              className="act-list__select"
              value={filter.industry ?? ''}
              onChange={(e) => apply({ industry: (e.target.value || undefined) as ActivityFilter['industry'] })}
              data-testid="activity-industry"
            >
              <option value="">全部行业</option>
              {INDUSTRY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <div className="act-list__field" role="group" aria-labelledby="act-format-label">
            <span id="act-format-label" className="act-list__field-label">
              形式
            </span>
            <div className="act-list__chips">
              {[{ value: undefined, label: '全部' }, ...FORMAT_OPTIONS].map((o) => (
                <button
                  key={o.label}
                  type="button"
                  className={`act-list__chip${filter.format === o.value ? ' act-list__chip--active' : ''}`}
                  aria-pressed={filter.format === o.value}
                  onClick={() => apply({ format: o.value })}
                >
                  {o.label}
                </button>
              ))}
            </div>
          </div>
        </div>

        <div ref={listTop} className="act-list__summary">
          {result && !error && (
            <p aria-live="polite" data-testid="activity-total">
              共 {result.total} 场{filter.when === 'past' ? '往期' : '即将举办的'}活动
            </p>
          )}
          {filtered && (
            <button type="button" className="act-list__clear" onClick={() => apply({ industry: undefined, format: undefined })}>
              清除筛选
            </button>
          )}
        </div>

        {loading && !result ? (
          <ContentLoading label="正在加载活动…" />
        ) : error ? (
          <ContentError onRetry={refresh} />
        ) : !result || result.list.length === 0 ? (
          <ContentEmpty
            title={filter.when === 'past' ? '没有符合条件的往期活动' : '暂无符合条件的活动'}
            text="换个行业或活动形式看看，新活动发布后也会在这里第一时间展示。"
            action={
              filtered ? (
                <button type="button" className="btn btn--ghost" onClick={() => apply({ industry: undefined, format: undefined })}>
                  清除筛选
                </button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="act-list__grid" aria-busy={loading} data-testid="activity-list">
              {result.list.map((a) => (
                <li key={a.id}>
                  <ActivityCard activity={a} />
                </li>
              ))}
            </ul>
            <Pager page={filter.page} pageCount={pageCount(result.total, result.pageSize)} onChange={(page) => apply({ page })} label="活动列表分页" />
          </>
        )}
      </section>
    </div>
  );
}
