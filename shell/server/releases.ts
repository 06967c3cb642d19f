// The site server's view of the release registry (`npm run remote`): it reads
// the registry every REGISTRY_POLL_MS, so a promote or rollback reaches new
// page loads within seconds and without a restart, and picks each visitor's
// release of every remote, canaries by a stable hash of a first-party cookie.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { emptyRegistry, hasCanary, releaseFor, type Registry } from '@agency/release/registry';
import { REMOTE_NAMES, type RemoteName } from '@agency/release/remotes';
import type { ReleaseStore } from '@agency/release/store';
import type { SiteReleases } from '../src/remotes/releases.ts';

/** How often the registry is read: a change reaches new page loads within this (the issue asks 5 s). */
export const REGISTRY_POLL_MS = 2000;

/** The first-party cookie that keeps a visitor on one side of every canary. */
export const RELEASE_COOKIE = 'vl_release';
const RELEASE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface SiteReleaseSource {
  store: ReleaseStore;
  /** The public manifest URL of a release. */
  manifestUrl: (remote: RemoteName, version: string) => string;
  pollMs?: number;
}

/** Keeps the last registry that read and parsed; a read that fails keeps the one before. */
export class RegistryWatcher {
  private registry: Registry = emptyRegistry();
  private text = JSON.stringify(this.registry);
  private timer: NodeJS.Timeout | null = null;
  private readonly store: ReleaseStore;
  private readonly pollMs: number;
  private readonly onChange: (registry: Registry) => void;

  constructor(store: ReleaseStore, pollMs: number, onChange: (registry: Registry) => void) {
    this.store = store;
    this.pollMs = pollMs;
    this.onChange = onChange;
  }

  get current(): Registry {
    return this.registry;
  }

  async refresh(): Promise<void> {
    try {
      const next = await this.store.readRegistry();
      const text = JSON.stringify(next);
      if (text === this.text) return;
      this.registry = next;
      this.text = text;
      this.onChange(next);
    } catch (error) {
      console.log(
        JSON.stringify({
          severity: 'ERROR',
          from: 'site-server',
          title: 'the release registry could not be read; keeping the last one',
          details1: (error as Error).message,
          timestamp: Date.now(),
        }),
      );
    }
  }

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/**
 * The visitor's id from their `vl_release` cookie. While a canary runs, a
 * visitor without a valid one gets a new one (set on the response), so they
 * stay on one side of it across reloads. Without canaries no cookie is set.
 */
export function visitorIdFor(req: IncomingMessage, res: ServerResponse, registry: Registry, secure: boolean): string | null {
  let sent: string | undefined;
  try {
    sent = parseCookies(req.headers.cookie ?? '')[RELEASE_COOKIE];
  } catch {
    sent = undefined;
  }
  if (sent && VISITOR_ID.test(sent)) return sent;
  if (!hasCanary(registry)) return null;
  const id = randomBytes(16).toString('base64url');
  res.appendHeader(
    'Set-Cookie',
    serializeCookie(RELEASE_COOKIE, id, { path: '/', maxAge: RELEASE_COOKIE_MAX_AGE_S, sameSite: 'lax', httpOnly: true, secure }),
  );
  return id;
}

/** Each remote's release for one visitor; a remote with nothing live runs its unreleased build (`buildManifests`). */
export function releasesFor(
  registry: Registry,
  visitorId: string | null,
  buildManifests: Record<RemoteName, string>,
  manifestUrl: SiteReleaseSource['manifestUrl'],
): Required<SiteReleases> {
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const release = releaseFor(registry.remotes[remote], visitorId, remote);
      if (!release) return [remote, { version: 'build', manifest: buildManifests[remote], fallback: null }];
      return [
        remote,
        {
          version: release.version,
          manifest: manifestUrl(remote, release.version),
          fallback: release.fallback ? { version: release.fallback, manifest: manifestUrl(remote, release.fallback) } : null,
        },
      ];
    }),
  ) as Required<SiteReleases>;
}

/** Every manifest the registry may hand out now (live, canary, fallback), for the page hints and the CSP. */
export function manifestsInUse(
  registry: Registry,
  buildManifests: Record<RemoteName, string>,
  manifestUrl: SiteReleaseSource['manifestUrl'],
): Array<{ remote: RemoteName; url: string }> {
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = registry.remotes[remote];
    const versions = [entry?.live, entry?.canary?.version, entry?.previous[0]].filter((version): version is string => Boolean(version));
    return [{ remote, url: buildManifests[remote] }, ...versions.map((version) => ({ remote, url: manifestUrl(remote, version) }))];
  });
}
