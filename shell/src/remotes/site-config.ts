import type { RemoteName } from '@agency/site-kit/contracts';
import { REMOTES, portsFromBuild } from '@agency/site-kit/topology';

/**
 * What the site server tells the shell at start-up: where each remote's
 * manifest lives (so one remote is redeployed or rolled back by changing one
 * URL, without rebuilding the shell) and the data-retention setting.
 */
export interface SiteConfig {
  remotes: Record<RemoteName, string>;
  retentionDays: number;
}

/**
 * Where the dev servers run (`npm run dev`): the ports the shell's bundle was
 * built with (moved by REMOTE_*_PORT, see site-kit/src/topology.mjs), since
 * no site server inlines a configuration in development.
 */
function developmentConfig(): SiteConfig {
  const ports = portsFromBuild(process.env.SITE_PORTS);
  const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  return {
    remotes: Object.fromEntries(REMOTES.map(({ name }) => [name, manifest(ports[name])])) as SiteConfig['remotes'],
    retentionDays: 180,
  };
}

export const DEVELOPMENT_CONFIG: SiteConfig = developmentConfig();

/** Reads the configuration the site server inlined into the page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById('site-config');
  if (element?.textContent) return JSON.parse(element.textContent) as SiteConfig;
  if (process.env.NODE_ENV !== 'production') return DEVELOPMENT_CONFIG;
  throw new Error('The page has no site configuration (#site-config)');
}
