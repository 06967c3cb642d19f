/**
 * @jest-environment node
 */
import { GRACE } from '../test-support/staff';
import { createInboxApi, InboxApiError } from './inbox-api';

interface Sent {
  method: string;
  url: string;
  csrf: string | null;
  body: unknown;
}

/** chat-server's answers by method and path, and every request as it was sent. */
function fakeServer(answers: Record<string, { status?: number; body?: unknown }>) {
  const sent: Sent[] = [];
  const send: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({ method, url, csrf: headers.get('x-csrf-token'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    if (!answer) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { sent, api: createInboxApi('', send) };
}

const SESSION = { 'GET /api/inbox/session': { body: { user: GRACE, csrfToken: 'token-1' } } };

it('adds and disables members with the session’s CSRF token, and parses the answers', async () => {
  const added = { ...GRACE, staffId: 'staff_linus', email: 'linus@example.com', displayName: 'Linus' };
  const { api, sent } = fakeServer({
    ...SESSION,
    'POST /api/inbox/users': { status: 201, body: { user: added } },
    'PATCH /api/inbox/users/staff_linus': { body: { user: { ...added, disabled: true } } },
  });
  await api.currentSession();
  const newMember = { displayName: 'Linus', email: 'linus@example.com', role: 'agent' as const, password: 'a long initial password' };
  await expect(api.addUser(newMember)).resolves.toEqual(added);
  await expect(api.setDisabled('staff_linus', true)).resolves.toMatchObject({ disabled: true });
  expect(sent.slice(1)).toEqual([
    { method: 'POST', url: '/api/inbox/users', csrf: 'token-1', body: newMember },
    { method: 'PATCH', url: '/api/inbox/users/staff_linus', csrf: 'token-1', body: { disabled: true } },
  ]);
});

it("keeps a 400's issues per field", async () => {
  const issues = [{ path: 'password', message: 'Too small: expected string to have >=12 characters' }];
  const { api } = fakeServer({ 'POST /api/inbox/users': { status: 400, body: { error: 'Invalid request: password: Too small', issues } } });
  const refusal = await api.addUser({ displayName: 'L', email: 'l@example.com', role: 'agent', password: 'short' }).catch((error) => error);
  expect(refusal).toBeInstanceOf(InboxApiError);
  expect(refusal).toMatchObject({ status: 400, message: 'Invalid request: password: Too small', issues });
});

it('reads the audit log a page at a time, and the team, without a CSRF token', async () => {
  const entry = { auditId: 41, at: 1, actorId: null, actorEmail: null, action: 'sign_in_refused', target: 'who@example.com' };
  const { api, sent } = fakeServer({
    'GET /api/inbox/audit?before=42': { body: { entries: [entry] } },
    'GET /api/inbox/users': { body: { users: [GRACE] } },
  });
  await expect(api.auditEntries(42)).resolves.toEqual([entry]);
  await expect(api.listUsers()).resolves.toEqual([GRACE]);
  expect(sent.map(({ method, url, csrf }) => [method, url, csrf])).toEqual([
    ['GET', '/api/inbox/audit?before=42', null],
    ['GET', '/api/inbox/users', null],
  ]);
});

it('refuses an answer that breaks the contract', async () => {
  const { api } = fakeServer({ 'GET /api/inbox/users': { body: { users: [{ staffId: 'nope' }] } } });
  await expect(api.listUsers()).rejects.toThrow();
});

it("passes on chat-server's refusal for an agent", async () => {
  const { api } = fakeServer({ 'GET /api/inbox/audit': { status: 403, body: { success: false, error: 'Only admins can do that.' } } });
  await expect(api.auditEntries()).rejects.toMatchObject({ status: 403, message: 'Only admins can do that.' });
});
