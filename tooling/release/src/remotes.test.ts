// The release gate's remotes come from the topology table; the typed contracts
// name the same remotes and modules, so every module the gate requires has a
// `<Module>Props` type to check it against.
import { REMOTE_MODULES } from '@agency/site-kit/contracts';
import { REMOTE_NAMES, mountedModules, packageDirOf, parseRemoteName } from './remotes.ts';

describe('the remotes that release on their own', () => {
  it('are the four remotes, each in its package folder', () => {
    expect(REMOTE_NAMES).toEqual(['marketing', 'portfolio', 'contact', 'chat']);
    expect(REMOTE_NAMES.map(packageDirOf)).toEqual(['remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat']);
    expect(parseRemoteName('remote-chat')).toBe('chat');
    expect(parseRemoteName('shell')).toBeNull();
  });

  it('must expose the modules the shell mounts, the ones the contracts type', () => {
    expect(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, [...mountedModules(remote)]]))).toEqual(REMOTE_MODULES);
  });
});
