import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Schools' verified tuition, living-cost and application-fee amounts, flat for the
  // financial planner. The catalog projection's rebuild fills it.
  await sql`alter table schools add column cost_amounts jsonb not null default '[]'::jsonb`.execute(db);
}
