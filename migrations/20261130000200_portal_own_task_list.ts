import { sql, type Kysely } from "kysely";

/**
 * A student's own task list (decision 0032): their list, "My tasks", is a row
 * of student_checklists with no template. The checklists projection's version
 * goes up with this.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table student_checklists alter column template_id drop not null`.execute(db);
}
