/**
 * The English pages' titles (the tab's, the share card's, the search result's), by path. A leaf: the route table reads
 * it. In the English edition's chunk only (src/config/englishRoutes.ts), never in the entry a Chinese page loads.
 */
export const ENGLISH_ROUTE_TITLES = {
  '/en': 'Zhiqiao Consulting – expert network in China',
  '/en/about': 'About Zhiqiao Consulting',
  '/en/services': 'Services – Zhiqiao Consulting',
  '/en/research': 'Research – Zhiqiao Consulting',
  '/en/events': 'Events – Zhiqiao Consulting',
  '/en/experts': 'Become a Zhiqiao expert',
  '/en/compliance': 'Compliance centre – Zhiqiao Consulting',
  '/en/privacy': 'Personal information notice – Zhiqiao',
  '/en/contact': 'Contact us – Zhiqiao Consulting',
  '/en/contact/result': 'Enquiry received – Zhiqiao Consulting',
  '/en/experts/apply': 'Apply to join – Zhiqiao expert network',
  '/en/experts/apply/result': 'Application received – Zhiqiao expert network',
} as const;

/** The tab's title of the English page not found (src/content/en/notFound.ts has its words). */
export const ENGLISH_NOT_FOUND_TITLE = 'Page not found – Zhiqiao Consulting';
