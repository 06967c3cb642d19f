import { initialConversationState } from '../assistant/conversation.js';
import { analyzeUserMessage } from '../assistant/engine.js';
import { ChatStore } from '../chat/chat-store.js';
import { SESSION_TIMEOUT_MS, SessionStore } from '../identity/session-store.js';
import { LeadStore } from '../leads/lead-store.js';
import { runCleanup, DAY_MS } from '../privacy/cleanup-job.js';
import { deleteUserData, exportUserData } from '../privacy/data-rights.js';
import { dropSchema, POSTGRES_AVAILABLE, TEST_DATABASE_URL, uniqueSchema } from '../test-support/postgres.js';
import { type Database, openDatabase } from './database.js';
import { MIGRATIONS, runMigrations } from './migrations.js';
import { VisitorErasedError } from './visitor-guard.js';
import { BookingStore } from '../booking/booking-store.js';
import { AuditLog, ERASED_TARGET } from '../inbox/audit-log.js';

interface Engine {
  name: string;
  available: boolean;
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'PGlite in a worker thread (embedded, the default)',
    available: true,
    open: async () => {
      const db = await openDatabase({});
      return { db, dispose: () => db.close() };
    },
  },
  {
    name: 'PGlite on the calling thread',
    available: true,
    open: async () => {
      const db = await openDatabase({ pgliteOnThisThread: true });
      return { db, dispose: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    available: POSTGRES_AVAILABLE,
    open: async () => {
      const schema = uniqueSchema();
      const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
      return {
        db,
        dispose: async () => {
          await db.close();
          await dropSchema(schema);
        },
      };
    },
  },
];

const NOW = 1_750_000_000_000;

describe.each(engines)('storage on $name', (engine) => {
  const run = engine.available ? it : it.skip;
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    if (!engine.available) return;
    ({ db, dispose } = await engine.open());
  });
  afterAll(async () => {
    if (engine.available) await dispose();
  });

  run('applies every migration once', async () => {
    const versions = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await expect(runMigrations(db)).resolves.toEqual([]);
  });

  run('creates sessions, touches them and expires them after 24 h of inactivity', async () => {
    let now = NOW;
    const sessions = new SessionStore(db, () => now);
    const session = await sessions.create();
    now += 2 * 60_000;
    expect(await sessions.touch(session.sessionId, session.userId)).toEqual({
      status: 'active',
      session: { ...session, lastActiveAt: now },
    });
    expect(await sessions.touch(session.sessionId, 'anon_wrong_user12345')).toEqual({ status: 'unknown' });
    now += SESSION_TIMEOUT_MS + 1;
    expect(await sessions.touch(session.sessionId, session.userId)).toEqual({ status: 'expired' });
    expect(await sessions.deleteExpired()).toBeGreaterThanOrEqual(1);
  });

  /** A visitor with a session: every chat write needs one (storage/visitor-guard.ts). */
  const visitor = async () => (await new SessionStore(db, () => NOW).create()).userId;

  run('stores messages in order, once per client message id, scoped to the owner', async () => {
    const chats = new ChatStore(db);
    const [a, b] = [await visitor(), await visitor()];
    const state = initialConversationState(a, 's', NOW);
    const first = await chats.addUserMessage({ userId: a, chatId: 'c1', content: 'Hello', clientMessageId: 'm1', timestamp: NOW }, state);
    const resent = await chats.addUserMessage(
      { userId: a, chatId: 'c1', content: 'Hello', clientMessageId: 'm1', timestamp: NOW + 5 },
      state,
    );
    expect(first.created).toBe(true);
    expect(first.history).toEqual([first.message]);
    expect(resent).toEqual({ message: first.message, created: false, state, history: [first.message], heldBy: null });
    // What is stored of a reply comes back as it was written.
    const reply = {
      messageId: 'msg_reply',
      content: 'Hi! How can I help?',
      timestamp: NOW + 10,
      usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
      leadScore: 3,
      intent: 'greeting' as const,
      extractedData: { technologies: [], timeline: null },
      processingTime: 42,
    };
    const stored = await chats.storeReply({ userId: a, chatId: 'c1', ...reply, stopped: false, state });
    expect(stored).toEqual({ ...reply, chatId: 'c1', role: 'assistant' });
    const messages = await chats.messages(a, 'c1');
    expect(messages).toEqual([
      { messageId: first.message.messageId, chatId: 'c1', role: 'user', content: 'Hello', timestamp: NOW },
      { ...reply, chatId: 'c1', role: 'assistant' },
    ]);
    // The same chat id under another visitor is another chat.
    expect(await chats.messages(b, 'c1')).toEqual([]);
    await chats.addUserMessage({ userId: b, chatId: 'c1', content: 'Mine', timestamp: NOW }, state);
    expect((await chats.messages(b, 'c1')).map((m) => m.content)).toEqual(['Mine']);
    expect(await chats.listChats(a)).toEqual([{ chatId: 'c1', updatedAt: NOW + 10 }]);
  });

  run('writes no message, reply or lead for a visitor who is gone', async () => {
    const chats = new ChatStore(db);
    const leads = new LeadStore(db, () => NOW);
    const userId = await visitor();
    const blank = initialConversationState(userId, 's', NOW);
    await chats.addUserMessage({ userId, chatId: 'gone', content: 'Mail me: gone@example.com', timestamp: NOW }, blank);
    await deleteUserData(db, userId);
    const state = analyzeUserMessage(blank, 'Mail me: gone@example.com', NOW);
    const reply = { userId, chatId: 'gone', messageId: 'msg_gone', content: 'Thanks!', timestamp: NOW, stopped: false, state };
    const fields = { leadScore: 1, intent: 'greeting', extractedData: state.extractedData, processingTime: 1 };
    await expect(chats.storeReply({ ...reply, ...fields })).rejects.toThrow(VisitorErasedError);
    await expect(leads.upsertChatLead(userId, 'gone', state)).rejects.toThrow(VisitorErasedError);
    await expect(chats.addUserMessage({ userId, chatId: 'gone', content: 'Hello?', timestamp: NOW }, blank)).rejects.toThrow(
      VisitorErasedError,
    );
    expect(await chats.listChats(userId)).toEqual([]);
    expect(await leads.forUser(userId)).toEqual([]);
    expect(await db.query('select 1 from messages where user_id = $1', [userId])).toEqual([]);
  });

  run('returns the stored state and the newest messages with a new message, in one call', async () => {
    const chats = new ChatStore(db);
    const userId = await visitor();
    const blank = initialConversationState(userId, 's', NOW);
    for (let i = 1; i <= 3; i += 1)
      await chats.addUserMessage({ userId, chatId: 'window', content: `question ${i}`, timestamp: NOW + i }, blank);
    const state = analyzeUserMessage(blank, 'We need a HIPAA chatbot', NOW);
    // A turn whose model said nothing still keeps its conversation state.
    const extractedData = state.extractedData;
    const silent = {
      messageId: 'msg_silent',
      content: '',
      timestamp: NOW + 4,
      leadScore: 0,
      intent: 'x',
      extractedData,
      processingTime: 1,
    };
    expect(await chats.storeReply({ userId, chatId: 'window', ...silent, stopped: true, state })).toBeNull();
    const fourth = await chats.addUserMessage(
      { userId, chatId: 'window', content: 'question 4', clientMessageId: 'c4', timestamp: NOW + 5 },
      blank,
      3,
    );
    expect(fourth.state).toEqual(state);
    expect(fourth.history.map((message) => message.content)).toEqual(['question 2', 'question 3', 'question 4']);
    expect(fourth.history.at(-1)).toEqual(fourth.message);
    const resent = await chats.addUserMessage(
      { userId, chatId: 'window', content: 'question 4', clientMessageId: 'c4', timestamp: NOW + 6 },
      blank,
      3,
    );
    expect(resent).toEqual({ ...fourth, created: false });
    const other = await visitor();
    expect(
      (await chats.addUserMessage({ userId: other, chatId: 'window', content: 'mine', timestamp: NOW }, blank, 3)).history.map(
        (message) => message.content,
      ),
    ).toEqual(['mine']);
  });

  run('records a chat lead once and updates it, and links a form lead to the chat score', async () => {
    const leads = new LeadStore(db, () => NOW);
    const userId = await visitor();
    const chats = new ChatStore(db);
    let state = analyzeUserMessage(initialConversationState(userId, 's', NOW), 'Write to me: lead@bank.example', NOW);
    await chats.addUserMessage({ userId, chatId: 'lead-chat', content: 'Write to me: lead@bank.example', timestamp: NOW }, state);
    const first = await leads.upsertChatLead(userId, 'lead-chat', state);
    state = analyzeUserMessage(state, 'Budget is $50k', NOW);
    const turnEnd = { messageId: 'msg_lead', content: '', timestamp: NOW, leadScore: 0, intent: 'x', processingTime: 1, stopped: false };
    await chats.storeReply({ userId, chatId: 'lead-chat', ...turnEnd, extractedData: state.extractedData, state });
    const second = await leads.upsertChatLead(userId, 'lead-chat', state);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.lead).toMatchObject({
      leadId: first.lead.leadId,
      email: 'lead@bank.example',
      budget: 'stated',
      leadStage: 'qualified',
      leadScore: state.qualification.score,
    });
    expect(await leads.chatQualification(userId)).toEqual({ leadScore: state.qualification.score, leadStage: 'qualified' });
    expect(await leads.chatQualification('anon_nobody_000000000')).toBeNull();
  });

  run('exports and deletes everything of one visitor, and nothing of another', async () => {
    const chats = new ChatStore(db);
    const leads = new LeadStore(db, () => NOW);
    const sessions = new SessionStore(db, () => NOW);
    const mine = await sessions.create();
    const other = await sessions.create();
    const blank = initialConversationState(mine.userId, mine.sessionId, NOW);
    await chats.addUserMessage({ userId: mine.userId, chatId: 'x', content: 'my secret', timestamp: NOW }, blank);
    await chats.addUserMessage({ userId: other.userId, chatId: 'x', content: 'their secret', timestamp: NOW }, blank);
    await leads.upsertChatLead(mine.userId, 'x', analyzeUserMessage(blank, 'me@example.com', NOW));

    const exported = await exportUserData(mine.userId, { chats, leads, bookings: new BookingStore(db, 'Europe/Zurich') }, NOW);
    expect(exported.chats).toEqual([{ chatId: 'x', updatedAt: NOW, messages: [expect.objectContaining({ content: 'my secret' })] }]);
    expect(exported.leads).toHaveLength(1);

    const audit = new AuditLog(db, () => NOW);
    await audit.record(null, 'conversation_opened', `${mine.userId}~x`);
    await audit.record(null, 'conversation_opened', `${other.userId}~x`);
    expect(await deleteUserData(db, mine.userId)).toEqual({ deletedChats: 1, deletedLeads: 1 });
    const targets = (await audit.entries()).map((entry) => entry.target);
    expect(targets).toEqual(expect.arrayContaining([ERASED_TARGET, `${other.userId}~x`]));
    expect(targets).not.toContain(`${mine.userId}~x`);
    expect(await chats.messages(mine.userId, 'x')).toEqual([]);
    expect(await leads.forUser(mine.userId)).toEqual([]);
    expect(await sessions.touch(mine.sessionId, mine.userId)).toEqual({ status: 'unknown' });
    expect((await chats.messages(other.userId, 'x')).map((m) => m.content)).toEqual(['their secret']);
  });

  run('deletes chats and leads older than the retention period', async () => {
    const chats = new ChatStore(db);
    const leads = new LeadStore(db, () => NOW - 200 * DAY_MS);
    const sessions = new SessionStore(db, () => NOW);
    const userId = await visitor();
    const blank = initialConversationState(userId, 's', NOW);
    await chats.addUserMessage({ userId, chatId: 'old', content: 'long ago', timestamp: NOW - 200 * DAY_MS }, blank);
    await chats.addUserMessage({ userId, chatId: 'recent', content: 'yesterday', timestamp: NOW - DAY_MS }, blank);
    await leads.upsertChatLead(userId, 'old', analyzeUserMessage(blank, 'old@example.com', NOW));
    const audit = new AuditLog(db, () => NOW);
    await audit.record(null, 'conversation_opened', `${userId}~old`);
    await audit.record(null, 'conversation_opened', `${userId}~recent`);
    const result = await runCleanup({ db, sessions, chats, leads: new LeadStore(db, () => NOW), retentionDays: 180, now: NOW });
    expect(result.chats).toBeGreaterThanOrEqual(1);
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(await chats.listChats(userId)).toEqual([{ chatId: 'recent', updatedAt: NOW - DAY_MS }]);
    expect(await leads.forUser(userId)).toEqual([]);
    // The access to the removed chat stays on record, no longer whose it was.
    const targets = (await audit.entries()).map((entry) => entry.target);
    expect(targets).toContain(`${userId}~recent`);
    expect(targets).not.toContain(`${userId}~old`);
    expect(targets).toContain(ERASED_TARGET);
  });

  run('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into sessions values ('rollback-me', 'anon_r_rrrrrrrrr', 1, 1)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("select * from sessions where session_id = 'rollback-me'")).toEqual([]);
  });
});

