/**
 * chat-server as the browser reaches it: through the site origin (the site
 * server proxies /api and /socket.io), against the production build.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

interface Session {
  userId: string;
  token: string;
}

async function newSession(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Session }).data;
}

/**
 * One socket.io exchange from inside the page over a raw websocket (Engine.IO
 * v4 / Socket.IO v5 framing), so the browser's own Origin and the site proxy
 * are what is tested. Returns the envelopes received until the analysis.
 */
async function chatFromPage(
  page: Page,
  session: Session,
  chatId: string,
  message: string,
): Promise<Array<{ type: string; payload: Record<string, unknown> }>> {
  return page.evaluate(
    ({ session, chatId, message }) =>
      new Promise((resolve, reject) => {
        const url = `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
        const ws = new WebSocket(url);
        const envelopes: Array<{ type: string; payload: Record<string, unknown> }> = [];
        const timer = setTimeout(() => reject(new Error(`no analysis; got ${JSON.stringify(envelopes.map((e) => e.type))}`)), 30_000);
        ws.onerror = () => reject(new Error('websocket failed'));
        ws.onmessage = ({ data }) => {
          const packet = String(data);
          if (packet.startsWith('0')) ws.send(`40${JSON.stringify({ token: session.token })}`);
          else if (packet === '2') ws.send('3');
          else if (packet.startsWith('40')) ws.send(`420${JSON.stringify(['join_room', session.userId])}`);
          else if (packet.startsWith('430')) {
            ws.send(
              `421${JSON.stringify(['send_message', { roomId: session.userId, type: 'CHAT_MESSAGE', payload: { userId: session.userId, chatId, message, isStream: true } }])}`,
            );
          } else if (packet.startsWith('42')) {
            const [event, envelope] = JSON.parse(packet.slice(2)) as [string, { type: string; payload: Record<string, unknown> }];
            if (event !== 'message') return;
            envelopes.push(envelope);
            if (envelope.type === 'CHAT_STATUS' && envelope.payload.status === 'analysis') {
              clearTimeout(timer);
              ws.close();
              resolve(envelopes);
            }
          } else if (packet.startsWith('44')) reject(new Error(`connect refused: ${packet}`));
        };
      }),
    { session, chatId, message },
  );
}

test.describe('chat-server through the site origin', () => {
  test('health and readiness of chat-server', async ({ site, request }) => {
    expect(await (await request.get(`${site.chatServerUrl}/healthz`)).json()).toEqual({ ok: true });
    expect((await request.get(`${site.chatServerUrl}/readyz`)).status()).toBe(200);
  });

  test('a visitor chats over the proxied websocket; the reply is stored and listed', async ({ page, request }) => {
    await page.goto('/404-for-a-blank-origin');
    const session = await newSession(request);
    const envelopes = await chatFromPage(page, session, 'e2e-chat', 'Which AI CRM packages do you offer, and is our data kept private?');
    const frames = envelopes.filter((envelope) => envelope.payload.isStream === true);
    const reply = frames.map((frame) => frame.payload.message).join('');
    expect(envelopes[0]).toMatchObject({ type: 'CHAT_MESSAGE', payload: { role: 'user', chatId: 'e2e-chat' } });
    expect(frames.at(-1)!.payload.isStreamEnd).toBe(true);
    expect(reply).toContain('Professional AI CRM');
    expect(reply).toMatch(/stays in your environment/);

    const headers = { Authorization: `Bearer ${session.token}` };
    expect(await (await request.post('/api/chat/list', { headers, data: { userId: session.userId } })).json()).toEqual({
      success: true,
      data: [{ chatId: 'e2e-chat' }],
    });
    const loaded = (await (
      await request.post('/api/chat/load', { headers, data: { userId: session.userId, chatId: 'e2e-chat' } })
    ).json()) as { data: { entries: Array<{ role: string; content: string }> } };
    expect(loaded.data.entries.map((entry) => entry.role)).toEqual(['user', 'assistant']);
    expect(loaded.data.entries[1]!.content).toBe(reply);
  });

  test('the contact form lead is linked to the chat identity through the session cookie', async ({ site, page, request }) => {
    await page.goto('/404-for-a-blank-origin');
    const session = await newSession(request);
    await chatFromPage(page, session, 'lead-chat', 'We need a HIPAA compliant chatbot within 2 months, budget around $80k');
    // `request` carries the HttpOnly cookie set by /api/session, as the browser would.
    const response = await request.post('/api/message', {
      data: {
        name: 'E2E Prospect',
        companyName: 'Clinic',
        email: 'prospect@clinic.example',
        phone: '',
        AiDev: true,
        uiDev: false,
        cloudDev: false,
        ecommerceDev: false,
        budget1: false,
        budget2: false,
        budget3: true,
        tellUsMore: 'From e2e',
      },
    });
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { leadId: string } };
    const leads = (await (
      await request.get(`${site.chatServerUrl}/api/admin/leads`, { headers: { Authorization: `Bearer ${site.adminToken}` } })
    ).json()) as { data: Array<{ leadId: string; userId: string; leadScore: number | null }> };
    const lead = leads.data.find((candidate) => candidate.leadId === data.leadId);
    expect(lead).toMatchObject({ userId: session.userId });
    expect(lead!.leadScore).toBeGreaterThan(0);
  });

  test('data rights: export as JSON and Markdown, then delete everything', async ({ page, request }) => {
    await page.goto('/404-for-a-blank-origin');
    const session = await newSession(request);
    await chatFromPage(page, session, 'mine', 'What is your process?');
    const headers = { Authorization: `Bearer ${session.token}` };
    const json = await request.get('/api/privacy/export?format=json', { headers });
    expect(json.headers()['content-disposition']).toMatch(/attachment/);
    expect(((await json.json()) as { data: { chats: Array<{ chatId: string }> } }).data.chats.map((chat) => chat.chatId)).toEqual(['mine']);
    const markdown = await request.get('/api/privacy/export?format=markdown', { headers });
    expect(await markdown.text()).toContain('What is your process?');

    const deleted = await request.delete('/api/privacy/data', { headers });
    expect(await deleted.json()).toMatchObject({ success: true, data: { deletedChats: 1 } });
    expect((await request.post('/api/chat/list', { headers, data: {} })).status()).toBe(401);
  });

  test('refuses another origin and sends security headers', async ({ request }) => {
    const refused = await request.post('/api/session', { headers: { Origin: 'https://evil.example' } });
    expect(refused.status()).toBe(403);
    const allowed = await request.post('/api/session');
    expect(allowed.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a chat-server restart keeps the visitor’s identity and conversation', async ({ site, page, request }) => {
    await page.goto('/404-for-a-blank-origin');
    const session = await newSession(request);
    await chatFromPage(page, session, 'before-restart', 'Tell me about your 4-day deployment');
    await site.stop('chat-server');
    await site.start('chat-server');
    const headers = { Authorization: `Bearer ${session.token}` };
    const loaded = (await (await request.post('/api/chat/load', { headers, data: { chatId: 'before-restart' } })).json()) as {
      data: { entries: Array<{ role: string }> };
    };
    expect(loaded.data.entries.map((entry) => entry.role)).toEqual(['user', 'assistant']);
  });
});
