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

  run('stores messages in order, once per client message id, scoped to the owner', async () => {
    const chats = new ChatStore(db);
    const state = initialConversationState('anon_a_aaaaaaaaa', 's', NOW);
    const first = await chats.addUserMessage(
      { userId: 'anon_a_aaaaaaaaa', chatId: 'c1', content: 'Hello', clientMessageId: 'm1', timestamp: NOW },
      state,
    );
    const resent = await chats.addUserMessage(
      { userId: 'anon_a_aaaaaaaaa', chatId: 'c1', content: 'Hello', clientMessageId: 'm1', timestamp: NOW + 5 },
      state,
    );
    expect(first.created).toBe(true);
    expect(first.history).toEqual([first.message]);
    expect(resent).toEqual({ message: first.message, created: false, state, history: [first.message] });
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
    await chats.addAssistantMessage({ userId: 'anon_a_aaaaaaaaa', chatId: 'c1', ...reply, stopped: false });
    const messages = await chats.messages('anon_a_aaaaaaaaa', 'c1');
    expect(messages).toEqual([
      { messageId: first.message.messageId, chatId: 'c1', role: 'user', content: 'Hello', timestamp: NOW },
      { ...reply, chatId: 'c1', role: 'assistant' },
    ]);
    // The same chat id under another visitor is another chat.
    expect(await chats.messages('anon_b_bbbbbbbbb', 'c1')).toEqual([]);
    await chats.addUserMessage({ userId: 'anon_b_bbbbbbbbb', chatId: 'c1', content: 'Mine', timestamp: NOW }, state);
    expect((await chats.messages('anon_b_bbbbbbbbb', 'c1')).map((m) => m.content)).toEqual(['Mine']);
    expect(await chats.listChats('anon_a_aaaaaaaaa')).toEqual([{ chatId: 'c1', updatedAt: NOW + 10 }]);
  });

  run("stores the turns and replies of many visitors at once in one statement, each with its own chat's history", async () => {
    const statements: string[] = [];
    const counted: Database = Object.assign(Object.create(db) as Database, {
      query: (sql: string, params?: Parameters<Database['query']>[1]) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    });
    const chats = new ChatStore(counted);
    const visitors = Array.from({ length: 30 }, (_, i) => `anon_batch_${String(i).padStart(9, '0')}`);
    const stateOf = (userId: string) => analyzeUserMessage(initialConversationState(userId, 's', NOW), `Hello from ${userId}`, NOW);
    // One visitor already has a conversation in this chat.
    const earlier = await chats.addUserMessage(
      { userId: visitors[0]!, chatId: 'burst', content: 'Earlier', timestamp: NOW - 10 },
      initialConversationState(visitors[0]!, 's', NOW),
    );
    statements.length = 0;

    const turns = await Promise.all(
      visitors.map((userId, i) =>
        chats.storeUserTurn(
          {
            userId,
            chatId: 'burst',
            messageId: `msg_turn_${i}`,
            content: `Hello from ${userId}`,
            clientMessageId: `c${i}`,
            timestamp: NOW,
          },
          stateOf(userId),
        ),
      ),
    );
    expect(statements).toHaveLength(1);
    expect(turns[0]).toEqual({ created: true, messageId: 'msg_turn_0', previous: earlier.state, lastMessageId: earlier.message.messageId });
    turns
      .slice(1)
      .forEach((turn, i) => expect(turn).toEqual({ created: true, messageId: `msg_turn_${i + 1}`, previous: null, lastMessageId: null }));

    statements.length = 0;
    const replies = await Promise.all(
      visitors.map((userId, i) =>
        chats.addAssistantMessage({
          userId,
          chatId: 'burst',
          messageId: `msg_reply_${i}`,
          content: `Hi ${i}`,
          timestamp: NOW + 20,
          leadScore: i,
          intent: 'greeting',
          extractedData: { technologies: [], timeline: null },
          processingTime: 5,
          stopped: i % 2 === 0,
        }),
      ),
    );
    expect(statements).toHaveLength(1);
    expect(replies.map((reply) => reply.messageId)).toEqual(visitors.map((_, i) => `msg_reply_${i}`));
    for (const [i, userId] of visitors.entries()) {
      expect((await chats.messages(userId, 'burst')).map((message) => message.content).slice(-2)).toEqual([
        `Hello from ${userId}`,
        `Hi ${i}`,
      ]);
      expect(await chats.getState(userId, 'burst')).toEqual(stateOf(userId));
      expect(await chats.listChats(userId)).toEqual([{ chatId: 'burst', updatedAt: NOW + 20 }]);
    }
  });

  run("keeps one turn's failure its own when turns are stored together, and a resend is stored once", async () => {
    const chats = new ChatStore(db);
    const state = initialConversationState('anon_f_fffffffff', 's', NOW);
    const turn = (chatId: string, content: string, clientMessageId: string, messageId: string) =>
      chats.storeUserTurn({ userId: 'anon_f_fffffffff', chatId, messageId, content, clientMessageId, timestamp: NOW }, state);
    // PostgreSQL refuses U+0000 in text (the socket's validation refuses it first); here it stands for any row the database refuses.
    const [good, refused, other] = await Promise.allSettled([
      turn('fine', 'Hello', 'c1', 'msg_fine'),
      turn('refused', 'Hello\u0000', 'c2', 'msg_refused'),
      turn('other', 'Hello too', 'c3', 'msg_other'),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { created: true, messageId: 'msg_fine' } });
    expect(refused.status).toBe('rejected');
    expect(other).toMatchObject({ status: 'fulfilled', value: { created: true, messageId: 'msg_other' } });
    expect(await chats.messages('anon_f_fffffffff', 'refused')).toEqual([]);

    const resent = await turn('fine', 'Hello', 'c1', 'msg_fine_again');
    expect(resent).toEqual({ created: false, messageId: 'msg_fine', previous: state, lastMessageId: 'msg_fine' });
    expect((await chats.messages('anon_f_fffffffff', 'fine')).map((message) => message.messageId)).toEqual(['msg_fine']);
  });

  run('keeps the conversation state with the chat', async () => {
    const chats = new ChatStore(db);
    const state = analyzeUserMessage(initialConversationState('anon_s_sssssssss', 's', NOW), 'We need a HIPAA chatbot in 3 weeks', NOW);
    await chats.saveState('anon_s_sssssssss', 'state-chat', state, NOW);
    expect(await chats.getState('anon_s_sssssssss', 'state-chat')).toEqual(state);
    expect(await chats.getState('anon_other_sssssssss', 'state-chat')).toBeNull();
  });

  run('returns the stored state and the newest messages with a new message, in one call', async () => {
    const chats = new ChatStore(db);
    const userId = 'anon_h_hhhhhhhhh';
    const blank = initialConversationState(userId, 's', NOW);
    for (let i = 1; i <= 3; i += 1)
      await chats.addUserMessage({ userId, chatId: 'window', content: `question ${i}`, timestamp: NOW + i }, blank);
    const state = analyzeUserMessage(blank, 'We need a HIPAA chatbot', NOW);
    await chats.saveState(userId, 'window', state, NOW + 4);
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
    expect(
      (
        await chats.addUserMessage({ userId: 'anon_other_hhhhhhhhh', chatId: 'window', content: 'mine', timestamp: NOW }, blank, 3)
      ).history.map((message) => message.content),
    ).toEqual(['mine']);
  });

  run('records a chat lead once and updates it, and links a form lead to the chat score', async () => {
    const leads = new LeadStore(db, () => NOW);
    const chats = new ChatStore(db);
    let state = analyzeUserMessage(initialConversationState('anon_l_lllllllll', 's', NOW), 'Write to me: lead@bank.example', NOW);
    await chats.saveState('anon_l_lllllllll', 'lead-chat', state, NOW);
    const first = await leads.upsertChatLead('anon_l_lllllllll', 'lead-chat', state);
    state = analyzeUserMessage(state, 'Budget is $50k', NOW);
    await chats.saveState('anon_l_lllllllll', 'lead-chat', state, NOW);
    const second = await leads.upsertChatLead('anon_l_lllllllll', 'lead-chat', state);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.lead).toMatchObject({
      leadId: first.lead.leadId,
      email: 'lead@bank.example',
      budget: 'stated',
      leadStage: 'qualified',
      leadScore: state.qualification.score,
    });
    expect(await leads.chatQualification('anon_l_lllllllll')).toEqual({ leadScore: state.qualification.score, leadStage: 'qualified' });
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

    const exported = await exportUserData(mine.userId, chats, leads, NOW);
    expect(exported.chats).toEqual([{ chatId: 'x', updatedAt: NOW, messages: [expect.objectContaining({ content: 'my secret' })] }]);
    expect(exported.leads).toHaveLength(1);

    expect(await deleteUserData(db, mine.userId)).toEqual({ deletedChats: 1, deletedLeads: 1 });
    expect(await chats.messages(mine.userId, 'x')).toEqual([]);
    expect(await leads.forUser(mine.userId)).toEqual([]);
    expect(await sessions.touch(mine.sessionId, mine.userId)).toEqual({ status: 'unknown' });
    expect((await chats.messages(other.userId, 'x')).map((m) => m.content)).toEqual(['their secret']);
  });

  run('deletes chats and leads older than the retention period', async () => {
    const chats = new ChatStore(db);
    const leads = new LeadStore(db, () => NOW - 200 * DAY_MS);
    const sessions = new SessionStore(db, () => NOW);
    const blank = initialConversationState('anon_old_ooooooooo', 's', NOW);
    await chats.addUserMessage({ userId: 'anon_old_ooooooooo', chatId: 'old', content: 'long ago', timestamp: NOW - 200 * DAY_MS }, blank);
    await chats.addUserMessage({ userId: 'anon_old_ooooooooo', chatId: 'recent', content: 'yesterday', timestamp: NOW - DAY_MS }, blank);
    await leads.upsertChatLead('anon_old_ooooooooo', 'old', analyzeUserMessage(blank, 'old@example.com', NOW));
    const result = await runCleanup({ sessions, chats, leads: new LeadStore(db, () => NOW), retentionDays: 180, now: NOW });
    expect(result.chats).toBeGreaterThanOrEqual(1);
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(await chats.listChats('anon_old_ooooooooo')).toEqual([{ chatId: 'recent', updatedAt: NOW - DAY_MS }]);
    expect(await leads.forUser('anon_old_ooooooooo')).toEqual([]);
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
