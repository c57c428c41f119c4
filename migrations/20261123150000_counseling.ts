import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table counselors (
      id text primary key,
      name text not null,
      title text not null,
      bio text not null,
      specializations text[] not null,
      experience text not null,
      education text not null,
      profile_image_url text,
      email text not null,
      phone text,
      available_hours text not null,
      languages text[] not null,
      is_active boolean not null,
      is_featured boolean not null,
      consultation_fee text not null,
      is_sample boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table consultation_requests (
      id text primary key,
      request_key text not null unique,
      counselor_id text not null,
      student_name text not null,
      student_email text not null,
      student_phone text,
      area_of_interest text not null,
      current_education_level text,
      preferred_contact_method text not null,
      message text,
      status text not null,
      requested_at timestamptz not null,
      responded_at timestamptz
    )`.execute(db);
  await sql`create index consultation_requests_counselor on consultation_requests (counselor_id, requested_at)`.execute(db);
  // Mail waiting to be sent (or, without RESEND_API_KEY, kept for operators and tests).
  // The id is "<event id>:<recipient role>", so an email is recorded once however often its event is delivered.
  await sql`
    create table email_outbox (
      id text primary key,
      "to" text not null,
      subject text not null,
      text text not null,
      html text not null,
      created_at timestamptz not null
    )`.execute(db);
}
