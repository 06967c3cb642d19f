// Where the browser loads a remote from. Without a release, the remote's own
// server (REMOTE_<NAME>_URL, by default http://localhost:<port>/mf-manifest.json);
// a release at <base>/<remote>/<version>/mf-manifest.json, where the base is
// RELEASES_PUBLIC_URL (the bucket's public URL) or, for the folder store, the
// remote's own origin + /releases (its static server serves the folder there).
// The variables (REMOTE_<NAME>_URL, REMOTE_<NAME>_PORT) and default ports are
// the topology table's (site-kit/src/topology.mjs), as for the site server.
import { remoteManifestUrl, remoteOf } from '@agency/site-kit/topology';
import type { RemoteName } from './remotes.ts';

/** The path under a remote's origin where its static server serves the release folder. */
export const RELEASES_PATH = '/releases';

/** The manifest of the remote's unreleased build on its own server. */
export function remoteUrlFromEnv(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  return remoteManifestUrl(remote, env);
}

/** The settings that say where `remote` is served, for a refusal that could not reach it. */
export function whereSettings(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  const { urlVariable, portVariable } = remoteOf(remote);
  return env.RELEASES_PUBLIC_URL ? 'RELEASES_PUBLIC_URL' : `${urlVariable} or ${portVariable}`;
}

/** The base URL releases are served from (no trailing slash). */
export function releasesBaseUrl(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  if (env.RELEASES_PUBLIC_URL) return env.RELEASES_PUBLIC_URL.replace(/\/+$/, '');
  return `${new URL(remoteUrlFromEnv(remote, env)).origin}${RELEASES_PATH}`;
}

export function releaseManifestUrl(remote: RemoteName, version: string, env: NodeJS.ProcessEnv): string {
  return `${releasesBaseUrl(remote, env)}/${remote}/${version}/mf-manifest.json`;
}
