import { sql, type Kysely } from "kysely";

/**
 * Issue 23 item 5 (decision 0032): a student's own list, "My tasks", is a row
 * of student_checklists with no template. The checklists projection's version
 * goes up with this.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table student_checklists alter column template_id drop not null`.execute(db);
}
