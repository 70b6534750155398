/** A path below the router base as the route table writes it: no trailing slash ('/en/about/' is '/en/about'; '/' stays). */
export const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
