import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import CaseCard from '@/components/CaseCard';
import { ContentError, ContentLoading } from '@/components/ContentState';
import MaterialCard from '@/components/MaterialCard';
import { getCases } from '@/services/cases';
import { getMaterials } from '@/services/materials';

interface Props {
  serviceId: string;
  serviceName: string;
}

/** How many of each a service page shows; "查看全部" leads to the filtered list. */
export const RELATED_CASES = 2;
export const RELATED_MATERIALS = 3;

async function loadRelated(service: string) {
  const [cases, materials] = await Promise.all([
    getCases({ service, pageSize: RELATED_CASES }),
    getMaterials({ service, pageSize: RELATED_MATERIALS }),
  ]);
  return { cases: cases.data ?? { list: [], total: 0 }, materials: materials.data ?? { list: [], total: 0 } };
}

/** The service's real cases and materials (a few of each), with links to the lists filtered by the service. */
export default function RelatedContent({ serviceId, serviceName }: Props) {
  const { data, loading, error, refresh } = useRequest(() => loadRelated(serviceId), { refreshDeps: [serviceId], onError: () => {} });
  const q = `service=${encodeURIComponent(serviceId)}`;

  return (
    <div className="svc-detail__related" data-testid="service-related">
      <div className="svc-detail__related-head">
        <h3>客户案例</h3>
        <Link to={`/case?${q}`}>查看全部{data ? ` ${data.cases.total} 个` : ''}案例 →</Link>
      </div>
      {loading && !data ? (
        <ContentLoading label="正在加载相关案例与资料…" />
      ) : error || !data ? (
        <ContentError onRetry={refresh} />
      ) : (
        <>
          {data.cases.list.length ? (
            <ul className="svc-detail__related-grid svc-detail__related-grid--cases" data-testid="related-cases">
              {data.cases.list.map((c) => (
                <li key={c.id}>
                  <CaseCard item={c} serviceName={serviceName} headingLevel="h4" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="svc-detail__related-empty">「{serviceName}」的客户案例正在整理中，欢迎联系顾问了解项目经验。</p>
          )}
          <div className="svc-detail__related-head">
            <h3>相关资料</h3>
            <Link to={`/down?${q}`}>查看全部{data.materials.total ? ` ${data.materials.total} 份` : ''}资料 →</Link>
          </div>
          {data.materials.list.length ? (
            <ul className="svc-detail__related-grid" data-testid="related-materials">
              {data.materials.list.map((m) => (
                <li key={m.id}>
                  <MaterialCard material={m} headingLevel="h4" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="svc-detail__related-empty">「{serviceName}」的相关资料正在整理中。</p>
          )}
        </>
      )}
    </div>
  );
}
