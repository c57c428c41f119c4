import { sql } from "kysely";
import { catalogue, destinationById } from "../catalog/index.ts";
import { db } from "./db.ts";
import type { DirectoryDataset, DirectoryFigures, MoneyFigure } from "./schemas.ts";
import type { InstitutionControl, InstitutionType } from "./tables.ts";

/** An entry as the schools index lists it (issue 27 item 2). */
export interface DirectoryIndexEntry {
  id: string;
  slug: string;
  name: string;
  destinationId: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** State or province as the source gives it (a US state's postal code: `browser.ts` regionName spells it out). */
  region: string | null;
  city: string | null;
  type: InstitutionType | null;
  control: InstitutionControl | null;
  website: string | null;
  /**
   * A year's cost as the source gives it: the out-of-state tuition and fees
   * (the Scorecard has no international rate; it is the closest to what a
   * Caribbean student pays), with its year and source; null where not given.
   */
  yearlyCost: (MoneyFigure & { label: string }) | null;
  /** Admitted ÷ applied, 0 to 1, with its year and source; null where not given. */
  admissionRate: { rate: number; year: string; source: string } | null;
}

/** What the index's yearly cost is, in words. */
export const YEARLY_COST_LABEL = "Out-of-state tuition and fees";

/** An entry as its own page shows it. */
export interface DirectoryEntryView {
  id: string;
  slug: string;
  name: string;
  destinationId: string;
  countryCode: string;
  country: string;
  region: string | null;
  city: string | null;
  website: string | null;
  applicationUrl: string | null;
  type: InstitutionType | null;
  control: InstitutionControl | null;
  figures: DirectoryFigures;
  dataset: DirectoryDataset;
  profiledSchoolId: string | null;
  /** The day it was first imported, YYYY-MM-DD (UTC). */
  importedOn: string;
  /** The day a newer file last changed it, YYYY-MM-DD (UTC). */
  updatedOn: string;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

function activeEntries() {
  return db().selectFrom("directory_entries").where("is_active", "=", true);
}

/** Every active entry that is not a profiled school, by name: what the schools index lists beside the profiled schools. */
export async function listedDirectoryEntries(): Promise<DirectoryIndexEntry[]> {
  const rows = await activeEntries()
    .where("profiled_school_id", "is", null)
    .select([
      "id",
      "slug",
      "name",
      "destination_id",
      "country_code",
      "region",
      "city",
      "type",
      "control",
      "website",
      sql<MoneyFigure | null>`figures -> 'tuitionOutOfState'`.as("tuition_out_of_state"),
      sql<DirectoryFigures["admissionRate"]>`figures -> 'admissionRate'`.as("admission_rate"),
    ])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    destinationId: row.destination_id,
    countryCode: row.country_code,
    region: row.region,
    city: row.city,
    type: row.type,
    control: row.control,
    website: row.website,
    yearlyCost: row.tuition_out_of_state ? { ...row.tuition_out_of_state, label: YEARLY_COST_LABEL } : null,
    admissionRate: row.admission_rate,
  }));
}

/** An active entry by its slug, listed or linked to a profiled school; null when none has it. */
export async function directoryEntryBySlug(slug: string): Promise<DirectoryEntryView | null> {
  const row = await activeEntries().selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    destinationId: row.destination_id,
    countryCode: row.country_code,
    country: row.country,
    region: row.region,
    city: row.city,
    website: row.website,
    applicationUrl: row.application_url,
    type: row.type,
    control: row.control,
    figures: row.figures,
    dataset: row.dataset,
    profiledSchoolId: row.profiled_school_id,
    importedOn: day(row.created_at),
    updatedOn: day(row.updated_at),
  };
}

/** What `/schools/{slug}` shows for a slug no profiled school has: a listed entry, the profiled school a linked entry is, or nothing. */
export type DirectoryPage =
  { kind: "entry"; entry: DirectoryEntryView; destination: { name: string; slug: string } | null } | { kind: "profiled"; schoolSlug: string };

export async function directoryPageBySlug(slug: string): Promise<DirectoryPage | null> {
  const entry = await directoryEntryBySlug(slug);
  if (!entry) return null;
  if (entry.profiledSchoolId === null) {
    const destination = await destinationById(entry.destinationId);
    return { kind: "entry", entry, destination: destination && { name: destination.name, slug: destination.slug } };
  }
  const school = (await catalogue()).schools.find((each) => each.id === entry.profiledSchoolId);
  return school ? { kind: "profiled", schoolSlug: school.slug } : null;
}

export interface DirectoryCounts {
  /** Active entries listed on their own (not profiled schools). */
  listed: number;
  /** Active entries that are profiled schools. */
  linkedToProfiled: number;
  /** Listed entries per destination id. */
  listedByDestination: Record<string, number>;
}

export async function directoryCounts(): Promise<DirectoryCounts> {
  const rows = await activeEntries()
    .select(["destination_id", sql<boolean>`profiled_school_id is not null`.as("linked"), (eb) => eb.fn.countAll<string>().as("count")])
    .groupBy(["destination_id", sql`profiled_school_id is not null`])
    .execute();
  const counts: DirectoryCounts = { listed: 0, linkedToProfiled: 0, listedByDestination: {} };
  for (const row of rows) {
    const count = Number(row.count);
    if (row.linked) counts.linkedToProfiled += count;
    else {
      counts.listed += count;
      counts.listedByDestination[row.destination_id] = (counts.listedByDestination[row.destination_id] ?? 0) + count;
    }
  }
  return counts;
}
