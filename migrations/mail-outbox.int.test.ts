import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, sharedDatabase } from "../modules/platform/index.ts";
import { up } from "./20261123200000_mail_outbox.ts";

afterAll(async () => {
  await closeDatabase();
});

const columns = async () =>
  (
    await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = 'email_outbox' order by ordinal_position`.execute(sharedDatabase())
  ).rows;

describe("the mail migration owns email_outbox", () => {
  it("changes nothing and keeps every row where the counseling migration already made the table", async () => {
    await sql`insert into email_outbox (id, "to", subject, text, html, created_at) values ('event-1:student', 'a@example.com', 'Hi', 'Hi', '<p>Hi</p>', now())`.execute(
      sharedDatabase(),
    );
    const before = await columns();
    await up(sharedDatabase());
    expect(await columns()).toEqual(before);
    const rows = await sql<{ id: string }>`select id from email_outbox`.execute(sharedDatabase());
    expect(rows.rows.map((row) => row.id)).toEqual(["event-1:student"]);
    const comment = await sql<{ comment: string }>`select obj_description('email_outbox'::regclass) as comment`.execute(sharedDatabase());
    expect(comment.rows[0]?.comment).toMatch(/mail module/);
  });

  it("creates the same table where it is missing", async () => {
    // Later migrations add their own columns (20261125000210: attachments; 20261127000100: the provider's answer, and
    // text and html nullable; 20261129000710: about): compare the names and types of the ones this migration owns.
    const owned = (rows: Awaited<ReturnType<typeof columns>>) =>
      rows
        .filter((column) => !["attachments", "provider_message_id", "provider_error", "provider_answered_at", "about"].includes(column.column_name))
        .map(({ column_name, data_type }) => ({ column_name, data_type }));
    const before = owned(await columns());
    await sql`drop table email_outbox`.execute(sharedDatabase());
    await up(sharedDatabase());
    expect(owned(await columns())).toEqual(before);
    expect(before.map((column) => column.column_name)).toEqual(["id", "to", "subject", "text", "html", "created_at"]);
  });
});
