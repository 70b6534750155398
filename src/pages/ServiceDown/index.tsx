import { Link } from '@umijs/max';

import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import { FamilyArt } from '@/components/Illustrations';
import ItemGrid from '@/components/ItemGrid';
import PageHero from '@/components/PageHero';
import { servicePath } from '@/config/itemPaths';
import { PAGE_HEROES } from '@/content/pageCopy';
import { SERVICE_DOWN_PAGE } from '@/content/pages/serviceDown';
import ServiceIcon from '@/features/content/services/ServiceIcon';
import { BROCHURES } from '@/features/materials/brochures';
import MaterialCard from '@/features/materials/MaterialCard';
import { useData } from '@/prerender';

import '@/components/ListBody/index.css';
import '@/components/ListBody/listPage.css';
import './index.css';

/** /serviceDown: every service's brochures and guides, grouped by service, each to its download page. */
export default function ServiceDownPage() {
  const { data: groups, loading, error, refresh } = useData(BROCHURES);

  return (
    <div className="svc-down">
      <PageHero
        {...PAGE_HEROES.serviceDown}
        art={<FamilyArt family="materials" />}
        actions={
          <Link to="/down" className="btn btn--ghost">
            {SERVICE_DOWN_PAGE.hero.allMaterials}
          </Link>
        }
      />
      <div className="container svc-down__body">
        {loading && !groups ? (
          <ContentLoading label={SERVICE_DOWN_PAGE.loading} />
        ) : error ? (
          <ContentError onRetry={refresh} />
        ) : !groups || groups.length === 0 ? (
          <ContentEmpty {...SERVICE_DOWN_PAGE.empty} />
        ) : (
          groups.map(({ service, items }) => (
            <section key={service.id} className="svc-down__group" aria-labelledby={`svc-down-${service.id}`} data-testid="brochure-group">
              <div className="svc-down__head">
                <ServiceIcon id={service.id} size={48} />
                <div>
                  <h2 id={`svc-down-${service.id}`} className="svc-down__title">
                    {service.name}
                  </h2>
                  <p className="svc-down__pitch">{service.pitch}</p>
                </div>
                <Link to={servicePath(service.id)} className="svc-down__more">
                  {SERVICE_DOWN_PAGE.group.more}
                </Link>
              </div>
              <ItemGrid
                className="grid grid--3 grid--desktop-2 grid--phone-1 list-grid list-page__grid"
                items={items}
                itemKey={(m) => m.id}
                renderItem={(m) => <MaterialCard material={m} />}
              />
            </section>
          ))
        )}
      </div>
    </div>
  );
}
