/**
 * schema.org structured data (JSON-LD) a page declares beside itself through `useHead`: search engines (Baidu first)
 * read it from the pre-rendered page's <head>. Addresses are absolute: the build knows the site's origin and hands it
 * over (`PageSite`) when it writes the page. The firm's own data is apart (./firm.ts), so the home page does not bring
 * the items' along.
 */
import type * as API from '@/api';
import type { JsonLd, PageSite } from '@/prerender';

import { FIRM } from '../../content/firm';
import { publisher } from './firm';

export const breadcrumbs = (site: PageSite, trail: { name: string; path: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: site.url(step.path) })),
});

/** Where an item is shown: its page's address and its share pictures (wide first), both below the router base. */
export interface ItemPlace {
  path: string;
  pictures: string[];
}

const images = (site: PageSite, pictures: string[]) => (pictures.length ? { image: pictures.map((p) => site.url(`/${p}`)) } : {});

export const event = (site: PageSite, at: ItemPlace, a: API.Activity): JsonLd => {
  const online = a.format !== 'offline';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: a.title,
    description: a.summary,
    ...images(site, at.pictures),
    startDate: a.startTime,
    endDate: a.endTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: site.url(at.path) }
      : { '@type': 'Place', name: a.place, address: { '@type': 'PostalAddress', streetAddress: a.place, addressCountry: 'CN' } },
    organizer: { '@type': 'Organization', name: FIRM.name, url: site.url('/') },
    url: site.url(at.path),
  };
};

export const article = (site: PageSite, at: ItemPlace, a: { title: string; date: string; summary: string; author: string }): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: a.title,
  description: a.summary,
  ...images(site, at.pictures),
  datePublished: a.date,
  author: { '@type': 'Person', name: a.author },
  publisher: publisher(site),
  mainEntityOfPage: site.url(at.path),
  inLanguage: 'zh-CN',
});
