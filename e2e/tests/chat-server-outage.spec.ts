/**
 * What a visitor meets when chat-server misbehaves behind the production site
 * (issue 46): a client that breaks its own connection is closed on both sides
 * and reconnects; a frozen chat-server gets 504s, not hangs; a killed one is
 * restarted by the launcher and the widget carries on.
 */
import { io, type Socket } from 'socket.io-client';
import { expect, test } from '../src/fixtures';
import { chatLauncher, withConsent } from '../src/helpers';

interface Session {
  userId: string;
  token: string;
}

/** The site's own proxy wait (shell/server/chat-proxy.ts PROXY_TIMEOUT_MS) and some slack. */
const LONGER_THAN_THE_PROXY_WAIT_MS = 40_000;
const MALFORMED_BURST_RUNS = 20;

async function newSession(siteUrl: string): Promise<Session> {
  const response = await fetch(`${siteUrl}/api/session`, { method: 'POST', headers: { Origin: siteUrl } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Session }).data;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** A visitor's message as the widget sends it; resolves with the ack. */
function sendMessage(socket: Socket, session: Session, message: string): Promise<{ ok?: boolean }> {
  const envelope = {
    roomId: session.userId,
    type: 'CHAT_MESSAGE',
    payload: { userId: session.userId, chatId: 'outage', message, isStream: true },
  };
  return socket.timeout(10_000).emitWithAck('send_message', envelope) as Promise<{ ok?: boolean }>;
}

test.describe('chat-server behind the site', () => {
  test('a client that sends a malformed burst through the site port is closed, reconnects and is answered (20 runs)', async ({ site }) => {
    test.setTimeout(180_000);
    // Two visitors share the runs: each stays under the limit of 20 messages a minute.
    const visitors = [await newSession(site.url), await newSession(site.url)];
    for (let run = 0; run < MALFORMED_BURST_RUNS; run += 1) {
      const session = visitors[run % visitors.length]!;
      const socket = io(site.url, {
        transports: ['websocket'],
        auth: { token: session.token },
        extraHeaders: { Origin: site.url },
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
      });
      try {
        await connected(socket);
        const reconnected = new Promise<void>((resolve) => socket.once('disconnect', () => socket.once('connect', () => resolve())));
        const events = ['send_message', 'join_room', 'user_typing', 'leave_room'];
        for (let index = 0; index < 300; index += 1) {
          // One event over chat-server's 100 KB packet limit: chat-server closes the connection.
          if (index === 150) socket.emit('send_message', { message: 'x'.repeat(300_000) });
          else socket.emit(events[index % events.length]!, { malformed: index }, 42, null);
        }
        // The close reaches this side too (no half-open socket), so the client reconnects by itself.
        await reconnected;
        await socket.timeout(10_000).emitWithAck('join_room', session.userId);
        expect(await sendMessage(socket, session, `Run ${run}: what packages do you offer?`)).toMatchObject({ ok: true });
      } finally {
        socket.close();
      }
    }
  });

  test('a frozen chat-server gets a 504 from the site, not a hang, and answers again once it resumes', async ({ site }) => {
    test.setTimeout(LONGER_THAN_THE_PROXY_WAIT_MS + 30_000);
    const pid = site.pid('chat-server');
    expect(pid).toBeDefined();
    process.kill(pid!, 'SIGSTOP');
    try {
      const started = Date.now();
      const response = await fetch(`${site.url}/api/session`, {
        method: 'POST',
        headers: { Origin: site.url },
        signal: AbortSignal.timeout(LONGER_THAN_THE_PROXY_WAIT_MS),
      });
      expect(response.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(LONGER_THAN_THE_PROXY_WAIT_MS);
    } finally {
      process.kill(pid!, 'SIGCONT');
    }
    await expect
      .poll(async () => (await fetch(`${site.url}/api/session`, { method: 'POST', headers: { Origin: site.url } })).status)
      .toBe(201);
  });

  test('chat-server killed: the launcher restarts it and the open widget answers again within seconds', async ({ site, page }) => {
    await withConsent(page);
    await page.goto('/privacy-policy');
    await chatLauncher(page).click();
    const window = page.getByRole('dialog', { name: /Vera/ });
    const input = window.getByRole('textbox', { name: 'Message' });
    await expect(input).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    const replies = window.getByRole('log').getByText('Vera:');
    const repliesBefore = await replies.count();

    const killed = site.pid('chat-server');
    process.kill(killed!, 'SIGKILL');
    await expect.poll(() => site.supervisorLog().at(-1), { timeout: 15_000, intervals: [100] }).toBe('chat-server is running again.');
    expect(site.pid('chat-server')).not.toBe(killed);

    // The page stays up meanwhile, and the widget reconnects by itself.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    await input.fill('After the crash: do you build patient portals?');
    await input.press('Enter');
    await expect(window.getByRole('log')).toContainText('After the crash: do you build patient portals?');
    await expect(replies).toHaveCount(repliesBefore + 1, { timeout: 30_000 });
  });
});
