import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table student_profiles (
      user_id text primary key,
      personality_type text not null,
      preferred_destinations jsonb not null,
      career_interests jsonb not null,
      quiz_answers jsonb not null,
      quiz_completed_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
}
