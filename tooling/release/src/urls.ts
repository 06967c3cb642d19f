// Where the browser loads a remote from. Without a release, the remote's own
// server (REMOTE_<NAME>_URL, by default http://localhost:<port>/mf-manifest.json);
// a release at <base>/<remote>/<version>/mf-manifest.json, where the base is
// RELEASES_PUBLIC_URL (the bucket's public URL) or, for the folder store, the
// remote's own origin + /releases (its static server serves the folder there).
import type { RemoteName } from './remotes.ts';

export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  marketing: 'REMOTE_MARKETING_URL',
  portfolio: 'REMOTE_PORTFOLIO_URL',
  contact: 'REMOTE_CONTACT_URL',
  chat: 'REMOTE_CHAT_URL',
};

export const REMOTE_DEFAULT_PORT: Record<RemoteName, number> = { marketing: 3001, portfolio: 3002, contact: 3003, chat: 3004 };

/** The path under a remote's origin where its static server serves the release folder. */
export const RELEASES_PATH = '/releases';

/** The manifest of the remote's unreleased build on its own server. */
export function remoteUrlFromEnv(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  return env[REMOTE_URL_ENV[remote]] || `http://localhost:${REMOTE_DEFAULT_PORT[remote]}/mf-manifest.json`;
}

/** The base URL releases are served from (no trailing slash). */
export function releasesBaseUrl(remote: RemoteName, env: NodeJS.ProcessEnv): string {
  if (env.RELEASES_PUBLIC_URL) return env.RELEASES_PUBLIC_URL.replace(/\/+$/, '');
  return `${new URL(remoteUrlFromEnv(remote, env)).origin}${RELEASES_PATH}`;
}

export function releaseManifestUrl(remote: RemoteName, version: string, env: NodeJS.ProcessEnv): string {
  return `${releasesBaseUrl(remote, env)}/${remote}/${version}/mf-manifest.json`;
}
