import { screen } from '@testing-library/react';
import { loadRemoteModule } from '../remotes/federation';
import { renderInShell } from '../test-support/render';
import { SiteRoutes } from './routes';

// Each page is its remote's module; here a stand-in that names what was loaded.
jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

describe('the site routes (site-kit/src/topology.mjs)', () => {
  beforeEach(() => {
    loadRemote.mockImplementation(async (remote: string, module: string) => {
      // The layout's parts that are not pages never settle here.
      if (remote === 'contact' || remote === 'chat') return new Promise(() => {});
      return {
        default: ({ portfolioItem }: { portfolioItem?: string }) => (
          <h1>{`${remote} ${module}${portfolioItem ? ` ${portfolioItem}` : ''}`}</h1>
        ),
      };
    });
  });

  it.each([
    ['/', 'marketing Home'],
    ['/home', 'marketing Home'],
    ['/portfolio', 'portfolio Portfolio'],
    ['/portfolio/acme-bank', 'portfolio Portfolio acme-bank'],
    ['/about', 'marketing About'],
    ['/privacy-policy', 'marketing PrivacyPolicy'],
  ])('shows %s from its remote', async (route, page) => {
    renderInShell(<SiteRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
  });

  it('answers any other path with the not-found page', async () => {
    renderInShell(<SiteRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(loadRemote.mock.calls.filter(([remote]) => remote === 'marketing' || remote === 'portfolio')).toEqual([]);
  });
});
