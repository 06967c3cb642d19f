/** docs/product-rules.md §2 navigation: Home (home), Portfolio (portfolio), About (about). */
export interface NavigationLink {
  label: string;
  /** The path segment the active rule looks for. */
  segment: string;
  to: string;
}

export const NAVIGATION_LINKS: readonly NavigationLink[] = [
  { label: 'Home', segment: 'home', to: '/' },
  { label: 'Portfolio', segment: 'portfolio', to: '/portfolio' },
  { label: 'About', segment: 'about', to: '/about' },
];

/** A link is active when the current path contains its path; Home also on the root path. */
export function isLinkActive(link: NavigationLink, pathname: string): boolean {
  if (link.segment === 'home' && pathname === '/') return true;
  return pathname.includes(link.segment);
}
