import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table expert_questions (
      id text primary key,
      user_id text not null,
      question text not null,
      category text,
      status text not null default 'pending',
      answer text,
      answered_by text,
      is_private boolean not null default true,
      asked_from text not null,
      submitted_at timestamptz not null,
      answered_at timestamptz
    )`.execute(db);
  await sql`create index expert_questions_user_submitted on expert_questions (user_id, submitted_at desc)`.execute(db);
  // The operator's list (and the admin inbox) reads the open ones.
  await sql`create index expert_questions_open on expert_questions (submitted_at) where status <> 'answered'`.execute(db);
}
