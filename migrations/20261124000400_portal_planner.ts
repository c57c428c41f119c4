import { sql, type Kysely } from "kysely";

/** The planner's tables (portal module, planner and boards areas): rates, each student's choices, up-front costs, vision boards. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table exchange_rates (
      currency text not null,
      as_of date not null,
      units_per_usd double precision not null,
      source_url text not null,
      note text,
      recorded_at timestamptz not null,
      primary key (currency, as_of)
    )`.execute(db);
  await sql`
    create table student_planners (
      user_id text primary key,
      local_currency text,
      flight_estimate double precision,
      flight_currency text,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table upfront_costs (
      id text primary key,
      destination_id text not null,
      school_id text,
      kind text not null,
      label text not null,
      currency text,
      amount double precision,
      per text not null,
      source_url text,
      as_of date not null,
      note text,
      position integer not null
    )`.execute(db);
  await sql`
    create table vision_boards (
      id text primary key,
      user_id text not null,
      title text not null,
      description text,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index vision_boards_user_id on vision_boards (user_id, created_at)`.execute(db);
  await sql`
    create table vision_board_items (
      board_id text not null,
      position integer not null,
      user_id text not null,
      text text not null,
      link text,
      primary key (board_id, position)
    )`.execute(db);
  await sql`create index vision_board_items_user_id on vision_board_items (user_id)`.execute(db);
}