describe('PostgreSQL statements', () => {
  const run = POSTGRES_AVAILABLE ? it : it.skip;
  let db: Database;
  let schema: string;

  // One query at a time: the pool keeps reusing its one connection, so what it prepared can be seen.
  beforeEach(async () => {
    if (!POSTGRES_AVAILABLE) return;
    schema = uniqueSchema();
    db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
  });
  afterEach(async () => {
    if (!POSTGRES_AVAILABLE) return;
    await db.close();
    await dropSchema(schema);
  });

  run('are prepared once per connection by name, and migrations still run as simple queries', async () => {
    await runMigrations(db);
    const statement = 'select $1::int + 1 as next';
    expect(await db.query(statement, [1])).toEqual([{ next: 2 }]);
    expect(await db.query(statement, [41])).toEqual([{ next: 42 }]);
    expect(await db.query('select count(*)::int as count from pg_prepared_statements where statement = $1', [statement])).toEqual([
      { count: 1 },
    ]);
  });

  run('keep answering after another node altered a table under a prepared statement (a rolling deploy)', async () => {
    await db.query('create table notes (id int primary key, body text); insert into notes values (1, $$kept$$)');
    const statement = 'select * from notes where id = $1';
    expect(await db.query(statement, [1])).toEqual([{ id: 1, body: 'kept' }]);
    await db.query('alter table notes add column author text');
    expect(await db.query(statement, [1])).toEqual([{ id: 1, body: 'kept', author: null }]);
    expect(await db.query(statement, [1])).toEqual([{ id: 1, body: 'kept', author: null }]);
  });
});
