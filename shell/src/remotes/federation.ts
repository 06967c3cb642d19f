/**
 * Runtime composition: the remotes are registered from the site server's
 * configuration at start-up, never at build time, so a remote is released,
 * promoted or rolled back without rebuilding the shell.
 *
 * When a remote's version fails to load (manifest, entry or chunk), the shell
 * loads the previous good version the site server named before it shows any
 * fallback, logs both versions, and the page says which versions it runs.
 *
 * A remote that fails is handled three layers deep (docs/architecture.md): the retry
 * plugin retries the manifest and the entry script, the `errorLoadRemote` hook
 * logs the failure, and the RemoteMount error boundary shows a fallback with a
 * retry button. No remote's failure reaches the rest of the page.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@agency/tooling/contracts';
import { logRecord } from '@agency/tooling/browser/log';
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

/**
 * Loads `remote/Module`. With `fresh`, the remote is registered again first so
 * that a failed manifest or entry is fetched anew rather than served from the
 * runtime's cache (the retry button after a remote comes back).
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  if (!remotes) throw new Error('Federation is not initialised');
  if (fresh) registerRemotes([{ name: remote, entry: remotes[remote] }], { force: true });
  try {
    return await loadOnce<T>(remote, module);
  } catch (error) {
    const fallback = releases[remote]?.fallback;
    const failed = running[remote];
    if (!fallback || !failed || failed.version === fallback.version) throw error;
    logRecord(
      'ERROR',
      'shell/federation',
      `remote ${remote} ${failed.version} failed to load; loading the previous good version ${fallback.version}`,
      error,
      {
        failedVersion: failed.version,
        fallbackVersion: fallback.version,
      },
    );
    // For the rest of this page's life the remote is its previous good version.
    running[remote] = fallback;
    shutOutFailedRelease(remote, failed);
    remotes[remote] = fallback.manifest;
    publishVersions();
    registerRemotes([{ name: remote, entry: fallback.manifest }], { force: true });
    return loadOnce<T>(remote, module);
  }
}

/**
 * The failed version's scripts put their chunks into the remote's webpack
 * chunk list, under the same chunk ids as the fallback's: the fallback's
 * runtime would adopt them and run the failed version's code. Some have run
 * already, and some may still run later: the federation runtime inserts the
 * page module's scripts alongside the entry and does not wait for them, so
 * one can run after the entry has failed. The fallback's runtime starts from
 * an empty list, and a script of the failed release, whenever it runs, is
 * handed a list of its own that nobody reads.
 */
function shutOutFailedRelease(remote: RemoteName, failed: ReleaseRef): void {
  const failedRelease = new URL('.', failed.manifest).href;
  const runningFromFailedRelease = () => {
    const script = document.currentScript;
    return script instanceof HTMLScriptElement && script.src.startsWith(failedRelease);
  };
  let chunks: unknown = [];
  Object.defineProperty(globalThis, `webpackChunk${remote}`, {
    configurable: true,
    get: () => (runningFromFailedRelease() ? [] : chunks),
    set: (list: unknown) => {
      if (!runningFromFailedRelease()) chunks = list;
    },
  });
}

async function loadOnce<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded;
}
