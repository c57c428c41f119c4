import { sql, type Kysely } from "kysely";

/**
 * Personal-data erasure (decision 0029): a consultation request's sender fields are
 * erased with the sender's account or on an erasure request an admin carries
 * out. The inbox keeps the row, saying so (`erased_at`), with the name and
 * email gone; `sender_user_id` names the signed-in student who sent it, so
 * their account's deletion finds their requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table consultation_requests
      alter column student_name drop not null,
      alter column student_email drop not null,
      add column sender_user_id text,
      add column erased_at timestamptz
  `.execute(db);
  await sql`create index consultation_requests_sender on consultation_requests (sender_user_id) where sender_user_id is not null`.execute(db);
}
