import { sql, type Kysely } from "kysely";

/** The portal's events area: our programme of events, students' registrations, and calendar-feed link generations. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table exclusive_events (
      id text primary key,
      title text not null,
      description text not null,
      type text not null,
      starts_at timestamptz not null,
      duration_minutes integer not null,
      presenter text not null,
      presenter_title text not null,
      max_attendees integer,
      registered_count integer not null,
      tags jsonb not null,
      meeting_link text,
      recording_url text
    )`.execute(db);
  await sql`create index exclusive_events_starts_at on exclusive_events (starts_at)`.execute(db);
  await sql`
    create table event_registrations (
      id text primary key,
      event_id text not null,
      user_id text not null,
      registered_at timestamptz not null,
      unique (event_id, user_id)
    )`.execute(db);
  await sql`create index event_registrations_user_id on event_registrations (user_id)`.execute(db);
  await sql`
    create table calendar_feeds (
      user_id text primary key,
      generation integer not null,
      reset_at timestamptz not null
    )`.execute(db);
}
