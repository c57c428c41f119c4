import { sql, type Kysely } from "kysely";

/**
 * The admin's consultation inbox: each request carries its stream's version, so
 * a status or assignment form read before someone else's change is refused as
 * stale. Every request so far has exactly one event (ConsultationRequested).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table consultation_requests add column version integer not null default 1`.execute(db);
  // The inbox lists newest first, filtered by status.
  await sql`create index consultation_requests_status_requested on consultation_requests (status, requested_at desc)`.execute(db);
}
