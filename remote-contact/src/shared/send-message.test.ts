import { contactLead } from '@agency/chat-protocol/examples';
import { failNetwork, respondWith } from '../test-support/render';
import { NO_RESPONSE_STATUS, sendMessage } from './send-message';

const lead = contactLead({ email: 'ada@example.com', tellUsMore: 'A private assistant for our clinicians.', website: '' });

describe('sendMessage (POST /api/message)', () => {
  it('posts the lead as JSON with same-origin credentials and returns the response data', async () => {
    const fetchMock = respondWith(201, { success: true, data: { leadId: 'lead-42' } });

    const result = await sendMessage('https://api.example', lead);

    expect(result).toEqual({ success: true, data: { leadId: 'lead-42' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example/api/message');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual(lead);
  });

  it('returns iMessage null, the status and the error with the issues of a 400, without throwing', async () => {
    respondWith(400, { success: false, error: 'Invalid lead', issues: [{ path: ['email'], message: 'Bad e-mail' }] });

    await expect(sendMessage('', lead)).resolves.toEqual({
      iMessage: null,
      status: 400,
      error: 'Invalid lead',
      issues: [{ path: ['email'], message: 'Bad e-mail' }],
    });
  });

  it('reports a rate limit with its status and a fallback error text when the body has none', async () => {
    respondWith(429, 'Too many requests');

    await expect(sendMessage('', lead)).resolves.toEqual({
      iMessage: null,
      status: 429,
      error: 'Request failed with status 429',
    });
  });

  it('reports an unreachable server as status 0 instead of throwing', async () => {
    failNetwork();

    await expect(sendMessage('', lead)).resolves.toEqual({
      iMessage: null,
      status: NO_RESPONSE_STATUS,
      error: 'Failed to fetch',
    });
  });

  it('treats a success status with an unexpected body as a failure', async () => {
    respondWith(200, { ok: true });

    const result = await sendMessage('', lead);

    expect(result).toMatchObject({ iMessage: null, status: 200 });
  });
});
