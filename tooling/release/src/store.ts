// Where releases live. A release is immutable: its files go under
// <remote>/<version>/ and are never written again (the same content is the
// same version). The registry (registry.json) beside them is written
// atomically. Two kinds: a folder (the embedded default, served by the
// remotes' static servers under /releases/) and an S3-compatible bucket.
import { randomBytes } from 'node:crypto';
import { cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { emptyRegistry, parseRegistry, type Registry } from './registry.ts';
import type { RemoteName } from './remotes.ts';
import { RELEASE_FILE, listFiles } from './version.ts';

export const REGISTRY_FILE = 'registry.json';

/** What is recorded with every release (its `release.json`). */
export interface ReleaseFacts {
  remote: RemoteName;
  version: string;
  /** When its files were built (the newest file's time). */
  builtAt: string;
  publishedAt: string;
  gitCommit: string;
  /** The working tree had uncommitted changes when it was built. */
  gitDirty: boolean;
  /** sha256 of each file. */
  files: Record<string, string>;
  exposes: string[];
  /** The exposed modules were type-checked against the shell's props contracts before publishing. */
  propsChecked: boolean;
}

export interface ReleaseStore {
  /** Where it is, for messages. */
  readonly description: string;
  hasRelease(remote: RemoteName, version: string): Promise<boolean>;
  /** Copies `dir` as the release; a release that exists already is left as it is. */
  publish(dir: string, facts: ReleaseFacts): Promise<void>;
  /** One file of a release, or null when it does not exist. */
  readReleaseFile(remote: RemoteName, version: string, file: string): Promise<Buffer | null>;
  readRegistry(): Promise<Registry>;
  /** Reads, changes and writes the registry as one step (no other writer in between). */
  updateRegistry(change: (registry: Registry) => Registry): Promise<Registry>;
}

/** Cache rules for a release's files: JSON (manifests, registry, facts) revalidated, everything else immutable (its path holds its version). */
export function releaseCacheControl(file: string): string {
  return file.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable';
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

// ------------------------------------------------------------------- folder

/** How long a registry lock may be held before another writer takes it over (a writer that died). */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

export class FolderStore implements ReleaseStore {
  readonly description: string;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `folder ${this.root}`;
  }

  private releaseDir(remote: RemoteName, version: string): string {
    return path.join(this.root, remote, version);
  }

  async hasRelease(remote: RemoteName, version: string): Promise<boolean> {
    try {
      await stat(path.join(this.releaseDir(remote, version), RELEASE_FILE));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async publish(dir: string, facts: ReleaseFacts): Promise<void> {
    if (await this.hasRelease(facts.remote, facts.version)) return;
    // Copied beside its place and renamed into it: a release appears whole or not at all.
    const staging = path.join(this.root, facts.remote, `.staging-${facts.version}-${randomBytes(4).toString('hex')}`);
    await mkdir(path.dirname(staging), { recursive: true });
    await cp(dir, staging, { recursive: true });
    await writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(facts, null, 2)}\n`);
    const target = this.releaseDir(facts.remote, facts.version);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  }

  async readReleaseFile(remote: RemoteName, version: string, file: string): Promise<Buffer | null> {
    const target = path.join(this.releaseDir(remote, version), file);
    if (!target.startsWith(this.releaseDir(remote, version) + path.sep)) return null;
    try {
      return await readFile(target);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readRegistry(): Promise<Registry> {
    try {
      return parseRegistry(await readFile(path.join(this.root, REGISTRY_FILE), 'utf8'));
    } catch (error) {
      if (isMissing(error)) return emptyRegistry();
      throw error;
    }
  }

  async updateRegistry(change: (registry: Registry) => Registry): Promise<Registry> {
    await mkdir(this.root, { recursive: true });
    const unlock = await this.lock();
    try {
      const next = change(await this.readRegistry());
      const file = path.join(this.root, REGISTRY_FILE);
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
      // rename() replaces the file in one step: a reader sees the old or the new registry, never half of one.
      await rename(temporary, file);
      return next;
    } finally {
      await unlock();
    }
  }

  private async lock(): Promise<() => Promise<void>> {
    const lockFile = path.join(this.root, `${REGISTRY_FILE}.lock`);
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(`${process.pid}@${os.hostname()}\n`);
        await handle.close();
        return () => rm(lockFile, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const held = await stat(lockFile).catch(() => null);
        if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lockFile, { force: true });
        else if (Date.now() > deadline) throw new Error(`the registry is locked by another change (${lockFile}); try again`);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}

// ---------------------------------------------------------------------- S3

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ('' or 'releases/'). */
  prefix?: string;
  client: S3Client;
}

const REGISTRY_WRITE_ATTEMPTS = 5;

function s3Status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export class S3Store implements ReleaseStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
    this.description = `bucket s3://${this.bucket}/${this.prefix}`;
  }

  private key(...parts: string[]): string {
    return `${this.prefix}${parts.join('/')}`;
  }

  async hasRelease(remote: RemoteName, version: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(remote, version, RELEASE_FILE) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey || s3Status(error) === 404) return false;
      throw error;
    }
  }

  async publish(dir: string, facts: ReleaseFacts): Promise<void> {
    if (await this.hasRelease(facts.remote, facts.version)) return;
    for (const file of await listFiles(dir)) {
      await this.put(this.key(facts.remote, facts.version, file), await readFile(path.join(dir, file)), file);
    }
    // release.json last: a release without it is an unfinished upload, never served as a version.
    await this.put(this.key(facts.remote, facts.version, RELEASE_FILE), Buffer.from(`${JSON.stringify(facts, null, 2)}\n`), RELEASE_FILE);
  }

  private async put(key: string, body: Buffer, file: string, conditions: { IfMatch?: string; IfNoneMatch?: string } = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(file),
        CacheControl: releaseCacheControl(file),
        ...conditions,
      }),
    );
  }

  async readReleaseFile(remote: RemoteName, version: string, file: string): Promise<Buffer | null> {
    return (await this.get(this.key(remote, version, file)))?.body ?? null;
  }

  private async get(key: string): Promise<{ body: Buffer; etag: string | undefined } | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = await response.Body?.transformToByteArray();
      return { body: Buffer.from(bytes ?? []), etag: response.ETag };
    } catch (error) {
      if (error instanceof NoSuchKey || s3Status(error) === 404) return null;
      throw error;
    }
  }

  async readRegistry(): Promise<Registry> {
    const stored = await this.get(this.key(REGISTRY_FILE));
    return stored ? parseRegistry(stored.body.toString('utf8')) : emptyRegistry();
  }

  /** A conditional write on the registry's ETag: a concurrent change makes it read and apply again. */
  async updateRegistry(change: (registry: Registry) => Registry): Promise<Registry> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await this.get(this.key(REGISTRY_FILE));
      const next = change(stored ? parseRegistry(stored.body.toString('utf8')) : emptyRegistry());
      try {
        await this.put(
          this.key(REGISTRY_FILE),
          Buffer.from(`${JSON.stringify(next, null, 2)}\n`),
          REGISTRY_FILE,
          stored?.etag ? { IfMatch: stored.etag } : { IfNoneMatch: '*' },
        );
        return next;
      } catch (error) {
        const status = s3Status(error);
        if ((status !== 412 && status !== 409) || attempt >= REGISTRY_WRITE_ATTEMPTS) throw error;
      }
    }
  }
}

// --------------------------------------------------------------- settings

/** The repository's default release folder (`RELEASES_DIR`). */
export const DEFAULT_RELEASES_DIR = path.resolve(import.meta.dirname, '../../../.releases');

/**
 * The store the environment names: an S3-compatible bucket when
 * RELEASES_S3_BUCKET is set (endpoint, region and prefix from
 * RELEASES_S3_ENDPOINT, RELEASES_S3_REGION, RELEASES_S3_PREFIX; credentials
 * from the AWS SDK's usual sources), else the folder RELEASES_DIR.
 */
export function storeFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const bucket = env.RELEASES_S3_BUCKET;
  if (!bucket) return new FolderStore(env.RELEASES_DIR || DEFAULT_RELEASES_DIR);
  const client = new S3Client({
    region: env.RELEASES_S3_REGION || 'us-east-1',
    ...(env.RELEASES_S3_ENDPOINT ? { endpoint: env.RELEASES_S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  return new S3Store({ client, bucket, prefix: env.RELEASES_S3_PREFIX ?? '' });
}
