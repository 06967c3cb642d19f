// Where the browser loads a remote from. Without a release, the remote's own
// server (REMOTE_<NAME>_URL, by default http://localhost:<port>/mf-manifest.json);
// a release at <base>/<remote>/<version>/mf-manifest.json, where the base is
// RELEASES_PUBLIC_URL (the bucket's public URL) or, for the folder store, the
// remote's own origin + /releases (its static server serves the folder there).
// The variables and default ports are the topology table's (tooling/webpack/topology.mjs).
import { defaultManifestUrl, remoteOf } from '@agency/tooling/ports';
import type { RemoteName } from './remotes.ts';

/** The path under a remote's origin where its static server serves the release folder. */
export const RELEASES_PATH = '/releases';

/** The manifest of the remote's unreleased build on its own server. */
export function remoteUrlFromEnv(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  return env[remoteOf(remote).urlVariable] || defaultManifestUrl(remote);
}

/** The base URL releases are served from (no trailing slash). */
export function releasesBaseUrl(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  if (env.RELEASES_PUBLIC_URL) return env.RELEASES_PUBLIC_URL.replace(/\/+$/, '');
  return `${new URL(remoteUrlFromEnv(remote, env)).origin}${RELEASES_PATH}`;
}

export function releaseManifestUrl(remote: RemoteName, version: string, env: NodeJS.ProcessEnv): string {
  return `${releasesBaseUrl(remote, env)}/${remote}/${version}/mf-manifest.json`;
}
