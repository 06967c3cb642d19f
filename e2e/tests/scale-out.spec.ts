/**
 * Scale-out (issue 8): the composed production build on two chat-server
 * nodes (shared PostgreSQL and Redis) behind nginx, started by the launcher
 * of `start:scaled`.
 *
 * nginx keeps a visitor on one node by the visitor's address, which it reads
 * from X-Forwarded-For behind the site server. Each tab here sends its own
 * X-Forwarded-For (a documentation address, RFC 5737), so the test chooses,
 * by asking the balancer first, which node each tab lands on.
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { SCALE_OUT_UNAVAILABLE, expect, test, type ChatNodeName, type ScaledSiteHandle } from '../src/scaled-fixtures';
import { withConsent } from '../src/helpers';

const ASSISTANT = 'Vera';
const LAUNCHER = `Chat with ${ASSISTANT}`;
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;
const CANDIDATE_ADDRESSES = Array.from({ length: 32 }, (_, index) => `203.0.113.${index + 1}`);
/** Long enough for the builtin assistant's longest answers (services, packages table). */
const REPLY_TIMEOUT_MS = 30_000;

const FIRST_MESSAGE = 'We are a regional bank. Which AI services do you offer for customer support, and how do you keep our data private?';
const SECOND_MESSAGE =
  'Tell me about your AI CRM packages and the technologies you use, we want it integrated with our core banking system.';
const THIRD_MESSAGE = 'Our timeline is 3 months. Can we book a consultation?';

function chatWindow(page: Page): Locator {
  return page.getByRole('dialog', { name: new RegExp(ASSISTANT) });
}

function statusLine(page: Page): Locator {
  return chatWindow(page).getByText(/^(Connecting\.\.\.|AI is thinking\.\.\.|Lead Score: .*)$/);
}

function assistantMessages(page: Page): Locator {
  return chatWindow(page)
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: `${ASSISTANT}:` });
}

function stopButton(page: Page): Locator {
  return chatWindow(page).getByRole('button', { name: 'Stop' });
}

/** A message's words without its time stamp. */
function messageText(message: Locator): Promise<string> {
  return message.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('time').forEach((time) => time.remove());
    return (copy.textContent ?? '').trim();
  });
}

/**
 * The words of a reply with a list, once the markdown renderer shows it. Until that renderer has loaded, a
 * reply shows as plain text (docs/product-rules.md), whose words differ ("- **Cloud**" against "Cloud").
 */
async function renderedReplyText(reply: Locator): Promise<string> {
  await expect(reply.getByRole('listitem').first()).toBeVisible();
  return messageText(reply);
}

