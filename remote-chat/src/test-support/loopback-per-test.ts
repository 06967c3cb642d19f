import { startLoopbackChatServer, type LoopbackChatServer } from './loopback-chat-server';

/**
 * A fresh loopback chat server, an empty local storage and a quiet console
 * for every test of the file that calls it; `loopback.server` is the current
 * test's server.
 */
export function loopbackChatServerPerTest(): { readonly server: LoopbackChatServer } {
  let current: LoopbackChatServer | undefined;

  beforeEach(async () => {
    // The widget logs each step as a JSON line; the tests read the page instead.
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    // jsdom does not implement the navigation a download link starts, and says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.clear();
    current = await startLoopbackChatServer();
  });

  afterEach(async () => {
    jest.useRealTimers();
    await current?.close();
    current = undefined;
  });

  return {
    get server() {
      if (!current) throw new Error('The loopback chat server runs only inside a test');
      return current;
    },
  };
}
