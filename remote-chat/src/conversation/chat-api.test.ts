import { listChats, loadChat } from './chat-api';

/** Nothing listens on port 9 of the loopback interface: every call fails. */
const UNREACHABLE = 'http://127.0.0.1:9';
const caller = { userId: 'anon_x_123456789', token: 't' };

test('a failing chat list or load quietly gives empty lists', async () => {
  await expect(listChats(UNREACHABLE, caller)).resolves.toEqual([]);
  await expect(loadChat(UNREACHABLE, caller, 'chat_1')).resolves.toEqual([]);
});
