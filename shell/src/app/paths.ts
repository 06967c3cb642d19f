import { ROUTES, SITEMAP_PATHS as TOPOLOGY_SITEMAP_PATHS, routeFor, type ExposedModule, type RemoteName } from '@agency/site-kit/topology';

/**
 * The site's routes (docs/product-rules.md §2) come from the topology table
 * (site-kit/src/topology.mjs), shared by the router and the site server,
 * which answers 404 for any other path and lists the public pages in sitemap.xml.
 */
export { ROUTES };

/** Pages listed in sitemap.xml, with their canonical path. */
export const SITEMAP_PATHS: readonly string[] = TOPOLOGY_SITEMAP_PATHS;

export interface PageModule {
  remote: RemoteName;
  module: ExposedModule;
}

/** The remote module that renders the page at `pathname` (the site server hints the browser to fetch it early). */
export function pageModuleFor(pathname: string): PageModule | null {
  const route = routeFor(pathname);
  return route ? { remote: route.remote, module: route.module } : null;
}

/** True when the site has a page at `pathname` (the server's 200 vs 404). */
export function isKnownPath(pathname: string): boolean {
  return routeFor(pathname) !== null;
}
