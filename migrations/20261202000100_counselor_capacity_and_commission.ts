import { sql, type Kysely } from "kysely";

/**
 * A counselor's capacity (open requests taken at once) and any commission
 * they disclosed (decision 0041), null when not set. Events before this read
 * as null too (the v1 upcaster), so existing rows are already right and the
 * counselors projection needs no rebuild.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table counselors add column capacity integer, add column commission_disclosure text`.execute(db);
}
