// The registry of what is live: per remote the live version, the previous good
// versions (newest first) and an optional canary; every change is appended to
// the history with who, when and why. Pure functions over the JSON document;
// the stores write it atomically.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remotes.ts';

/** How many previous good versions are kept per remote. */
export const PREVIOUS_KEPT = 10;

const versionSchema = z.string().regex(/^[0-9a-f]{12}$/, 'a version is 12 hexadecimal digits');

const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

/** Why a page fell back: the version failed to load (manifest, entry or chunk), or its module crashed while rendering. */
const fallbackReasonSchema = z.enum(['load', 'render']);

/** What a visitor's page reports when it falls back by itself (the shell sends it to the site server). */
export const fallbackReportSchema = z.strictObject({
  remote: remoteNameSchema,
  failedVersion: versionSchema,
  servedVersion: versionSchema,
  reason: fallbackReasonSchema,
});

export type FallbackReport = z.infer<typeof fallbackReportSchema>;
export type FallbackReason = z.infer<typeof fallbackReasonSchema>;

const canarySchema = z.object({ version: versionSchema, percent: z.number().int().min(1).max(99) });

const remoteEntrySchema = z.object({
  live: versionSchema.nullable(),
  previous: z.array(versionSchema),
  canary: canarySchema.nullable(),
  /** Versions rolled back from: never a fallback again. */
  rolledBack: z.array(versionSchema),
});

const historySchema = z.object({
  at: z.string(),
  by: z.string(),
  why: z.string(),
  /**
   * publish: released (nothing goes live); baseline: the build a remote served before its first release, kept as
   * a good version; refuse: the gate refused it (`why` says what is wrong).
   */
  action: z.enum(['publish', 'baseline', 'promote', 'canary', 'rollback', 'refuse', 'fallback']),
  remote: remoteNameSchema,
  version: versionSchema,
  from: versionSchema.nullable(),
  percent: z.number().optional(),
  /**
   * fallback: visitors' pages fell back from `from` to `version` by themselves. One entry stands for every page
   * load that did (`count`), from `at` to `lastAt`, and says why (`reasons`).
   */
  count: z.number().int().positive().optional(),
  lastAt: z.string().optional(),
  reasons: z.array(fallbackReasonSchema).optional(),
});

