import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client, CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { promote, type ChangeNote } from './registry';
import { FolderStore, S3Store, type ReleaseFacts, type ReleaseStore } from './store';
import { contentVersion } from './version';

const note: ChangeNote = { by: 'test', why: 'test', at: new Date('2026-11-22T10:00:00Z') };

async function buildFolder(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'release-build-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"marketing"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), `var marketing = ${JSON.stringify(text)};`);
  await writeFile(path.join(dir, 'assets/logo.1a2b3c4d.svg'), '<svg/>');
  return dir;
}

async function factsOf(dir: string): Promise<ReleaseFacts> {
  const { version, files } = await contentVersion(dir);
  return {
    remote: 'marketing',
    version,
    builtAt: '2026-11-22T09:00:00.000Z',
    publishedAt: '2026-11-22T10:00:00.000Z',
    gitCommit: 'abc',
    gitDirty: false,
    files,
    exposes: ['Home'],
    propsChecked: true,
  };
}

/** What every store does the same way. */
function storeContract(name: string, makeStore: () => ReleaseStore) {
  describe(name, () => {
    it('publishes a release once, immutable, with its facts', async () => {
      const store = makeStore();
      const dir = await buildFolder('v1');
      const facts = await factsOf(dir);
      expect(await store.hasRelease('marketing', facts.version)).toBe(false);
      await store.publish(dir, facts);
      expect(await store.hasRelease('marketing', facts.version)).toBe(true);
      expect((await store.readReleaseFile('marketing', facts.version, 'remoteEntry.js'))?.toString()).toBe('var marketing = "v1";');
      expect(JSON.parse((await store.readReleaseFile('marketing', facts.version, 'release.json'))!.toString()).gitCommit).toBe('abc');
      // Publishing the same version again leaves the first upload as it is.
      await writeFile(path.join(dir, 'remoteEntry.js'), 'changed');
      await store.publish(dir, facts);
      expect((await store.readReleaseFile('marketing', facts.version, 'remoteEntry.js'))?.toString()).toBe('var marketing = "v1";');
      expect(await store.readReleaseFile('marketing', facts.version, 'missing.js')).toBeNull();
    });

    it('reads an empty registry at first and keeps every change', async () => {
      const store = makeStore();
      expect(await store.readRegistry()).toEqual({ schema: 1, remotes: {}, history: [] });
      await store.updateRegistry((registry) => promote(registry, 'chat', '111111111111', note));
      await store.updateRegistry((registry) => promote(registry, 'chat', '222222222222', note));
      const registry = await store.readRegistry();
      expect(registry.remotes.chat).toEqual({ live: '222222222222', previous: ['111111111111'], canary: null, rolledBack: [] });
      expect(registry.history).toHaveLength(2);
    });
  });
}

describe('content version', () => {
  it('is the same for the same files and changes with any byte', async () => {
    const first = await contentVersion(await buildFolder('same'));
    const second = await contentVersion(await buildFolder('same'));
    const third = await contentVersion(await buildFolder('other'));
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(second.version).toBe(first.version);
    expect(third.version).not.toBe(first.version);
    expect(Object.keys(first.files)).toEqual(['assets/logo.1a2b3c4d.svg', 'mf-manifest.json', 'remoteEntry.js']);
  });
});

let folderRoot = '';
beforeEach(async () => {
  folderRoot = await mkdtemp(path.join(os.tmpdir(), 'release-store-'));
});

storeContract('folder store', () => new FolderStore(folderRoot));

describe('folder store registry', () => {
  it('writes the registry atomically and serialises concurrent changes', async () => {
    const store = new FolderStore(folderRoot);
    const versions = Array.from({ length: 8 }, (_, index) => `${index}`.repeat(12));
    await Promise.all(versions.map((version) => store.updateRegistry((registry) => promote(registry, 'contact', version, note))));
    const registry = JSON.parse(await readFile(path.join(folderRoot, 'registry.json'), 'utf8'));
    expect(registry.history).toHaveLength(8);
    expect([registry.remotes.contact.live, ...registry.remotes.contact.previous].sort()).toEqual(versions.sort());
  });
});

// An S3-compatible server from the npm registry (s3rver), on loopback.
let s3rver: S3rver;
let client: S3Client;
let bucketIndex = 0;
beforeAll(async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await s3rver.run()) as AddressInfo;
  client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3rver.close();
});

let bucket = '';
beforeEach(async () => {
  bucketIndex += 1;
  bucket = `releases-${bucketIndex}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
});

storeContract('S3 store (s3rver)', () => new S3Store({ client, bucket, prefix: 'site/' }));

describe('S3 store objects', () => {
  it('uploads each file with its content type and cache rule', async () => {
    const store = new S3Store({ client, bucket, prefix: 'site' });
    const dir = await buildFolder('v1');
    const facts = await factsOf(dir);
    await store.publish(dir, facts);
    const entry = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/marketing/${facts.version}/remoteEntry.js` }));
    expect(entry.ContentType).toBe('application/javascript; charset=utf-8');
    expect(entry.CacheControl).toBe('public, max-age=31536000, immutable');
    const manifest = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `site/marketing/${facts.version}/mf-manifest.json` }));
    expect(manifest.CacheControl).toBe('no-cache');
  });
});
