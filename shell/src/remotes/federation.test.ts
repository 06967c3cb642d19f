/**
 * The shell falls back by itself (issue 16): when a remote's version fails to
 * load or crashes while rendering, the previous good version is loaded once
 * before any fallback box, the failure is logged with both versions, and the
 * page says what it runs. The federation runtime is replaced by a fake whose
 * remotes load or fail by the manifest they are registered with.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeRemotes } from '../test-support/fake-federation-runtime';
import { fallBackToPreviousVersion, initFederation, loadRemoteModule } from './federation';
import { VERSIONS_META_NAME } from './releases';

jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test-support/fake-federation-runtime'));

const manifest = (version: string) => `https://cdn.example/marketing/${version}/mf-manifest.json`;
const build = (remote: string) => `http://localhost:3001/${remote}/mf-manifest.json`;

/** The site runs marketing's release 333333333333; 222222222222 is its previous good version. */
function startWithLiveMarketing(): void {
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
    fakeRemotes.reset();
  });

  it('loads the previous good version when the live one fails, logs both, and exposes the version it runs', async () => {
    fakeRemotes.broken.add(manifest('333333333333'));
    startWithLiveMarketing();
    expect(window.__VAULTLINE_VERSIONS__).toEqual({ marketing: '333333333333', portfolio: 'build', contact: 'build', chat: 'build' });

    const onFallback = jest.fn();
    await expect(loadRemoteModule('marketing', 'Home', { onFallback })).resolves.toEqual({
      default: `marketing/Home from ${manifest('222222222222')}`,
    });
    expect(onFallback).toHaveBeenCalledTimes(1);
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
    fakeRemotes.broken.add(build('chat'));
    await expect(loadRemoteModule('chat', 'ChatWidget')).rejects.toThrow('RUNTIME-003');
    expect(jest.mocked(loadRemote)).toHaveBeenCalledTimes(4);
  });

  it('falls back once when the live version crashes while rendering, and not again when the previous one crashes too', async () => {
    startWithLiveMarketing();
    await expect(loadRemoteModule('marketing', 'Home')).resolves.toEqual({ default: `marketing/Home from ${manifest('333333333333')}` });

    expect(fallBackToPreviousVersion('marketing', 'crashed while rendering', new Error('Home: boom'))).toBe(true);
    expect(String(jest.mocked(console.error).mock.calls.at(-1)?.[0])).toContain(
      'remote marketing 333333333333 crashed while rendering; loading the previous good version 222222222222',
    );
    await expect(loadRemoteModule('marketing', 'Home')).resolves.toEqual({ default: `marketing/Home from ${manifest('222222222222')}` });
    expect(window.__VAULTLINE_VERSIONS__?.marketing).toBe('222222222222');

    expect(fallBackToPreviousVersion('marketing', 'crashed while rendering', new Error('Home: boom again'))).toBe(false);
    // A remote without a previous good version has nothing to fall back to.
    expect(fallBackToPreviousVersion('portfolio', 'crashed while rendering', new Error('Portfolio: boom'))).toBe(false);
  });

  it('shows the failure when the previous good version fails too', async () => {
    fakeRemotes.broken.add(manifest('333333333333'));
    fakeRemotes.broken.add(manifest('222222222222'));
    startWithLiveMarketing();
    await expect(loadRemoteModule('marketing', 'Home')).rejects.toThrow(`RUNTIME-003 Failed to get manifest ${manifest('222222222222')}`);
  });
});