export const registrySchema = z.object({
  schema: z.literal(1),
  remotes: z.partialRecord(remoteNameSchema, remoteEntrySchema),
  history: z.array(historySchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type HistoryEntry = z.infer<typeof historySchema>;

/** Who made a change and why. */
export interface ChangeNote {
  by: string;
  why: string;
  at: Date;
}

export function emptyRegistry(): Registry {
  return { schema: 1, remotes: {}, history: [] };
}

/** Parses a stored registry; an error names what is wrong. */
export function parseRegistry(text: string): Registry {
  return registrySchema.parse(JSON.parse(text));
}

export function isVersion(value: string): boolean {
  return versionSchema.safeParse(value).success;
}

function entryOf(registry: Registry, remote: RemoteName): RemoteEntry {
  return registry.remotes[remote] ?? { live: null, previous: [], canary: null, rolledBack: [] };
}

function withEntry(
  registry: Registry,
  remote: RemoteName,
  entry: RemoteEntry,
  record: Omit<HistoryEntry, 'at' | 'by' | 'why' | 'remote'>,
  note: ChangeNote,
): Registry {
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: entry },
    history: [...registry.history, { at: note.at.toISOString(), by: note.by, why: note.why, remote, ...record }],
  };
}

/** Records a publish (the release exists; nothing goes live). */
export function recordPublish(registry: Registry, remote: RemoteName, version: string, note: ChangeNote): Registry {
  return withEntry(registry, remote, entryOf(registry, remote), { action: 'publish', version, from: null }, note);
}

/**
 * Keeps the build a remote served before its first release as a good
 * version: the first promote then has a previous version to roll back and
 * fall back to. Nothing goes live. Only before the remote has a live version.
 */
export function recordBaseline(registry: Registry, remote: RemoteName, version: string, note: ChangeNote): Registry {
  const entry = entryOf(registry, remote);
  if (entry.live || entry.previous.includes(version)) return registry;
  const next: RemoteEntry = { ...entry, previous: [version, ...entry.previous].slice(0, PREVIOUS_KEPT) };
  return withEntry(registry, remote, next, { action: 'baseline', version, from: null }, note);
}

/** True once a remote has any release recorded (its served build is then kept already, or was never there). */
export function hasHistory(registry: Registry, remote: RemoteName): boolean {
  return registry.history.some((item) => item.remote === remote);
}

/** Records a version the gate refused, with the refusal as its reason; nothing changes for visitors. */
export function recordRefusal(registry: Registry, remote: RemoteName, version: string, note: ChangeNote): Registry {
  return withEntry(registry, remote, entryOf(registry, remote), { action: 'refuse', version, from: null }, note);
}

/** Makes `version` live for everyone; the live version before it becomes the first previous good one. */
export function promote(registry: Registry, remote: RemoteName, version: string, note: ChangeNote): Registry {
  const entry = entryOf(registry, remote);
  if (entry.live === version) throw new Error(`${remote} ${version} is already live`);
  const previous = entry.live
    ? [entry.live, ...entry.previous.filter((item) => item !== entry.live && item !== version)]
    : entry.previous.filter((item) => item !== version);
  const next: RemoteEntry = {
    live: version,
    previous: previous.slice(0, PREVIOUS_KEPT),
    canary: entry.canary?.version === version ? null : entry.canary,
    rolledBack: entry.rolledBack.filter((item) => item !== version),
  };
  return withEntry(registry, remote, next, { action: 'promote', version, from: entry.live }, note);
}

/** Serves `version` to `percent` % of visitors; the others keep the live version. */
export function startCanary(registry: Registry, remote: RemoteName, version: string, percent: number, note: ChangeNote): Registry {
  const entry = entryOf(registry, remote);
  if (!entry.live) throw new Error(`${remote} has no live version yet: promote one before a canary`);
  if (entry.live === version) throw new Error(`${remote} ${version} is already live`);
  canarySchema.parse({ version, percent });
  return withEntry(
    registry,
    remote,
    { ...entry, canary: { version, percent } },
    { action: 'canary', version, from: entry.live, percent },
    note,
  );
}

/** Back to the previous good version; the version rolled back from (and any canary) is dropped. */
export function rollback(registry: Registry, remote: RemoteName, note: ChangeNote): Registry {
  const entry = entryOf(registry, remote);
  const [target, ...rest] = entry.previous;
  if (!entry.live || !target) throw new Error(`${remote} has no previous good version to roll back to`);
  const next: RemoteEntry = {
    live: target,
    previous: rest,
    canary: null,
    rolledBack: [entry.live, ...entry.rolledBack.filter((item) => item !== entry.live)],
  };
  return withEntry(registry, remote, next, { action: 'rollback', version: target, from: entry.live }, note);
}

/** A fallback report that does not match what the registry hands out (a forged report, or one from before a change). */
export class FallbackRefusal extends Error {}

/**
 * Throws a FallbackRefusal unless `failedVersion` is the remote's live or
 * canary version and `servedVersion` the version a page falls back to from it
 * (the previous good version, or the live one for a canary): only fallbacks
 * that really happen can reach the history.
 */
export function checkFallback(registry: Registry, report: FallbackReport): void {
  const { remote, failedVersion, servedVersion } = report;
  const entry = registry.remotes[remote];
  let expected: string | null | undefined;
  if (entry?.live === failedVersion) expected = entry.previous[0];
  else if (entry?.canary?.version === failedVersion) expected = entry.live;
  else throw new FallbackRefusal(`${remote} ${failedVersion} is neither the live nor the canary version`);
  if (expected !== servedVersion)
    throw new FallbackRefusal(`${remote} falls back from ${failedVersion} to ${expected ?? 'nothing'}, not to ${servedVersion}`);
}

/** Page loads that fell back the same way, first and last seen. */
export interface FallbackTally {
  count: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Records page loads that fell back by themselves (checked as checkFallback
 * does). Repeats collapse: while `failedVersion` stays as promoted, one entry
 * per remote and failed version counts the page loads, with the first and last
 * time and every reason seen; a later promote of that version starts a new one.
 */
export function recordFallback(registry: Registry, report: FallbackReport, tally: FallbackTally): Registry {
  checkFallback(registry, report);
  const { remote, failedVersion, servedVersion, reason } = report;
  const history = [...registry.history];
  const madeLive = history.findLastIndex(
    (item) => item.remote === remote && item.version === failedVersion && (item.action === 'promote' || item.action === 'canary'),
  );
  const index = history.findLastIndex((item) => item.action === 'fallback' && item.remote === remote && item.from === failedVersion);
  const existing = index > madeLive ? history[index] : undefined;
  if (existing) {
    const reasons = new Set([...(existing.reasons ?? []), reason]);
    history[index] = {
      ...existing,
      count: (existing.count ?? 1) + tally.count,
      lastAt: tally.lastAt.toISOString(),
      reasons: fallbackReasonSchema.options.filter((item) => reasons.has(item)),
    };
    return { ...registry, history };
  }
  history.push({
    at: tally.firstAt.toISOString(),
    by: 'site-server',
    why: reason === 'render' ? `${failedVersion} crashed while rendering` : `${failedVersion} failed to load`,
    action: 'fallback',
    remote,
    version: servedVersion,
    from: failedVersion,
    count: tally.count,
    lastAt: tally.lastAt.toISOString(),
    reasons: [reason],
  });
  return { ...registry, history };
}

/** A visitor's place in 0…99 for one remote: a stable hash of their first-party cookie. */
export function canaryBucket(visitorId: string, remote: RemoteName): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** What one visitor loads of one remote: the version, and the version to fall back to when it fails. */
export interface VisitorRelease {
  version: string;
  fallback: string | null;
}

/**
 * The version a visitor gets: the canary when their bucket is inside its
 * percentage (falling back to the live version), else the live version
 * (falling back to the previous good one). Null when nothing is live.
 */
export function releaseFor(entry: RemoteEntry | undefined, visitorId: string | null, remote: RemoteName): VisitorRelease | null {
  if (!entry?.live) return null;
  if (entry.canary && visitorId !== null && canaryBucket(visitorId, remote) < entry.canary.percent) {
    return { version: entry.canary.version, fallback: entry.live };
  }
  return { version: entry.live, fallback: entry.previous[0] ?? null };
}

/** True when some remote runs a canary (visitors then need their first-party cookie). */
export function hasCanary(registry: Registry): boolean {
  return Object.values(registry.remotes).some((entry) => entry?.canary);
}
