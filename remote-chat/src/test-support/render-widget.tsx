import type { Track } from '@agency/site-kit/contracts';
import { otherBrand, renderInSite } from '@agency/tooling/test-kit';
import { act, screen, within } from '@testing-library/react';
import ChatWidget from '../chat-widget/ChatWidget';
import { waitForReal } from './real-time';

/** A brand unlike the real one, so tests prove names come from the prop. */
export const TEST_BRAND = otherBrand;

export function renderWidget(apiBaseUrl: string, options: { track?: Track; advanceTimers?: (ms: number) => void } = {}) {
  const track = options.track ?? jest.fn<void, Parameters<Track>>();
  const view = renderInSite(<ChatWidget brand={TEST_BRAND} track={track} apiBaseUrl={apiBaseUrl} />, {
    advanceTimers: options.advanceTimers,
  });
  return { ...view, track };
}

/** Renders the widget, opens its window with the launcher and waits until it is connected. */
export async function openChatWindow(apiBaseUrl: string, options: { fakeTimers?: boolean } = {}) {
  const view = renderWidget(apiBaseUrl, options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  if (options.fakeTimers) act(() => jest.advanceTimersByTime(1000));
  const launcher = await screen.findByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }, { timeout: 2000 });
  await view.user.click(launcher);
  if (options.fakeTimers) await waitForReal(() => expect(screen.getByText('Lead Score: 0% • welcome')).toBeInTheDocument());
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Lead Score: 0% • welcome');
  const input = within(dialog).getByRole('textbox', { name: 'Message' });
  return { ...view, launcher, dialog, input };
}
