/**
 * The site's routes (docs/product-rules.md §2). Shared by the router and the site server, which
 * answers 404 for any other path and lists the public pages in sitemap.xml.
 */
export const PATHS = {
  root: '/',
  home: '/home',
  portfolio: '/portfolio',
  portfolioItem: '/portfolio/:portfolioItem',
  about: '/about',
  privacyPolicy: '/privacy-policy',
} as const;

/** Pages listed in sitemap.xml, with their canonical path. */
export const SITEMAP_PATHS = ['/', '/portfolio', '/about', '/privacy-policy'] as const;

export interface PageModule {
  remote: 'marketing' | 'portfolio';
  module: 'Home' | 'About' | 'PrivacyPolicy' | 'Portfolio';
}

/** The remote module that renders the page at `pathname` (the site server hints the browser to fetch it early). */
export function pageModuleFor(pathname: string): PageModule | null {
  if (!isKnownPath(pathname)) return null;
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith('/portfolio')) return { remote: 'portfolio', module: 'Portfolio' };
  if (path === '/about') return { remote: 'marketing', module: 'About' };
  if (path === '/privacy-policy') return { remote: 'marketing', module: 'PrivacyPolicy' };
  return { remote: 'marketing', module: 'Home' };
}

/** True when the site has a page at `pathname` (the server's 200 vs 404). */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (['/', '/home', '/portfolio', '/about', '/privacy-policy'].includes(path)) return true;
  return /^\/portfolio\/[^/]+$/.test(path);
}
