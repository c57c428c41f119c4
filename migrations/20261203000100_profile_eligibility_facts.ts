import { sql, type Kysely } from "kysely";

/**
 * The facts scholarship eligibility needs on a student's profile (issue 26):
 * citizenship (ISO 3166-1 alpha-2 or "other"), year of birth, years of
 * full-time work experience, and CXC results (a JSON list of
 * { exam, subject, grade }). Null or empty until the student states them;
 * the identity.profiles projection (version 2) fills them from ProfileUpdated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table user_profiles
      add column citizenship text,
      add column birth_year integer,
      add column work_experience_years integer,
      add column cxc_results jsonb not null default '[]'`.execute(db);
}
