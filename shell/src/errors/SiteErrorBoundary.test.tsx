import { render, screen } from '@testing-library/react';
import { RENDER_CRASH_TEXT, SiteErrorBoundary } from './SiteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('SiteErrorBoundary', () => {
  it('shows the fallback text and logs the crash as JSON with severity ERROR', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SiteErrorBoundary>
        <Broken />
      </SiteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(RENDER_CRASH_TEXT);
    expect(RENDER_CRASH_TEXT).toBe('Something went wrong.');
    const records = consoleError.mock.calls
      .map(([first]) => (typeof first === 'string' && first.startsWith('{') ? JSON.parse(first) : null))
      .filter(Boolean);
    expect(records).toContainEqual(expect.objectContaining({ severity: 'ERROR', from: 'shell', title: 'render crash' }));
  });
});
