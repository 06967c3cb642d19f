/**
 * Which release of each remote this page runs. The site server picks them
 * (the live version, or a canary for some visitors) and inlines them as the
 * `#site-releases` data block, each with the previous good version to fall
 * back to. The page exposes what it runs, for support: the
 * `vaultline-versions` meta and `window.__VAULTLINE_VERSIONS__`.
 */
import type { RemoteName } from '@agency/site-kit/contracts';

export interface ReleaseRef {
  version: string;
  manifest: string;
}

export interface RemoteRelease extends ReleaseRef {
  /** The previous good version, loaded when this one fails. */
  fallback: ReleaseRef | null;
}

export type SiteReleases = Partial<Record<RemoteName, RemoteRelease>>;

export const RELEASES_ELEMENT_ID = 'site-releases';
export const VERSIONS_META_NAME = 'vaultline-versions';

declare global {
  interface Window {
    __VAULTLINE_VERSIONS__?: Partial<Record<RemoteName, string>>;
  }
}

/** The releases the site server inlined; empty in development (no site server). */
export function readReleases(doc: Document = document): SiteReleases {
  const text = doc.getElementById(RELEASES_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as SiteReleases;
  } catch {
    return {};
  }
}

/** `marketing=1a2b3c4d5e6f portfolio=build …`: the meta's content. */
export function formatVersions(versions: Partial<Record<RemoteName, string>>): string {
  return Object.entries(versions)
    .map(([remote, version]) => `${remote}=${version}`)
    .join(' ');
}

/** Publishes the versions the page runs now. */
export function exposeVersions(versions: Partial<Record<RemoteName, string>>, doc: Document = document): void {
  const view = doc.defaultView;
  if (view) view.__VAULTLINE_VERSIONS__ = { ...versions };
  let meta = doc.querySelector<HTMLMetaElement>(`meta[name="${VERSIONS_META_NAME}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = VERSIONS_META_NAME;
    doc.head.append(meta);
  }
  meta.content = formatVersions(versions);
}
