import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { siteTheme } from '@agency/site-kit/theme';
import { fallBackToPreviousVersion, loadRemoteModule } from './federation';
import { RemoteMount } from './RemoteMount';

// The federation runtime fetches remotes over the network; here it answers as a test tells it.
jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), fallBackToPreviousVersion: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);
const fallBack = jest.mocked(fallBackToPreviousVersion);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderMount() {
  return render(
    <ThemeProvider theme={siteTheme}>
      <RemoteMount remote="portfolio" module="Portfolio" label="The portfolio" props={{ name: 'visitor' }} loading={<p>Loading…</p>} />
    </ThemeProvider>,
  );
}

describe('RemoteMount', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockReset();
    fallBack.mockReset().mockReturnValue(false);
  });

  it('renders the remote module with its props once loaded', async () => {
    loadRemote.mockResolvedValue({ default: Greeting });
    renderMount();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('portfolio', 'Portfolio', { fresh: false, onFallback: undefined });
  });

  it('shows a fallback when the remote is unavailable, and Retry loads it afresh without a reload', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
    renderMount();
    expect(await screen.findByText('The portfolio is unavailable right now.')).toBeInTheDocument();

    loadRemote.mockResolvedValueOnce({ default: Greeting });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('portfolio', 'Portfolio', { fresh: true, onFallback: undefined });
  });

  it('contains a crash inside the remote to its own fallback', async () => {
    function Crashing(): never {
      throw new Error('remote bug');
    }
    loadRemote.mockResolvedValue({ default: Crashing });
    renderMount();
    expect(await screen.findByText('The portfolio is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(fallBack).toHaveBeenCalledWith('portfolio', 'crashed while rendering', expect.objectContaining({ message: 'remote bug' }));
  });

  it('replaces a version that crashes while rendering by the previous good version, once, before any fallback box', async () => {
    function Crashing(): never {
      throw new Error('remote bug');
    }
    loadRemote.mockResolvedValueOnce({ default: Crashing }).mockResolvedValueOnce({ default: Greeting });
    fallBack.mockReturnValueOnce(true);
    renderMount();
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(screen.queryByText('The portfolio is unavailable right now.')).not.toBeInTheDocument();
    expect(fallBack).toHaveBeenCalledTimes(1);
    // The runtime already has the previous version registered: no fresh registration of the failed one.
    expect(loadRemote).toHaveBeenLastCalledWith('portfolio', 'Portfolio', { fresh: false, onFallback: undefined });
  });
});
