/**
 * The shell falls back by itself (issue 16): when a remote's version fails to
 * load, the previous good version is loaded before any fallback box, the
 * failure is logged with both versions, and the page says what it runs.
 * The federation runtime is replaced by a fake whose remotes load or fail by
 * the manifest they are registered with, and whose entries, as webpack's do,
 * adopt the chunks already in the remote's chunk list.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initFederation, loadRemoteModule } from './federation';
import { VERSIONS_META_NAME } from './releases';

const registered = new Map<string, string>();
const brokenManifests = new Set<string>();

jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) =>
    remotes.forEach(({ name, entry }) => registered.set(name, entry)),
  ),
  loadRemote: jest.fn(async (id: string) => {
    const [remote] = id.split('/') as [string];
    const entry = registered.get(remote)!;
    if (brokenManifests.has(entry)) throw new Error(`RUNTIME-003 Failed to get manifest ${entry}`);
    await heldEntries.get(entry)?.load();
    // Like webpack's runtime, the remote's entry adopts the chunks already in the remote's chunk list.
    const adopted = runScript(entry.replace('mf-manifest.json', 'remoteEntry.js'), () => chunkList(remote));
    if (adopted.length > 0) return { default: `${id} from chunks it found: ${JSON.stringify(adopted)}` };
    return { default: `${id} from ${entry}` };
  }),
}));

/** Entries (by manifest) whose loading the test holds until it finishes it. */
const heldEntries = new Map<string, HeldEntry>();

interface HeldEntry {
  /** Resolves once the runtime has begun loading the entry. */
  started: Promise<void>;
  finish: () => void;
  load: () => Promise<void>;
}

function holdEntry(manifestUrl: string): HeldEntry {
  let begin = () => {};
  let finish = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const held = {
    started,
    finish,
    load: () => {
      begin();
      return finished;
    },
  };
  heldEntries.set(manifestUrl, held);
  return held;
}

/** Runs `run` as the script at `src` does when it runs (it is document.currentScript). */
function runScript<T>(src: string, run: () => T): T {
  const script = document.createElement('script');
  script.src = src;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    return run();
  } finally {
    delete (document as unknown as Record<string, unknown>).currentScript;
  }
}

type Chunk = [number[], Record<number, unknown>];
type ChunkLists = { webpackChunkmarketing?: Chunk[] };

/** What one of remote-marketing's webpack chunk scripts does when it runs. */
function pushChunk(chunk: Chunk): void {
  const scope = globalThis as ChunkLists;
  (scope.webpackChunkmarketing = scope.webpackChunkmarketing || []).push(chunk);
}

/** The chunks a remote's runtime finds when it starts: those in its chunk list. */
function chunkList(remote: string): unknown[] {
  return ((globalThis as Record<string, unknown>)[`webpackChunk${remote}`] as unknown[] | undefined) ?? [];
}

const manifest = (version: string) => `https://cdn.example/marketing/${version}/mf-manifest.json`;
const build = (remote: string) => `http://localhost:3001/${remote}/mf-manifest.json`;

/** The site runs marketing's release 333333333333, which fails to load; 222222222222 is its previous good version. */
function startWithBrokenLiveMarketing(): void {
  brokenManifests.add(manifest('333333333333'));
  initFederation(
    { marketing: build('marketing'), portfolio: build('portfolio'), contact: build('contact'), chat: build('chat') },
    {
      marketing: {
        version: '333333333333',
        manifest: manifest('333333333333'),
        fallback: { version: '222222222222', manifest: manifest('222222222222') },
      },
    },
  );
}

describe('federation with releases', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    registered.clear();
    brokenManifests.clear();
    heldEntries.clear();
  });

  it('loads the previous good version when the live one fails, logs both, and exposes the version it runs', async () => {
    startWithBrokenLiveMarketing();
    expect(window.__VAULTLINE_VERSIONS__).toEqual({ marketing: '333333333333', portfolio: 'build', contact: 'build', chat: 'build' });

    // A chunk of the failing version that already ran is not adopted by the fallback.
    (globalThis as Record<string, unknown>).webpackChunkmarketing = [[[397], { 9322: () => 'v3 code' }]];
    await expect(loadRemoteModule('marketing', 'Home')).resolves.toEqual({ default: `marketing/Home from ${manifest('222222222222')}` });
    expect((globalThis as Record<string, unknown>).webpackChunkmarketing).toEqual([]);
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'marketing', entry: manifest('222222222222') }], {
      force: true,
    });
    const logged = jest
      .mocked(console.error)
      .mock.calls.map((call) => String(call[0]))
      .join('\n');
    expect(logged).toContain('remote marketing 333333333333 failed to load; loading the previous good version 222222222222');
    expect(window.__VAULTLINE_VERSIONS__?.marketing).toBe('222222222222');
    expect(document.querySelector(`meta[name="${VERSIONS_META_NAME}"]`)?.getAttribute('content')).toBe(
      'marketing=222222222222 portfolio=build contact=build chat=build',
    );

    // The remote's other modules come from the version that works, and a remote without a fallback fails as before.
    await expect(loadRemoteModule('marketing', 'About')).resolves.toEqual({ default: `marketing/About from ${manifest('222222222222')}` });
    brokenManifests.add(build('chat'));
    await expect(loadRemoteModule('chat', 'ChatWidget')).rejects.toThrow('RUNTIME-003');
    expect(jest.mocked(loadRemote)).toHaveBeenCalledTimes(4);
  });

  it("runs the previous good version's own code even when a script of the failed version runs after the fallback began", async () => {
    startWithBrokenLiveMarketing();
    // The runtime inserts the failed version's page-module scripts alongside its entry and does not wait
    // for them: here the entry fails first, and the page module's script runs while the fallback's entry loads.
    const fallbackEntry = holdEntry(manifest('222222222222'));
    const loading = loadRemoteModule('marketing', 'Home');
    await fallbackEntry.started;
    runScript('https://cdn.example/marketing/333333333333/__federation_expose_Home.js', () => pushChunk([[397], { 9322: 'v3 code' }]));
    fallbackEntry.finish();

    await expect(loading).resolves.toEqual({ default: `marketing/Home from ${manifest('222222222222')}` });
    // The fallback's own chunks still reach its runtime.
    runScript('https://cdn.example/marketing/222222222222/__federation_expose_About.js', () => pushChunk([[398], { 9323: 'v2 code' }]));
    expect(chunkList('marketing')).toEqual([[[398], { 9323: 'v2 code' }]]);
  });

  it('shows the failure when the previous good version fails too', async () => {
    brokenManifests.add(manifest('222222222222'));
    startWithBrokenLiveMarketing();
    await expect(loadRemoteModule('marketing', 'Home')).rejects.toThrow(`RUNTIME-003 Failed to get manifest ${manifest('222222222222')}`);
  });
});
