/**
 * Runtime composition: the remotes are registered from the site server's
 * configuration at start-up, never at build time, so a remote is redeployed
 * or rolled back by changing one URL.
 *
 * A remote that fails is handled three layers deep (DESIGN.md): the retry
 * plugin retries the manifest and the entry script, the `errorLoadRemote` hook
 * logs the failure, and the RemoteMount error boundary shows a fallback with a
 * retry button. No remote's failure reaches the rest of the page.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@agency/tooling/contracts';
import { log } from '../errors/log';
import type { SiteConfig } from './site-config';

/** Retries before a remote counts as unavailable; a retry waits 1 s. */
export const REMOTE_RETRIES = 2;

let remotes: SiteConfig['remotes'] | null = null;

const logRemoteFailures: ModuleFederationRuntimePlugin = {
  name: 'log-remote-failures',
  errorLoadRemote({ id, error, lifecycle }) {
    log('ERROR', 'shell/federation', `remote ${id} failed to load`, error, { lifecycle });
    // Returning nothing lets the error reach the RemoteMount boundary, which offers a retry.
    return undefined;
  },
};

export function initFederation(config: SiteConfig['remotes']): void {
  remotes = config;
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: REMOTE_RETRIES }, script: { retryTimes: REMOTE_RETRIES, retryDelay: 1000 } }),
    logRemoteFailures,
  ]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads `remote/Module`. With `fresh`, the remote is registered again first so
 * that a failed manifest or entry is fetched anew rather than served from the
 * runtime's cache (the retry button after a remote comes back).
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  if (!remotes) throw new Error('Federation is not initialised');
  if (fresh) registerRemotes([{ name: remote, entry: remotes[remote] }], { force: true });
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded;
}
