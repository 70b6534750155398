/** The English pages' titles (the tab's, the share card's, the search result's), by path. A leaf: the route table reads it. */
export const ENGLISH_ROUTE_TITLES = {
  '/en': 'Zhiqiao Consulting – expert network and industry research in China',
  '/en/about': 'About Zhiqiao Consulting – history, offices and compliance',
  '/en/research': 'Research – reports and white papers from Zhiqiao Consulting',
  '/en/experts': 'Become a Zhiqiao expert – paid consultations for industry professionals',
} as const;
