import type { RemoteName } from '@agency/tooling/contracts';

/**
 * What the site server tells the shell at start-up: where each remote's
 * manifest lives (so one remote is redeployed or rolled back by changing one
 * URL, without rebuilding the shell) and the data-retention setting.
 */
export interface SiteConfig {
  remotes: Record<RemoteName, string>;
  retentionDays: number;
}

/** Reads the configuration the site server inlined into the page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById('site-config');
  if (!element?.textContent) throw new Error('The page has no site configuration (#site-config)');
  return JSON.parse(element.textContent) as SiteConfig;
}
