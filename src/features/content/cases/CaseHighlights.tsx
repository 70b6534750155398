import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import CaseCard from './CaseCard';
import { ContentError, ContentLoading } from '@/components/ContentState';
import Section from '@/components/Section';
import { getCases } from '@/services/cases';

export const HOME_CASES = 3;

/** The newest client cases: the challenge in one line and the figures that came out of it. */
export default function HomeCases() {
  const { data, loading, error, refresh } = useRequest(() => getCases({ pageSize: HOME_CASES }), { onError: () => {} });
  const cases = data?.data?.list;
  return (
    <Section id="home-cases" title="精选案例" lead="客户名称均已匿名；成果数字来自项目复盘。" tinted>
      {loading && !cases ? (
        <ContentLoading />
      ) : error || !cases ? (
        <ContentError onRetry={refresh} />
      ) : (
        <ul className="grid grid--3 grid--tablet-2 grid--phone-1 home-grid" data-testid="home-cases">
          {cases.map((c) => (
            <li key={c.id}>
              <CaseCard item={c} />
            </li>
          ))}
        </ul>
      )}
      <p className="home-more">
        <Link to="/case">查看全部案例 →</Link>
      </p>
    </Section>
  );
}
