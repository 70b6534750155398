import { DEFAULT_TITLE } from '@/config/site';
import { findRoute, NOT_FOUND_ROUTE } from '@/config/routes';

/** The app path of a browser pathname under the router base ('/html/about' -> '/about'). */
export function stripBase(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Document title, meta description and robots from the route table. */
export function applyRouteMeta(pathname: string, basename: string) {
  const route = findRoute(stripBase(pathname, basename)) ?? NOT_FOUND_ROUTE;
  document.title = route.title ? `${route.title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE;
  setMeta('description', route.description);
  setMeta('robots', route.noindex ? 'noindex, nofollow' : 'index, follow');
}
