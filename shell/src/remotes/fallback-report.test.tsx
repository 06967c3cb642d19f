/**
 * A page that falls back from a remote's version by itself tells the site
 * server once (issue 46), so `npm run remote -- status` shows the fallback.
 * The federation runtime is replaced by a fake whose remotes load, fail or
 * crash by the manifest they are registered with; the report goes to `fetch`.
 */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { siteTheme } from '@agency/site-kit/theme';
import { fakeRemotes } from '../test-support/fake-federation-runtime';
import { initFederation } from './federation';
import { FALLBACK_REPORT_PATH } from './fallback-report';
import { RemoteMount } from './RemoteMount';

const manifest = (remote: string, version: string) => `https://cdn.example/${remote}/${version}/mf-manifest.json`;
const build = (remote: string) => `http://localhost:3001/${remote}/mf-manifest.json`;
const [GOOD, CRASHES, BROKEN] = ['222222222222', '333333333333', '444444444444'];

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Crashing(): never {
  throw new Error('Home: cannot read the hero');
}

jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test-support/fake-federation-runtime'));

function mount(remote: 'marketing' | 'portfolio', module: string, label: string) {
  return (
    <ThemeProvider theme={siteTheme}>
      <RemoteMount remote={remote} module={module} label={label} props={{ name: 'visitor' }} loading={<p>Loading…</p>} />
    </ThemeProvider>
  );
}

describe('fallback reports from the page', () => {
  const sent = jest.fn<Promise<unknown>, [string, RequestInit]>();
  const reports = () => sent.mock.calls.map(([url, init]) => ({ url, keepalive: init.keepalive, body: JSON.parse(String(init.body)) }));

  beforeAll(() => {
    window.fetch = sent as unknown as typeof fetch;
    fakeRemotes.broken.add(manifest('portfolio', BROKEN));
    fakeRemotes.moduleOf = (_id, entry) => ({ default: entry.includes(CRASHES) ? Crashing : Greeting });
    initFederation(
      { marketing: build('marketing'), portfolio: build('portfolio'), contact: build('contact'), chat: build('chat') },
      {
        marketing: {
          version: CRASHES,
          manifest: manifest('marketing', CRASHES),
          fallback: { version: GOOD, manifest: manifest('marketing', GOOD) },
        },
        portfolio: {
          version: BROKEN,
          manifest: manifest('portfolio', BROKEN),
          fallback: { version: GOOD, manifest: manifest('portfolio', GOOD) },
        },
      },
    );
  });

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    sent.mockReset().mockResolvedValue({ ok: true, status: 202 });
  });

  it('reports a render crash once, and the visitor sees the previous good version', async () => {
    const { rerender } = render(mount('marketing', 'Home', 'The home page'));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(screen.queryByText('The home page is unavailable right now.')).not.toBeInTheDocument();
    expect(reports()).toEqual([
      {
        url: FALLBACK_REPORT_PATH,
        keepalive: true,
        body: { remote: 'marketing', failedVersion: CRASHES, servedVersion: GOOD, reason: 'render' },
      },
    ]);

    // The page keeps running the previous version: rendering again reports nothing more.
    rerender(mount('marketing', 'Home', 'The home page'));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('reports a version that fails to load, and a report that fails changes nothing for the visitor', async () => {
    sent.mockRejectedValue(new TypeError('Failed to fetch'));
    render(mount('portfolio', 'Portfolio', 'The portfolio'));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(reports().map((report) => report.body)).toEqual([
      { remote: 'portfolio', failedVersion: BROKEN, servedVersion: GOOD, reason: 'load' },
    ]);
    expect(screen.queryByText('The portfolio is unavailable right now.')).not.toBeInTheDocument();
  });
});
