/**
 * @module-federation/enhanced/runtime as the shell's tests replace it, with
 * `jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test-support/fake-federation-runtime'))`:
 * a remote loads or fails by the manifest it is registered with, and what it
 * exports is the test's choice.
 */
const registered = new Map<string, string>();

export const fakeRemotes = {
  /** Manifests that fail to load, as a missing manifest does. */
  broken: new Set<string>(),
  /** What the module `id` loaded from the manifest `entry` exports; by default a string naming both. */
  moduleOf: (id: string, entry: string): unknown => ({ default: `${id} from ${entry}` }),
  reset(): void {
    registered.clear();
    this.broken.clear();
  },
};

export const registerPlugins = jest.fn();

export const registerRemotes = jest.fn((remotes: Array<{ name: string; entry: string }>) =>
  remotes.forEach(({ name, entry }) => registered.set(name, entry)),
);

export const loadRemote = jest.fn(async (id: string) => {
  const [remote] = id.split('/') as [string];
  const entry = registered.get(remote)!;
  if (fakeRemotes.broken.has(entry)) throw new Error(`RUNTIME-003 Failed to get manifest ${entry}`);
  return fakeRemotes.moduleOf(id, entry);
});
