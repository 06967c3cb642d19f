// The remotes that release on their own: federation name, package folder and
// the modules the shell mounts, all from the topology table
// (site-kit/src/topology.mjs).
import { REMOTES, mountedModules as topologyMountedModules, remoteOf } from '@agency/site-kit/topology';
import type { RemoteName } from '@agency/site-kit/contracts';

export const REMOTE_NAMES: RemoteName[] = REMOTES.map((remote) => remote.name);

export type { RemoteName };

/** The package folder of a remote, relative to the repository root. */
export function packageDirOf(remote: RemoteName): string {
  return remoteOf(remote).folder;
}

/** Accepts 'marketing' or 'remote-marketing'; null for anything else. */
export function parseRemoteName(value: string | undefined): RemoteName | null {
  const name = value?.replace(/^remote-/, '');
  return REMOTE_NAMES.find((remote) => remote === name) ?? null;
}

/** The modules the shell mounts from `remote`, each with the props type named `<Module>Props` in the contracts. */
export function mountedModules(remote: RemoteName): readonly string[] {
  return topologyMountedModules(remote);
}