/** Records the length of the conversation's text at every change from now on; call the result to read them. */
async function recordLogGrowth(page: Page): Promise<() => Promise<{ lengths: number[]; stopShown: boolean }>> {
  const chat = chatWindow(page);
  await chat.evaluate((dialog) => {
    const seen = { lengths: [] as number[], stopShown: false };
    const log = dialog.querySelector('[role="log"]');
    new MutationObserver(() => {
      seen.lengths.push(log?.textContent?.length ?? 0);
      // The Stop button shows while a reply streams, in every tab of the visitor.
      seen.stopShown ||= [...dialog.querySelectorAll('button')].some(
        (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === 'Stop',
      );
    }).observe(dialog, { subtree: true, childList: true, characterData: true, attributes: true });
    Object.assign(dialog, { e2eGrowth: seen });
  });
  return () => chat.evaluate((dialog) => (dialog as HTMLElement & { e2eGrowth: { lengths: number[]; stopShown: boolean } }).e2eGrowth);
}

/** socket.io over HTTP long-polling only (engine.io v4): every request of the connection must reach the node that holds it. */
async function longPollingConversation(request: APIRequestContext, clientAddress: string): Promise<string[]> {
  const headers = { 'X-Forwarded-For': clientAddress };
  const session = await request.post('/api/session', { headers, data: {} });
  expect(session.ok()).toBe(true);
  const { data } = (await session.json()) as { data: { userId: string; token: string } };
  const pollUrl = (sid?: string) => `/socket.io/?EIO=4&transport=polling${sid ? `&sid=${sid}` : ''}`;
  const poll = async (sid: string) => {
    const response = await request.get(pollUrl(sid), { headers });
    expect(response.status()).toBe(200);
    return (await response.text()).split('\x1e');
  };
  const post = async (sid: string, packet: string) => {
    const response = await request.post(pollUrl(sid), {
      headers: { ...headers, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: packet,
    });
    expect(response.status()).toBe(200);
  };

  const handshake = await request.get(pollUrl(), { headers });
  expect(handshake.status()).toBe(200);
  const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
  await post(sid, `40${JSON.stringify({ token: data.token })}`);
  const connected = await poll(sid);
  await post(sid, `420${JSON.stringify(['join_room', data.userId])}`);
  const joined = await poll(sid);
  return [...connected, ...joined];
}

/**
 * A tab whose requests to the site come from `clientAddress` as far as the
 * balancer can tell. The header goes on every request of the tab (the only
 * way to reach the websocket handshake); requests to the remotes' origins go
 * without it, as a custom header there would need a CORS preflight.
 */
async function openTab(context: BrowserContext, clientAddress: string, siteUrl: string): Promise<Page> {
  const page = await context.newPage();
  await withConsent(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress });
  const siteOrigin = new URL(siteUrl).origin;
  await page.route(
    (url) => url.origin !== siteOrigin,
    (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-forwarded-for'];
      return route.continue({ headers });
    },
  );
  return page;
}

async function openChat(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${LAUNCHER}`) }).click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(statusLine(page)).toHaveText(CONNECTED_STATUS, { timeout: 20_000 });
}

async function send(page: Page, text: string): Promise<void> {
  const input = chatWindow(page).getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  // Should the chat not take the message, the report says what the window showed at that moment.
  await expect(input)
    .toHaveValue('')
    .catch(async (error: unknown) => {
      const status = await statusLine(page).textContent();
      const notReady = await input.getAttribute('aria-disabled');
      throw new Error(`the chat did not take the message (status "${status}", input aria-disabled ${notReady})`, { cause: error });
    });
}

/** Sends a message and waits until the assistant's reply is complete. */
async function say(page: Page, text: string): Promise<void> {
  const before = await assistantMessages(page).count();
  await send(page, text);
  await expect(assistantMessages(page)).toHaveCount(before + 1, { timeout: REPLY_TIMEOUT_MS });
  await expect(stopButton(page)).toBeHidden({ timeout: REPLY_TIMEOUT_MS });
  await expect(statusLine(page)).toHaveText(CONNECTED_STATUS);
}

/** One visitor address per node, found by asking the balancer where each candidate goes. */
async function addressPerNode(site: ScaledSiteHandle): Promise<Record<ChatNodeName, string>> {
  const found: Partial<Record<ChatNodeName, string>> = {};
  for (const address of CANDIDATE_ADDRESSES) {
    const node = await site.nodeFor(address);
    if (node && !found[node]) found[node] = address;
    if (found['chat-node-1'] && found['chat-node-2']) return { 'chat-node-1': found['chat-node-1'], 'chat-node-2': found['chat-node-2'] };
  }
  throw new Error(`the balancer sent all of ${CANDIDATE_ADDRESSES.length} addresses to one node`);
}

/** The nodes that served `clientAddress`'s requests whose path starts with `uriPrefix`, in order (from log line `from` on). */
async function nodesServing(site: ScaledSiteHandle, clientAddress: string, uriPrefix: string, from = 0): Promise<ChatNodeName[]> {
  const entries = (await site.balancerLog()).slice(from);
  return entries
    .filter((entry) => entry.client === clientAddress && entry.uri.startsWith(uriPrefix))
    .map((entry) => site.nodeAt(entry.upstream))
    .filter((node): node is ChatNodeName => node !== null);
}

test.describe('scale-out: two chat-server nodes behind nginx', () => {
  test.skip(SCALE_OUT_UNAVAILABLE !== null, `scale-out setup unavailable: ${SCALE_OUT_UNAVAILABLE ?? ''}`);

  test('two tabs of one visitor on different nodes both see the same streamed reply', async ({ context, scaledSite }) => {
    const addresses = await addressPerNode(scaledSite);
    const first = await openTab(context, addresses['chat-node-1'], scaledSite.url);
    await openChat(first);
    // The second tab finds the visitor and the active chat the first one stored.
    const second = await openTab(context, addresses['chat-node-2'], scaledSite.url);
    await openChat(second);
    expect(await nodesServing(scaledSite, addresses['chat-node-1'], '/api/')).toContain('chat-node-1');
    expect(await nodesServing(scaledSite, addresses['chat-node-1'], '/api/')).not.toContain('chat-node-2');
    expect(await nodesServing(scaledSite, addresses['chat-node-2'], '/api/')).toContain('chat-node-2');
    expect(await nodesServing(scaledSite, addresses['chat-node-2'], '/api/')).not.toContain('chat-node-1');

    const before = await assistantMessages(second).count();
    const growth = await recordLogGrowth(second);
    const firstGrowth = await recordLogGrowth(first);
    await send(first, FIRST_MESSAGE);
    // Node 1 streams; the frames reach the second tab on node 2 through Redis while they are being written.
    await expect(chatWindow(second).getByRole('log')).toContainText(FIRST_MESSAGE);
    for (const tab of [first, second]) {
      await expect(assistantMessages(tab)).toHaveCount(before + 1, { timeout: REPLY_TIMEOUT_MS });
      await expect(stopButton(tab)).toBeHidden();
      await expect(statusLine(tab)).toHaveText(CONNECTED_STATUS);
    }

    const reply = await renderedReplyText(assistantMessages(first).last());
    expect(await renderedReplyText(assistantMessages(second).last())).toBe(reply);
    expect(reply.length).toBeGreaterThan(FIRST_MESSAGE.length);
    // The second tab's conversation grew step by step, not in one piece at the end, with Stop shown while it did
    // (recorded in the page: a reply can stream faster than a check from here could look).
    const seen = await growth();
    expect(new Set(seen.lengths).size).toBeGreaterThanOrEqual(5);
    expect(seen.stopShown).toBe(true);
    expect((await firstGrowth()).stopShown).toBe(true);

    // The websockets are logged when they close: each tab's stayed on its node.
    await first.close();
    await second.close();
    await expect.poll(() => nodesServing(scaledSite, addresses['chat-node-1'], '/socket.io/')).toEqual(['chat-node-1']);
    await expect.poll(() => nodesServing(scaledSite, addresses['chat-node-2'], '/socket.io/')).toEqual(['chat-node-2']);
  });

  test('long-polling: every request of a connection reaches the node that holds it', async ({ request, scaledSite }) => {
    const addresses = await addressPerNode(scaledSite);
    for (const node of ['chat-node-1', 'chat-node-2'] as const) {
      const packets = await longPollingConversation(request, addresses[node]);
      // Connected to the namespace, then the join acknowledged.
      expect(packets.some((packet) => packet.startsWith('40{'))).toBe(true);
      expect(packets).toContain('430[{"ok":true}]');
      expect(new Set(await nodesServing(scaledSite, addresses[node], '/socket.io/'))).toEqual(new Set([node]));
    }
  });

  test('a node killed mid-reply: the visitor reconnects to the other node and loses nothing acknowledged', async ({
    context,
    scaledSite,
  }) => {
    const addresses = await addressPerNode(scaledSite);
    const address = addresses['chat-node-1'];
    const page = await openTab(context, address, scaledSite.url);
    await openChat(page);
    await say(page, FIRST_MESSAGE);
    const firstReply = await renderedReplyText(assistantMessages(page).last());

    const before = await assistantMessages(page).count();
    await send(page, SECOND_MESSAGE);
    // The reply is streaming: the server stored (acknowledged) the message before it started.
    await expect(stopButton(page)).toBeVisible();
    const logLinesBeforeKill = (await scaledSite.balancerLog()).length;
    try {
      await scaledSite.stopNode('chat-node-1', 'SIGKILL');

      // The widget notices, and connects again through nginx, which now sends this visitor to node 2.
      await expect(statusLine(page)).toHaveText('Connecting...');
      await expect(statusLine(page)).not.toHaveText('Connecting...', { timeout: 30_000 });
      await expect.poll(() => scaledSite.nodeFor(address)).toBe('chat-node-2');
      await expect.poll(() => nodesServing(scaledSite, address, '/api/chat/load', logLinesBeforeKill)).toContain('chat-node-2');

      await page.reload();
      await page.getByRole('button', { name: new RegExp(`^${LAUNCHER}`) }).click();
      await expect(statusLine(page)).toHaveText(CONNECTED_STATUS, { timeout: 20_000 });
      const log = chatWindow(page).getByRole('log');
      await expect(log).toContainText(FIRST_MESSAGE);
      await expect(log).toContainText(SECOND_MESSAGE);
      expect(await renderedReplyText(assistantMessages(page).nth(before - 1))).toBe(firstReply);

      // The conversation goes on, on node 2 alone.
      await say(page, THIRD_MESSAGE);
      await page.reload();
      await page.getByRole('button', { name: new RegExp(`^${LAUNCHER}`) }).click();
      await expect(statusLine(page)).toHaveText(CONNECTED_STATUS, { timeout: 20_000 });
      for (const message of [FIRST_MESSAGE, SECOND_MESSAGE, THIRD_MESSAGE]) await expect(log).toContainText(message);
      expect(await nodesServing(scaledSite, address, '/api/', logLinesBeforeKill)).not.toContain('chat-node-1');
    } finally {
      await scaledSite.startNode('chat-node-1');
    }
  });
});
