import type { StartProjectProps } from '@agency/site-kit/contracts';
import { testBrand } from '@agency/tooling/test-kit';

// The render helpers, the viewport and media fakes are the shared test kit
// (@agency/tooling/test-kit); these are this remote's own: its props and the
// fetch of its form.

export function makeProps(overrides: Partial<StartProjectProps> = {}): StartProjectProps {
  return {
    brand: testBrand,
    track: jest.fn(),
    isPopupOpen: false,
    onPopupOpenChange: jest.fn(),
    setLoading: jest.fn(),
    apiBaseUrl: '',
    ...overrides,
  };
}

/** A fetch stand-in answering with one JSON response. */
export function respondWith(status: number, body: unknown): jest.Mock {
  // jsdom has no fetch Response; the helper reads only these members.
  const response = { ok: status >= 200 && status < 300, status, json: async () => body };
  const fetchMock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** A fetch stand-in that fails like a server that is down. */
export function failNetwork(): jest.Mock {
  const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  globalThis.fetch = fetchMock;
  return fetchMock;
}
