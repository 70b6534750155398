/** schema.org data of the firm itself (src/lib/structuredData/index.ts says how pages declare it). */
import type { JsonLd, PageSite, StructuredData } from '@/prerender';

import { FIRM } from '../../content/firm';
import { FOUNDED_YEAR } from '../../content/networkFigures';

const organization = (site: PageSite): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: FIRM.name,
  legalName: FIRM.fullName,
  url: site.url('/'),
  logo: site.url('/favicon.svg'),
  foundingDate: String(FOUNDED_YEAR),
  telephone: FIRM.phone,
  email: FIRM.email,
  address: { '@type': 'PostalAddress', streetAddress: FIRM.address, addressCountry: 'CN' },
});

/** The firm itself, on the pages that present it (home, about us). */
export const firmStructuredData: StructuredData = (site) => [organization(site)];

export const publisher = (site: PageSite) => ({
  '@type': 'Organization',
  name: FIRM.name,
  logo: { '@type': 'ImageObject', url: site.url('/favicon.svg') },
});
