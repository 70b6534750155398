import { useRouteProps } from '@umijs/max';
import type { RouteEntry } from '@/config/routes';

/** Title and one-line description from the route table, for pages whose content comes later. */
export default function PagePlaceholder() {
  const route = useRouteProps() as Partial<RouteEntry>;
  return (
    <section className="page-section container">
      <h1 className="page-title">{route.title ?? '知桥咨询'}</h1>
      <p className="page-lead">{route.description}</p>
    </section>
  );
}
