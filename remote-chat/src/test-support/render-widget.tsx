import type { Track } from '@agency/tooling/contracts';
import { otherBrand, renderInSite } from '@agency/tooling/test-kit';
import ChatWidget from '../chat-widget/ChatWidget';

/** A brand unlike the real one, so tests prove names come from the prop. */
export const TEST_BRAND = otherBrand;

export function renderWidget(apiBaseUrl: string, options: { track?: Track; advanceTimers?: (ms: number) => void } = {}) {
  const track = options.track ?? jest.fn<void, Parameters<Track>>();
  const view = renderInSite(<ChatWidget brand={TEST_BRAND} track={track} apiBaseUrl={apiBaseUrl} />, {
    advanceTimers: options.advanceTimers,
  });
  return { ...view, track };
}
