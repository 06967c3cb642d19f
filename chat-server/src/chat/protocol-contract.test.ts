/**
 * Contract: the conversation scenario of @agency/chat-protocol/contract against
 * the real chat-server (real HTTP, a real socket.io client). remote-chat runs
 * the same scenario against its loopback fake server, so the fake the widget
 * is tested with says what chat-server says.
 */
import { brokenRules, runConversationScenario } from '@agency/chat-protocol/contract';
import { io } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

test('a visitor’s first conversation keeps every rule of the protocol', async () => {
  const transcript = await runConversationScenario({ url: server.url, io });
  expect(brokenRules(transcript)).toEqual([]);
});
