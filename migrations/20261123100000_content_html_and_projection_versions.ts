import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Markdown rendered once at projection time; the projector's rebuild fills it.
  await sql`alter table destinations add column content_html text not null default ''`.execute(db);
  await sql`alter table pathways add column content_html text not null default ''`.execute(db);
  // The code version each projection's tables were built by; a new version triggers a rebuild.
  await sql`alter table projection_checkpoints add column version integer not null default 1`.execute(db);
}
