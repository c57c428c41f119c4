import { cycleStanding, isPastCycle } from "../fact-cycles.ts";
import { sql, type Selectable } from "kysely";
import { containsPattern } from "../../platform/index.ts";
import { db } from "./db.ts";
import type { ProgrammeFeeRow, ProgrammeLevel, ProgrammeSourceRow, ProgrammesTable } from "./tables.ts";

/** A programme as pages show it: every published fact, null (or empty) where none is. */
export interface ProgrammeView {
  id: string;
  schoolId: string;
  name: string;
  slug: string;
  level: ProgrammeLevel | null;
  fields: string[];
  duration: { months: number; text: string } | null;
  startMonths: number[];
  cxcPrerequisites: string | null;
  fee: ProgrammeFeeRow | null;
  source: ProgrammeSourceRow | null;
  isActive: boolean;
}

/** A programme with the school that teaches it: what pathway pages, search and the `/schools` facets read. */
export interface ProgrammeWithSchool extends ProgrammeView {
  schoolName: string;
  schoolSlug: string;
  destinationId: string;
}

function programmeView(row: Selectable<ProgrammesTable>): ProgrammeView {
  return {
    id: row.id,
    schoolId: row.school_id,
    name: row.name,
    slug: row.slug,
    level: row.level,
    fields: row.fields,
    duration: row.duration_months !== null && row.duration_text !== null ? { months: row.duration_months, text: row.duration_text } : null,
    startMonths: row.start_months,
    cxcPrerequisites: row.cxc_prerequisites,
    fee: row.fee,
    source: row.source,
    isActive: row.is_active,
  };
}

/** Active programmes of active schools, with their school. */
function activeWithSchools() {
  return db()
    .selectFrom("programmes")
    .innerJoin("schools", "schools.id", "programmes.school_id")
    .where("programmes.is_active", "=", true)
    .where("schools.is_active", "=", true)
    .selectAll("programmes")
    .select(["schools.name as school_name", "schools.slug as school_slug", "schools.destination_id"]);
}

type RowWithSchool = Selectable<ProgrammesTable> & { school_name: string; school_slug: string; destination_id: string };

const withSchool = (row: RowWithSchool): ProgrammeWithSchool => ({
  ...programmeView(row),
  schoolName: row.school_name,
  schoolSlug: row.school_slug,
  destinationId: row.destination_id,
});

/** Every active programme of an active school, by school then name: for search and the `/schools` field-of-study facet. */
export async function listProgrammes(): Promise<ProgrammeWithSchool[]> {
  const rows = await activeWithSchools().orderBy("schools.name").orderBy("programmes.name").orderBy("programmes.id").execute();
  return rows.map(withSchool);
}

/**
 * Each school's fields of study as its active programmes name them, one row
 * per school: what /schools facets on, without reading 20,000 records whole.
 */
export async function programmeFieldsBySchool(): Promise<Map<string, string[]>> {
  const rows = await sql<{ school_id: string; fields: string[] }>`
    select school_id, array_agg(distinct field order by field) as fields
    from programmes cross join unnest(fields) as field
    where is_active
    group by school_id`.execute(db());
  return new Map(rows.rows.map((row) => [row.school_id, row.fields]));
}

/** A school's active programmes, by name: its page lists them. */
export async function programmesOfSchool(schoolId: string): Promise<ProgrammeView[]> {
  const rows = await db()
    .selectFrom("programmes")
    .selectAll()
    .where("school_id", "=", schoolId)
    .where("is_active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(programmeView);
}

/** The active programmes of a field of study (pathway slug) at active schools, by school then name: the pathway page lists them. */
export async function programmesInPathway(pathwaySlug: string): Promise<ProgrammeWithSchool[]> {
  const rows = await activeWithSchools()
    // Containment, so the fields' GIN index answers it.
    .where(sql<boolean>`programmes.fields @> array[${pathwaySlug}]::text[]`)
    .orderBy("schools.name")
    .orderBy("programmes.name")
    .orderBy("programmes.id")
    .execute();
  return rows.map(withSchool);
}

export const ADMIN_PROGRAMMES_PAGE_SIZE = 25;

export interface AdminProgrammeRow {
  id: string;
  name: string;
  slug: string;
  schoolName: string;
  schoolSlug: string;
  level: ProgrammeLevel | null;
  isActive: boolean;
  updatedAt: string;
}

/** The admin's programme list: every programme, active or not, searched by name, of one school or all, by school then name, 25 a page. */
export async function adminProgrammes(filter: { q?: string; schoolId?: string; page?: number }): Promise<{ rows: AdminProgrammeRow[]; total: number }> {
  let query = db().selectFrom("programmes").innerJoin("schools", "schools.id", "programmes.school_id");
  if (filter.q) query = query.where("programmes.name", "ilike", containsPattern(filter.q));
  if (filter.schoolId) query = query.where("programmes.school_id", "=", filter.schoolId);
  const page = Math.max(1, filter.page ?? 1);
  const [rows, count] = await Promise.all([
    query
      .select([
        "programmes.id",
        "programmes.name",
        "programmes.slug",
        "programmes.level",
        "programmes.is_active",
        "programmes.updated_at",
        "schools.name as school_name",
        "schools.slug as school_slug",
      ])
      .orderBy("schools.name")
      .orderBy("programmes.name")
      .orderBy("programmes.id")
      .limit(ADMIN_PROGRAMMES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PROGRAMMES_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      schoolName: row.school_name,
      schoolSlug: row.school_slug,
      level: row.level,
      isActive: row.is_active,
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(count.count),
  };
}

/** The schools a programme may belong to, by name: the admin's school filter and the form's school list. */
export async function programmeSchoolChoices(): Promise<{ id: string; name: string; slug: string }[]> {
  return db().selectFrom("schools").select(["id", "name", "slug"]).orderBy("name").execute();
}

/** The slugs a school's programmes already use: a new programme's slug is the first free one. */
export async function programmeSlugsOfSchool(schoolId: string): Promise<Set<string>> {
  const rows = await db().selectFrom("programmes").select("slug").where("school_id", "=", schoolId).execute();
  return new Set(rows.map((row) => row.slug));
}

/** Every programme's natural key (its school and name) and address: what an import's rows are matched against. */
export async function programmeKeys(): Promise<{ id: string; schoolId: string; name: string; slug: string }[]> {
  const rows = await db().selectFrom("programmes").select(["id", "school_id", "name", "slug"]).execute();
  return rows.map((row) => ({ id: row.id, schoolId: row.school_id, name: row.name, slug: row.slug }));
}

/** A fee as a page shows it on `today`: `past` when the year it is for has gone (named as such, never as today's fee). */
export function datedFee<Fee extends { cycle: string | null }>(fee: Fee | null, today: string): (Fee & { past: boolean }) | null {
  return fee && { ...fee, past: fee.cycle !== null && isPastCycle(cycleStanding({ cycle: fee.cycle, olderPage: false }, today)) };
}
