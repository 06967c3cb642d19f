import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { GateRefusal, checkCandidate, checkFiles, checkPropsContracts } from './gate';

const shellManifest = JSON.stringify({
  shared: [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'jotai', version: '2.15.0', singleton: true, requiredVersion: '^2.15.0' },
  ],
});

function candidate(overrides: { manifest?: object | string | null; entry?: string | null } = {}) {
  const manifest = {
    name: 'marketing',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'Home' }, { name: 'About' }, { name: 'PrivacyPolicy' }],
    shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  };
  const files: Record<string, string | null> = {
    'mf-manifest.json':
      overrides.manifest === undefined
        ? JSON.stringify(manifest)
        : typeof overrides.manifest === 'string' || overrides.manifest === null
          ? overrides.manifest
          : JSON.stringify({ ...manifest, ...overrides.manifest }),
    'remoteEntry.js': overrides.entry === undefined ? 'var marketing;(()=>{marketing={get(){},init(){}}})();' : overrides.entry,
  };
  return async (file: string) => files[file] ?? null;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GateRefusal) return error.message;
    throw error;
  }
  throw new Error('the gate let it through');
}

describe('compatibility gate', () => {
  it('lets a remote through that exposes what the shell mounts, with shared versions the shell satisfies', async () => {
    const manifest = await checkCandidate('marketing', candidate(), shellManifest);
    expect(manifest.exposes.map((expose) => expose.name)).toEqual(['Home', 'About', 'PrivacyPolicy']);
  });

  it('refuses, in one line, a remote missing a module the shell mounts', async () => {
    expect(await refusal(checkCandidate('marketing', candidate({ manifest: { exposes: [{ name: 'Home' }] } }), shellManifest))).toBe(
      'marketing: does not expose About, PrivacyPolicy, which the shell mounts (the exposes of remote-marketing/webpack.config.mjs)',
    );
  });

  it('says a build that exposes nothing has no entry, and which modules the shell mounts', async () => {
    const manifest = { exposes: [], metaData: { remoteEntry: { name: '', path: '' } } };
    expect(await refusal(checkCandidate('marketing', candidate({ manifest }), shellManifest))).toBe(
      'marketing: the build has no federation entry (its mf-manifest.json names no remoteEntry): it exposes no module, but the shell mounts Home, About, PrivacyPolicy (the exposes of remote-marketing/webpack.config.mjs)',
    );
  });

  it('refuses a shared singleton whose required version the shell does not provide', async () => {
    const manifest = { shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }] };
    expect(await refusal(checkCandidate('marketing', candidate({ manifest }), shellManifest))).toBe(
      'marketing: needs react ^20.0.0, but the shell provides 19.3.1',
    );
  });

  it('refuses a manifest or entry that does not load', async () => {
    const where = (file: string) => `http://localhost:4101/releases/marketing/111111111111/${file} (HTTP 404)`;
    expect(await refusal(checkCandidate('marketing', candidate({ manifest: null }), shellManifest, where))).toBe(
      'marketing: mf-manifest.json does not load from http://localhost:4101/releases/marketing/111111111111/mf-manifest.json (HTTP 404)',
    );
    expect(await refusal(checkCandidate('marketing', candidate({ manifest: '<html>' }), shellManifest))).toBe(
      'marketing: mf-manifest.json is not JSON',
    );
    expect(await refusal(checkCandidate('marketing', candidate({ manifest: { name: 'portfolio' } }), shellManifest))).toMatch(
      /is the manifest of 'portfolio'/,
    );
    expect(await refusal(checkCandidate('marketing', candidate({ entry: null }), shellManifest))).toBe(
      'marketing: its entry remoteEntry.js does not load from remoteEntry.js',
    );
    expect(await refusal(checkCandidate('marketing', candidate({ entry: 'var marketing = {;' }), shellManifest))).toMatch(
      /^marketing: its entry remoteEntry.js is not valid JavaScript/,
    );
    expect(await refusal(checkCandidate('marketing', candidate({ entry: 'var other = 1;' }), shellManifest))).toBe(
      "marketing: its entry remoteEntry.js does not declare the container 'marketing'",
    );
  });
});

describe('completeness', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const files = { 'remoteEntry.js': sha('entry'), '__federation_expose_Home.1a2b3c4d.js': sha('home'), 'mf-manifest.json': sha('{}') };

  it('passes when every listed file loads with its content', async () => {
    const served: Record<string, string> = {
      'remoteEntry.js': 'entry',
      '__federation_expose_Home.1a2b3c4d.js': 'home',
      'mf-manifest.json': '{}',
    };
    await expect(checkFiles('marketing', files, async (file) => Buffer.from(served[file]!))).resolves.toBeUndefined();
  });

  it('names each listed file that is missing or changed, and where it looked', async () => {
    const served: Record<string, string> = { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{"changed":1}' };
    const load = async (file: string) => (file in served ? Buffer.from(served[file]!) : 'HTTP 404');
    expect(await refusal(checkFiles('marketing', files, load, () => 'https://cdn.example/marketing/111111111111/'))).toBe(
      'marketing: 2 of the 3 files of the release do not load from https://cdn.example/marketing/111111111111/: __federation_expose_Home.1a2b3c4d.js (HTTP 404), mf-manifest.json (not the content it was released with)',
    );
  });
});

describe('props contract check', () => {
  // A remote package beside the real ones (so it resolves their react and contracts), with the given Home.
  let packageDir = '';
  const writeRemote = async (homeSource: string) => {
    packageDir = await mkdtemp(path.join(__dirname, '../.test-remote-'));
    await mkdir(path.join(packageDir, 'src'));
    await symlink(path.resolve(__dirname, '../../../remote-marketing/node_modules'), path.join(packageDir, 'node_modules'));
    await writeFile(
      path.join(packageDir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.base.json', compilerOptions: { types: [] }, include: ['src'] }),
    );
    await writeFile(
      path.join(packageDir, 'webpack.config.mjs'),
      "class ModuleFederationPlugin { _options = { exposes: { './Home': './src/Home.tsx', './About': './src/About.tsx', './PrivacyPolicy': './src/About.tsx' } } }\nexport default () => ({ plugins: [new ModuleFederationPlugin()] });\n",
    );
    await writeFile(path.join(packageDir, 'src/Home.tsx'), homeSource);
    await writeFile(
      path.join(packageDir, 'src/About.tsx'),
      "import type { RemoteBaseProps } from '@agency/site-kit/contracts';\nexport default function About({ brand }: RemoteBaseProps) { return <p>{brand.name}</p>; }\n",
    );
  };
  afterEach(() => rm(packageDir, { recursive: true, force: true }));

  it('passes modules that take the props the shell passes', async () => {
    await writeRemote(
      "import type { HomeProps } from '@agency/site-kit/contracts';\nexport default function Home({ onStartProject }: HomeProps) { return <button onClick={onStartProject}>Go</button>; }\n",
    );
    await expect(checkPropsContracts('marketing', packageDir)).resolves.toBeUndefined();
  }, 60_000);

  it('refuses a module that needs a prop the shell does not pass', async () => {
    await writeRemote('export default function Home({ heroTitle }: { heroTitle: string }) { return <h1>{heroTitle}</h1>; }\n');
    expect(await refusal(checkPropsContracts('marketing', packageDir))).toMatch(
      /^marketing: an exposed module does not take the props the shell passes: .*error TS2322/,
    );
  }, 60_000);
});
