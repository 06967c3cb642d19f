// The compatibility gate before a release is published or promoted:
// - the remote exposes every module the shell mounts, each typed with the
//   props contract the shell hands it (type-checked from source at release);
// - its shared singletons accept the versions the shell provides (both
//   mf-manifest.json files);
// - its manifest and entry load (parse, name the right container);
// - before a promote, every file it lists loads from its public URL.
// A failure is one line that says what to fix.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import semver from 'semver';
import { z } from 'zod';
import { ROOT, buildFingerprint } from '@agency/tooling/build-fingerprint';
import { remoteOf } from '@agency/site-kit/topology';
import { mountedModules, type RemoteName } from './remotes.ts';

export class GateRefusal extends Error {
  override name = 'GateRefusal';
}

const sharedSchema = z.object({
  name: z.string(),
  version: z.string().optional(),
  singleton: z.boolean().optional(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});

const remoteManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ name: z.string() })),
  shared: z.array(sharedSchema),
});

const shellManifestSchema = z.object({ shared: z.array(sharedSchema) });

export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** Reads one file of the candidate: from a folder before publishing, from its public URL before promoting. */
export type ReadCandidateFile = (file: string) => Promise<string | null>;

/** Where a file of the candidate was looked for (its path or URL, and why it did not load), for a refusal. */
export type DescribeCandidateFile = (file: string) => string;

const nowhere: DescribeCandidateFile = (file) => file;

function parseJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new GateRefusal(`${what} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new GateRefusal(
      `${what} is not a federation manifest (${parsed.error.issues[0]?.path.join('.') || 'shape'}: ${parsed.error.issues[0]?.message})`,
    );
  return parsed.data;
}

/** The manifest loads and names this remote's container. */
export async function checkManifest(remote: RemoteName, read: ReadCandidateFile, where = nowhere): Promise<RemoteManifest> {
  const text = await read('mf-manifest.json');
  if (text === null) throw new GateRefusal(`${remote}: mf-manifest.json does not load from ${where('mf-manifest.json')}`);
  const entryName = (() => {
    try {
      return (JSON.parse(text) as { metaData?: { remoteEntry?: { name?: unknown } } }).metaData?.remoteEntry?.name;
    } catch {
      return undefined;
    }
  })();
  // What a build that exposes nothing looks like: the federation plugin writes no entry.
  if (entryName === '')
    throw new GateRefusal(
      `${remote}: the build has no federation entry (its mf-manifest.json names no remoteEntry): it exposes no module, but the shell mounts ${mountedModules(remote).join(', ')} (the exposes of ${remoteOf(remote).folder}/webpack.config.mjs)`,
    );
  const manifest = parseJson(text, remoteManifestSchema, `${remote}: mf-manifest.json`);
  if (manifest.name !== remote)
    throw new GateRefusal(`${remote}: mf-manifest.json is the manifest of '${manifest.name}', not of '${remote}'`);
  return manifest;
}

/** The entry loads: it is there, it is JavaScript that compiles, and it declares the container. */
export async function checkEntry(remote: RemoteName, manifest: RemoteManifest, read: ReadCandidateFile, where = nowhere): Promise<void> {
  const { name, path: entryPath } = manifest.metaData.remoteEntry;
  const file = entryPath ? `${entryPath.replace(/\/+$/, '')}/${name}` : name;
  const code = await read(file);
  if (code === null || code.trim() === '') throw new GateRefusal(`${remote}: its entry ${file} does not load from ${where(file)}`);
  try {
    new vm.Script(code, { filename: file });
  } catch (error) {
    throw new GateRefusal(`${remote}: its entry ${file} is not valid JavaScript (${(error as Error).message})`);
  }
  if (!new RegExp(`\\bvar ${remote}\\b`).test(code))
    throw new GateRefusal(`${remote}: its entry ${file} does not declare the container '${remote}'`);
}

/**
 * Every file the release lists is there with the content it was released
 * with: `load` answers a file's bytes, or why it did not load.
 */
export async function checkFiles(
  remote: RemoteName,
  files: Record<string, string>,
  load: (file: string) => Promise<Buffer | string>,
  where = nowhere,
): Promise<void> {
  const problems: string[] = [];
  for (const [file, sha256] of Object.entries(files)) {
    const loaded = await load(file);
    if (typeof loaded === 'string') problems.push(`${file} (${loaded})`);
    else if (createHash('sha256').update(loaded).digest('hex') !== sha256) problems.push(`${file} (not the content it was released with)`);
  }
  if (problems.length === 0) return;
  const listed = problems.slice(0, 5).join(', ') + (problems.length > 5 ? ` and ${problems.length - 5} more` : '');
  throw new GateRefusal(
    `${remote}: ${problems.length} of the ${Object.keys(files).length} files of the release do not load from ${where('')}: ${listed}`,
  );
}

/** Every module the shell mounts is exposed. */
export function checkExposes(remote: RemoteName, manifest: RemoteManifest): void {
  const exposed = new Set(manifest.exposes.map((expose) => expose.name.replace(/^\.\//, '')));
  const missing = mountedModules(remote).filter((module) => !exposed.has(module));
  if (missing.length > 0)
    throw new GateRefusal(
      `${remote}: does not expose ${missing.join(', ')}, which the shell mounts (the exposes of ${remoteOf(remote).folder}/webpack.config.mjs)`,
    );
}

/** Each shared singleton of the remote accepts the version the shell provides (the shell loads first and its copy is used). */
export function checkSharedVersions(remote: RemoteName, manifest: RemoteManifest, shellManifestText: string): void {
  const shell = parseJson(shellManifestText, shellManifestSchema, "the shell's mf-manifest.json");
  const provided = new Map(shell.shared.filter((item) => item.version).map((item) => [item.name, item.version!]));
  for (const item of manifest.shared) {
    const shellVersion = provided.get(item.name);
    if (!item.singleton || !shellVersion || !item.requiredVersion) continue;
    if (!semver.satisfies(shellVersion, item.requiredVersion, { includePrerelease: true })) {
      throw new GateRefusal(`${remote}: needs ${item.name} ${item.requiredVersion}, but the shell provides ${shellVersion}`);
    }
  }
}

interface WebpackConfigModule {
  default: (
    env: unknown,
    argv: { mode: string },
  ) => { plugins?: Array<{ constructor: { name: string }; _options?: { exposes?: Record<string, string> } } | undefined> };
}

/** The remote's exposes (module → source file) from its webpack config. */
export async function exposedSources(packageDir: string): Promise<Record<string, string>> {
  const { default: createConfig } = (await import(path.join(packageDir, 'webpack.config.mjs'))) as WebpackConfigModule;
  const plugin = createConfig({}, { mode: 'production' }).plugins?.find((item) => item?.constructor.name === 'ModuleFederationPlugin');
  return plugin?._options?.exposes ?? {};
}

/**
 * Type-checks, with the remote's own TypeScript and settings, that each
 * module the shell mounts accepts the props type the shell renders it with
 * (`<Module>Props` from @agency/site-kit/contracts).
 */
export async function checkPropsContracts(remote: RemoteName, packageDir: string): Promise<void> {
  // Sources that passed once pass again: a release of the same sources skips the type-check.
  const passed = passedMarker(packageDir);
  if (passed && (await stat(passed).catch(() => null))) return;
  await typeCheckPropsContracts(remote, packageDir);
  if (passed) {
    await mkdir(path.dirname(passed), { recursive: true });
    await writeFile(passed, '');
  }
}

/** Where a passed check of the package's current sources is remembered; null when they cannot be fingerprinted. */
function passedMarker(packageDir: string): string | null {
  let fingerprint: string | null;
  try {
    fingerprint = buildFingerprint(path.relative(ROOT, packageDir));
  } catch {
    // Not a workspace package (no package.json): nothing to remember it by.
    fingerprint = null;
  }
  return fingerprint ? path.join(packageDir, 'node_modules/.cache/release-contract-check', fingerprint) : null;
}

async function typeCheckPropsContracts(remote: RemoteName, packageDir: string): Promise<void> {
  const exposes = await exposedSources(packageDir);
  const modules = mountedModules(remote);
  const lines = [
    "import type { ComponentType } from 'react';",
    `import type { ${modules.map((module) => `${module}Props`).join(', ')} } from '@agency/site-kit/contracts';`,
  ];
  for (const module of modules) {
    const source = exposes[`./${module}`];
    if (!source) throw new GateRefusal(`${remote}: does not expose ${module}, which the shell mounts`);
    lines.push(
      `import ${module} from '${source.replace(/\.tsx?$/, '')}';`,
      `export const mounted${module}: ComponentType<${module}Props> = ${module};`,
    );
  }
  const checkFile = path.join(packageDir, '.release-contract-check.ts');
  const configFile = path.join(packageDir, '.release-contract-check.tsconfig.json');
  await writeFile(checkFile, `${lines.join('\n')}\n`);
  // The remote's own files too (its ambient declarations, e.g. of image imports), plus the check.
  await writeFile(
    configFile,
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true }, files: ['./.release-contract-check.ts'] }),
  );
  try {
    const tsc = spawnSync(process.execPath, [path.join(packageDir, 'node_modules/typescript/bin/tsc'), '-p', configFile], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    if (tsc.status !== 0) {
      const first = (`${tsc.stdout}${tsc.stderr}`.split('\n').find((line) => line.includes('error TS')) ?? 'tsc failed').trim();
      if (first.startsWith('.release-contract-check.ts'))
        throw new GateRefusal(`${remote}: an exposed module does not take the props the shell passes: ${first}`);
      throw new GateRefusal(`${remote}: does not type-check: ${first}`);
    }
  } finally {
    await rm(checkFile, { force: true });
    await rm(configFile, { force: true });
  }
}

/** Manifest, entry, exposes and shared versions of a candidate; the props are checked apart (from source, or recorded in the release). */
export async function checkCandidate(
  remote: RemoteName,
  read: ReadCandidateFile,
  shellManifestText: string,
  where = nowhere,
): Promise<RemoteManifest> {
  const manifest = await checkManifest(remote, read, where);
  await checkEntry(remote, manifest, read, where);
  checkExposes(remote, manifest);
  checkSharedVersions(remote, manifest, shellManifestText);
  return manifest;
}
