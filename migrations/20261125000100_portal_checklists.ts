import { sql, type Kysely } from "kysely";

/** The checklist library and students' own checklists (owned by modules/portal/checklists). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table checklist_templates (
      id text primary key,
      title text not null,
      description text not null,
      category text not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table checklist_template_tasks (
      id text primary key,
      template_id text not null,
      position integer not null,
      title text not null,
      description text,
      priority text not null,
      category text not null,
      due_offset_days integer
    )`.execute(db);
  await sql`create index checklist_template_tasks_template on checklist_template_tasks (template_id, position)`.execute(db);
  await sql`
    create table student_checklists (
      id text primary key,
      user_id text not null,
      template_id text not null,
      title text not null,
      description text not null,
      category text not null,
      activated_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index student_checklists_user on student_checklists (user_id, activated_at)`.execute(db);
  await sql`
    create table student_checklist_tasks (
      id text primary key,
      checklist_id text not null,
      user_id text not null,
      position integer not null,
      title text,
      description text,
      priority text not null,
      category text not null,
      due_date text,
      is_custom boolean not null,
      completed boolean not null,
      completed_at timestamptz
    )`.execute(db);
  await sql`create index student_checklist_tasks_user on student_checklist_tasks (user_id, checklist_id, position)`.execute(db);
}
