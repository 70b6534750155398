import type * as API from '@/api';
import { listQuery } from '@/services/lists';
import { allOf } from '@/services/query';

/** Brochures grouped by service, in the catalogue's order; services without a brochure are left out. */
export function groupByService(services: API.ServiceSummary[], brochures: API.MaterialSummary[]) {
  return services
    .map((service) => ({ service, items: brochures.filter((b) => b.service === service.id) }))
    .filter((g) => g.items.length > 0);
}

/** The brochures of every service, grouped, as a view's data. */
export const BROCHURES = allOf(
  [listQuery('service', {}), listQuery('material', { type: 'brochure', pageSize: 50 })],
  ([services, brochures]) => groupByService(services.data ?? [], brochures.data?.list ?? []),
);
