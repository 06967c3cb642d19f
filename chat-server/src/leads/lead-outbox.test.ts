/**
 * Durable lead hand-over (issue 13): a lead whose webhook keeps failing stays
 * in the outbox and is sent by the hourly sweep; pending deliveries survive a
 * shutdown and go out at the next start. Every attempt of one delivery carries
 * the same Idempotency-Key and a valid HMAC signature.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactLead } from '@agency/chat-protocol';
import type { Scheduler } from '../shared/scheduler.js';
import { dropSchema, POSTGRES_AVAILABLE, TEST_DATABASE_URL, uniqueSchema } from '../test-support/postgres.js';
import { postJson, startTestServer } from '../test-support/test-server.js';
import { startWebhookSink, type Delivery, type WebhookSink } from '../test-support/webhook-sink.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  OUTBOX_SWEEP_INTERVAL_MS,
  WEBHOOK_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from './lead-webhook.js';

const SECRET = 'outbox-test-webhook-secret';

const lead: ContactLead = {
  name: 'Katherine Johnson',
  companyName: 'Orbits Ltd',
  email: 'katherine@orbits.example',
  phone: '',
  AiDev: false,
  uiDev: true,
  cloudDev: false,
  ecommerceDev: false,
  budget1: false,
  budget2: false,
  budget3: true,
  tellUsMore: '',
};

/** Runs the periodic tasks only when the test says so. */
function manualScheduler(): Scheduler & { tick(intervalMs: number): void } {
  const tasks: Array<{ intervalMs: number; task: () => void }> = [];
  return {
    every(intervalMs, task) {
      const entry = { intervalMs, task };
      tasks.push(entry);
      return () => void tasks.splice(tasks.indexOf(entry), 1);
    },
    tick(intervalMs) {
      for (const entry of tasks.filter((candidate) => candidate.intervalMs === intervalMs)) entry.task();
    },
  };
}

function expectSigned(delivery: Delivery): void {
  const timestamp = delivery.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()] as string;
  const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  expect(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(expected);
}

/** The same behaviour on the embedded database and on a PostgreSQL server (claims use `for update skip locked`). */
const databases: Array<[string, () => Record<string, string>]> = [['PGlite', () => ({})]];
if (POSTGRES_AVAILABLE) databases.push(['PostgreSQL', () => ({ DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema })]);
let schema = '';

describe.each(databases)('on %s', (_name, databaseEnv) => {
  let sink: WebhookSink;
  beforeEach(async () => {
    sink = await startWebhookSink();
    schema = uniqueSchema();
  });
  afterEach(async () => {
    await sink.close();
    if (POSTGRES_AVAILABLE) await dropSchema(schema);
  });

  it('keeps a lead whose delivery failed every attempt and sends it with the next hourly sweep, once', async () => {
    const scheduler = manualScheduler();
    const server = await startTestServer(
      { ...databaseEnv(), LEAD_WEBHOOK_URL: sink.url, LEAD_WEBHOOK_SECRET: SECRET, LEAD_WEBHOOK_RETRY_MS: '1' },
      { scheduler },
    );
    try {
      sink.status = 503;
      const posted = await postJson(server.url, '/api/message', lead);
      expect(posted.status).toBe(201);
      await server.webhook!.settle();
      expect(sink.deliveries).toHaveLength(WEBHOOK_ATTEMPTS);

      sink.status = 204;
      scheduler.tick(OUTBOX_SWEEP_INTERVAL_MS);
      const [delivered] = await sink.accepted(1);
      await server.webhook!.settle();

      const keys = new Set(sink.deliveries.map((delivery) => delivery.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]));
      expect(keys.size).toBe(1);
      expectSigned(delivered!);
      const body = JSON.parse(delivered!.body) as { idempotencyKey: string; event: string; lead: { leadId: string; email: string } };
      expect(body).toMatchObject({
        event: 'lead.contact_form',
        idempotencyKey: [...keys][0],
        lead: { leadId: (posted.body.data as { leadId: string }).leadId, email: lead.email },
      });
      // Every attempt sent the same body, so the receiver can drop repeats by the key.
      expect(new Set(sink.deliveries.map((delivery) => delivery.body)).size).toBe(1);
      const [row] = await server.db.query<{ delivered_at: string | null }>('select delivered_at from leads where lead_id = $1', [
        body.lead.leadId,
      ]);
      expect(row!.delivered_at).not.toBeNull();

      scheduler.tick(OUTBOX_SWEEP_INTERVAL_MS);
      await server.webhook!.settle();
      expect(sink.deliveries).toHaveLength(WEBHOOK_ATTEMPTS + 1);
    } finally {
      await server.stop();
    }
  });

  it('keeps pending deliveries through a shutdown and sends them at the next start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-server-outbox-'));
    const env = {
      ...databaseEnv(),
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: sink.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_RETRY_MS: '60000',
    };
    try {
      sink.status = 503;
      const first = await startTestServer(env, { memoryDatabase: false, scheduler: manualScheduler() });
      const posted = await postJson(first.url, '/api/message', lead);
      expect(posted.status).toBe(201);
      // The first attempt failed; the next one waits a minute, and the server stops meanwhile.
      await sink.received(1);
      await first.close();

      sink.status = 204;
      const second = await startTestServer(env, { memoryDatabase: false, scheduler: manualScheduler() });
      try {
        const [delivered] = await sink.accepted(1);
        expectSigned(delivered!);
        expect(delivered!.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe(
          sink.deliveries[0]!.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
        );
        expect(JSON.parse(delivered!.body)).toMatchObject({ lead: { leadId: (posted.body.data as { leadId: string }).leadId } });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
