import { Link } from '@umijs/max';

interface Props {
  serviceId: string;
  serviceName: string;
}

/**
 * Cases and materials related to one service. For now it links to the filtered case and
 * materials lists; the lead wires the real related items after the content branches merge.
 */
export default function RelatedContent({ serviceId, serviceName }: Props) {
  const q = `service=${encodeURIComponent(serviceId)}`;
  return (
    <ul className="svc-detail__related" data-testid="service-related">
      <li>
        <Link to={`/case?${q}`} className="svc-detail__related-link">
          <span className="svc-detail__related-kind">案例研究</span>
          <strong>查看「{serviceName}」的客户案例</strong>
          <span>客户面临的挑战、我们的方法与最终成果 →</span>
        </Link>
      </li>
      <li>
        <Link to={`/down?${q}`} className="svc-detail__related-link">
          <span className="svc-detail__related-kind">资料下载</span>
          <strong>下载「{serviceName}」的相关资料</strong>
          <span>服务手册、研究报告与白皮书 →</span>
        </Link>
      </li>
    </ul>
  );
}
