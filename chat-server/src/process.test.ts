/**
 * The built server as the launcher runs it: `node dist/main.js` (built in beforeAll).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage, StreamFrame } from '@agency/chat-protocol';
import { connectClient, createSession, PACKAGE_ROOT, postJson } from './test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from './test-support/envelopes.js';

jest.setTimeout(90_000);

interface Launched {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function launch(env: NodeJS.ProcessEnv): Promise<Launched> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!output.includes('listening')) {
    if (child.exitCode !== null || Date.now() > deadline) return { child, output: () => output, url: '', exited };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, url: `http://127.0.0.1:${env.CHAT_PORT}`, exited };
}

let dataDir: string;

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: PACKAGE_ROOT,
    stdio: 'inherit',
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-server-process-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('logs one JSON listening line, keeps an acknowledged conversation through SIGKILL, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const env = { CHAT_PORT: String(port), DATA_DIR: dataDir, BUILTIN_CHUNK_DELAY_MS: '1' };
  const first = await launch(env);
  const listening = first
    .output()
    .split('\n')
    .find((line) => line.includes('listening'))!;
  expect(JSON.parse(listening)).toMatchObject({ severity: 'I', from: 'main', title: expect.stringContaining('listening') });

  const session = await createSession(first.url);
  const client = await connectClient(first.url, session.token);
  await client.emitWithAck('join_room', session.userId);
  for (const [index, text] of ['We need a HIPAA compliant chatbot', 'Within 2 months, budget $60k'].entries()) {
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'durable', text, `m${index}`));
    await client.waitFor(
      (envelope) => isAnalysisFor('durable')(envelope) && client.envelopes.filter(isAnalysisFor('durable')).length === index + 1,
    );
  }
  const replies = client.envelopes
    .filter((envelope) => (envelope.payload as StreamFrame).isStreamEnd === true)
    .map((envelope) => streamedText(client.envelopes, (envelope.payload as StreamFrame).messageId));
  client.close();
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await launch(env);
  const loaded = await postJson(second.url, '/api/chat/load', { chatId: 'durable' }, session.token);
  const entries = (loaded.body.data as { entries: ChatMessage[] }).entries;
  expect(entries.map((entry) => [entry.role, entry.content])).toEqual([
    ['user', 'We need a HIPAA compliant chatbot'],
    ['assistant', replies[0]],
    ['user', 'Within 2 months, budget $60k'],
    ['assistant', replies[1]],
  ]);

  second.child.kill('SIGTERM');
  await expect(second.exited).resolves.toBe(0);
  expect(second.output()).toContain('"title":"stopped"');
});

it('ends a running stream cleanly on SIGTERM and exits 0', async () => {
  const port = await freePort();
  const server = await launch({ CHAT_PORT: String(port), DATA_DIR: dataDir, BUILTIN_CHUNK_DELAY_MS: '400' });
  const session = await createSession(server.url);
  const client = await connectClient(server.url, session.token);
  await client.emitWithAck('join_room', session.userId);
  await client.emitWithAck('send_message', chatEnvelope(session.userId, 'shutdown', 'Tell me about your services, packages and process'));
  await client.waitFor((envelope) => (envelope.payload as StreamFrame).isStream === true);
  server.child.kill('SIGTERM');
  // Everything the reply ends with reaches the visitor before the connection closes.
  await client.waitFor(isAnalysisFor('shutdown'), 15_000);
  await expect(server.exited).resolves.toBe(0);
  const end = client.envelopes.find((envelope) => (envelope.payload as StreamFrame).isStreamEnd === true);
  expect(end?.payload).toMatchObject({ isStreamEnd: true, stopped: true });
  expect(
    client.envelopes.find((envelope) => envelope.type === 'CHAT_STATUS' && (envelope.payload as { status: string }).status === 'stopped'),
  ).toBeDefined();
  expect(client.envelopes.find(isAnalysisFor('shutdown'))?.payload).toMatchObject({ status: 'analysis', quickReplies: expect.any(Array) });
  client.close();
});

it.each([
  ['SESSION_SECRET', 'x'],
  ['ADMIN_TOKEN', 'a'],
  ['ADMIN_TOKEN', 'short-but-not-32-characters'],
])('refuses to start with a weak %s, in one line', async (name, value) => {
  const port = await freePort();
  const server = await launch({ CHAT_PORT: String(port), DATA_DIR: dataDir, [name]: value });
  await expect(server.exited).resolves.toBe(1);
  expect(server.output().trim()).toBe(
    `chat-server: ${name} must be at least 32 characters long (got ${value.length}). Generate one with: openssl rand -base64 48`,
  );
});

it('exits 1 with one clear line when the port is in use', async () => {
  const blocker = createServer();
  const port = await new Promise<number>((resolve) =>
    blocker.listen(0, '0.0.0.0', () => resolve((blocker.address() as { port: number }).port)),
  );
  const server = await launch({ CHAT_PORT: String(port), DATA_DIR: dataDir });
  await expect(server.exited).resolves.toBe(1);
  expect(server.output().trim()).toBe(`chat-server: port ${port} is already in use. Stop what uses it or set CHAT_PORT to another port.`);
  blocker.close();
});
