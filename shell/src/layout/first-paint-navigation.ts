/**
 * The static first screen's navigation items, written at build time by
 * public/index.html into its header and its phone menu: the live header's
 * links, so the first screen cannot list others.
 */
import { NAVIGATION_LINKS } from './navigation';

export const FIRST_PAINT_NAVIGATION_ITEMS = NAVIGATION_LINKS.map((link) => `<li><a href="${link.to}">${link.label}</a></li>`).join('');
