import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table events (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      event_id uuid not null unique,
      stream_id text not null,
      stream_version integer not null check (stream_version > 0),
      event_type text not null,
      schema_version integer not null check (schema_version > 0),
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, stream_version)
    )`.execute(db);
  await sql`create index events_read_order on events (transaction_id, global_position)`.execute(db);
  await sql`create index events_type on events (event_type)`.execute(db);
  // Events are facts: the table is append-only, enforced by the database itself.
  await sql`
    create function events_are_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only: % is not allowed', tg_op;
    end $$`.execute(db);
  await sql`
    create trigger events_append_only before update or delete on events
    for each row execute function events_are_append_only()`.execute(db);

  await sql`
    create table projection_checkpoints (
      name text primary key,
      transaction_id xid8 not null default '0',
      global_position bigint not null default 0,
      updated_at timestamptz not null default now(),
      last_error text,
      last_error_position bigint,
      failed_at timestamptz
    )`.execute(db);
}
