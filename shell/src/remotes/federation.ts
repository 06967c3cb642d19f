/**
 * Runtime composition: the remotes are registered from the site server's
 * configuration at start-up, never at build time, so a remote is released,
 * promoted or rolled back without rebuilding the shell.
 *
 * When a remote's version fails to load (manifest, entry or chunk) or its
 * module crashes while rendering, the shell loads the previous good version
 * the site server named before it shows any fallback, logs both versions,
 * reports the fallback to the site server (for `npm run remote -- status`), and
 * the page says which versions it runs.
 *
 * A remote that fails is handled three layers deep (docs/architecture.md): the retry
 * plugin retries the manifest and the entry script, the `errorLoadRemote` hook
 * logs the failure, and the RemoteMount error boundary shows a fallback with a
 * retry button. No remote's failure reaches the rest of the page.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@agency/site-kit/contracts';
import { logRecord } from '@agency/site-kit/browser/log';
import { reportFallback } from './fallback-report';
import { exposeVersions, readReleases, type ReleaseRef, type SiteReleases } from './releases';
import type { SiteConfig } from './site-config';

/** Retries before a remote counts as unavailable; a retry waits 1 s. */
export const REMOTE_RETRIES = 2;

let remotes: SiteConfig['remotes'] | null = null;
let releases: SiteReleases = {};
/** The version each remote runs on this page (a fallback once its version failed). */
const running: Partial<Record<RemoteName, ReleaseRef>> = {};

function publishVersions(): void {
  exposeVersions(Object.fromEntries(Object.entries(running).map(([remote, release]) => [remote, release.version])));
}

const logRemoteFailures: ModuleFederationRuntimePlugin = {
  name: 'log-remote-failures',
  errorLoadRemote({ id, error, lifecycle }) {
    logRecord('ERROR', 'shell/federation', `remote ${id} failed to load`, error, { lifecycle });
    // Returning nothing lets the error reach the RemoteMount boundary, which offers a retry.
    return undefined;
  },
};

export function initFederation(config: SiteConfig['remotes'], siteReleases: SiteReleases = readReleases()): void {
  remotes = { ...config };
  releases = siteReleases;
  for (const name of Object.keys(config) as RemoteName[]) {
    const release = releases[name];
    running[name] = release ? { version: release.version, manifest: release.manifest } : { version: 'build', manifest: config[name] };
    remotes[name] = running[name].manifest;
  }
  publishVersions();
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: REMOTE_RETRIES }, script: { retryTimes: REMOTE_RETRIES, retryDelay: 1000 } }),
    logRemoteFailures,
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export interface LoadOptions {
  /** Register the remote again first, so a failed manifest or entry is fetched anew (the retry button). */
  fresh?: boolean;
  /** Called when the page switches this remote to its previous good version. */
  onFallback?: () => void;
}

/**
 * Loads `remote/Module`; when the version this page runs fails to load, the
 * previous good version once.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, { fresh = false, onFallback }: LoadOptions = {}): Promise<T> {
  if (!remotes) throw new Error('Federation is not initialised');
  if (fresh) registerRemotes([{ name: remote, entry: remotes[remote] }], { force: true });
  try {
    return await loadOnce<T>(remote, module);
  } catch (error) {
    if (!fallBackToPreviousVersion(remote, 'failed to load', error)) throw error;
    onFallback?.();
    return loadOnce<T>(remote, module);
  }
}

/**
 * The version of `remote` this page runs failed (`what`: it failed to load,
 * or its module crashed while rendering): for the rest of this page's life
 * the remote is its previous good version, if the site server named one that
 * is not the failed version. Each version has a chunk-loading global of its
 * own (tooling/webpack/create-config.mjs), so the failed version's scripts,
 * even those still running, never reach the previous version's chunks.
 * Returns false when there is nothing to fall back to.
 */
export function fallBackToPreviousVersion(remote: RemoteName, what: 'failed to load' | 'crashed while rendering', error: unknown): boolean {
  const fallback = releases[remote]?.fallback;
  const failed = running[remote];
  if (!remotes || !fallback || !failed || failed.version === fallback.version) return false;
  logRecord(
    'ERROR',
    'shell/federation',
    `remote ${remote} ${failed.version} ${what}; loading the previous good version ${fallback.version}`,
    error,
    {
      failedVersion: failed.version,
      fallbackVersion: fallback.version,
    },
  );
  running[remote] = fallback;
  remotes[remote] = fallback.manifest;
  reportFallback({
    remote,
    failedVersion: failed.version,
    servedVersion: fallback.version,
    reason: what === 'failed to load' ? 'load' : 'render',
  });
  publishVersions();
  registerRemotes([{ name: remote, entry: fallback.manifest }], { force: true });
  return true;
}

async function loadOnce<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded;
}
