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

/** The dev servers' ports (`pnpm dev`), where no site server inlines a configuration. */
export const DEVELOPMENT_CONFIG: SiteConfig = {
  remotes: {
    marketing: 'http://localhost:3001/mf-manifest.json',
    portfolio: 'http://localhost:3002/mf-manifest.json',
    contact: 'http://localhost:3003/mf-manifest.json',
    chat: 'http://localhost:3004/mf-manifest.json',
  },
  retentionDays: 180,
};

/** Reads the configuration the site server inlined into the page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById('site-config');
  if (element?.textContent) return JSON.parse(element.textContent) as SiteConfig;
  if (process.env.NODE_ENV !== 'production') return DEVELOPMENT_CONFIG;
  throw new Error('The page has no site configuration (#site-config)');
}
