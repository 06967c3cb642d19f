/**
 * Schema migrations, applied in order once each. An advisory lock keeps two
 * chat-server nodes starting together from applying the same step twice.
 * Times are epoch milliseconds (bigint), the unit of the protocol.
 */
import type { Database } from './database.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions, chats, messages, leads',
    sql: `
      create table sessions (
        session_id text primary key,
        user_id text not null,
        created_at bigint not null,
        last_active_at bigint not null
      );
      create index sessions_user_idx on sessions (user_id);

      create table chats (
        user_id text not null,
        chat_id text not null,
        created_at bigint not null,
        updated_at bigint not null,
        context jsonb not null,
        primary key (user_id, chat_id)
      );
      create index chats_updated_idx on chats (updated_at);

      create table messages (
        message_id text primary key,
        user_id text not null,
        chat_id text not null,
        seq bigserial not null,
        role text not null check (role in ('system', 'assistant', 'user')),
        content text not null,
        timestamp bigint not null,
        client_message_id text,
        usage jsonb,
        lead_score integer,
        intent text,
        extracted_data jsonb,
        processing_time integer,
        stopped boolean not null default false,
        foreign key (user_id, chat_id) references chats (user_id, chat_id) on delete cascade
      );
      create index messages_chat_idx on messages (user_id, chat_id, seq);
      create unique index messages_client_id_idx on messages (user_id, chat_id, client_message_id) where client_message_id is not null;

      create table leads (
        lead_id text primary key,
        source text not null check (source in ('chat', 'contact_form')),
        user_id text,
        chat_id text,
        created_at bigint not null,
        updated_at bigint not null,
        name text,
        company_name text,
        email text,
        phone text,
        services jsonb not null default '[]',
        budget text,
        details text,
        lead_score integer,
        lead_stage text,
        data jsonb not null default '{}'
      );
      create unique index leads_chat_idx on leads (user_id, chat_id) where source = 'chat';
      create index leads_user_idx on leads (user_id);
      create index leads_created_idx on leads (created_at);
    `,
  },
  {
    version: 2,
    name: 'lead hand-over to sales (webhook delivery)',
    sql: `
      alter table leads add column delivered_at bigint;
      alter table leads add column delivery_attempts integer not null default 0;
    `,
  },
  {
    version: 3,
    name: 'lead outbox: deliveries not yet accepted by the webhook',
    sql: `
      create table lead_outbox (
        delivery_id text primary key,
        lead_id text not null references leads (lead_id) on delete cascade,
        event text not null,
        body text not null,
        created_at bigint not null,
        attempts integer not null default 0,
        next_attempt_at bigint not null,
        last_error text
      );
      create index lead_outbox_due_idx on lead_outbox (next_attempt_at);
      create index lead_outbox_lead_idx on lead_outbox (lead_id);
    `,
  },
  {
    version: 4,
    name: 'sales inbox: staff accounts, their sessions, the audit log',
    sql: `
      create table staff_users (
        staff_id text primary key,
        email text not null unique,
        display_name text not null,
        role text not null check (role in ('admin', 'agent')),
        password_hash text not null,
        disabled boolean not null default false,
        created_at bigint not null
      );

      create table staff_sessions (
        session_hash text primary key,
        staff_id text not null references staff_users (staff_id) on delete cascade,
        created_at bigint not null,
        expires_at bigint not null
      );
      create index staff_sessions_staff_idx on staff_sessions (staff_id);

      create table staff_audit_log (
        audit_id bigserial primary key,
        at bigint not null,
        actor_id text,
        actor_email text,
        action text not null,
        target text
      );
      create index staff_audit_log_at_idx on staff_audit_log (at);

      create function staff_audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'the audit log is append-only'; end
      $$;
      create trigger staff_audit_log_no_change before update or delete on staff_audit_log
        for each row execute function staff_audit_log_append_only()
    `,
  },
  {
    version: 5,
    name: 'sales inbox: a person takes a chat over; authored messages and notices',
    sql: `
      alter table chats add column held_by text;
      alter table chats add column held_by_name text;
      alter table messages add column author jsonb;
      alter table messages add column notice text
    `,
  },
  {
    version: 6,
    name: 'consultations booked in the chat: one booking per slot and per visitor',
    sql: `
      create table bookings (
        booking_id text primary key,
        user_id text not null,
        chat_id text not null,
        starts_at bigint not null,
        ends_at bigint not null,
        email text not null,
        status text not null,
        created_at bigint not null,
        cancelled_at bigint,
        foreign key (user_id, chat_id) references chats (user_id, chat_id) on delete cascade
      );
      create unique index bookings_one_per_slot on bookings (starts_at) where status = 'booked';
      create unique index bookings_one_per_visitor on bookings (user_id) where status = 'booked'
    `,
  },
  {
    version: 7,
    name: 'audit log: an erased visitor is forgotten, the access is kept',
    sql: `
      create or replace function staff_audit_log_append_only() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and new.target = 'erased visitor' and old.target is not null
             and new.audit_id = old.audit_id and new.at = old.at and new.action = old.action
             and new.actor_id is not distinct from old.actor_id and new.actor_email is not distinct from old.actor_email then
            return new;
          end if;
          raise exception 'the audit log is append-only';
        end
      $$
    `,
  },
];

/** Any number that is the same on every node: the lock only guards migrations. */
const MIGRATION_LOCK_KEY = 80_050_001;

export async function runMigrations(database: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.query(
      `create table if not exists schema_migrations (version integer primary key, name text not null, applied_at bigint not null)`,
    );
    const done = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Parameterised queries take one statement each. Migrations hold no semicolons
 * inside literals; a function body between `$$` quotes keeps its own.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const part of sql.split(/(\$\$|;)/)) {
    if (part === '$$') inBody = !inBody;
    if (part === ';' && !inBody) {
      statements.push(current);
      current = '';
      continue;
    }
    current += part;
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
