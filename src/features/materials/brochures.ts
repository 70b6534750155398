import { getMaterials } from '@/services/materials';
import { getServices } from '@/services/services';

/** Brochures grouped by service, in the catalogue's order; services without a brochure are left out. */
export function groupByService(services: API.ServiceSummary[], brochures: API.MaterialSummary[]) {
  return services
    .map((service) => ({ service, items: brochures.filter((b) => b.service === service.id) }))
    .filter((g) => g.items.length > 0);
}

export async function loadBrochures() {
  const [services, brochures] = await Promise.all([getServices(), getMaterials({ type: 'brochure', pageSize: 50 })]);
  return groupByService(services.data ?? [], brochures.data?.list ?? []);
}
