import { containsPattern } from "../platform/index.ts";
import { db } from "./db.ts";

export const ADMIN_SCHOOL_STATUSES = ["all", "active", "inactive", "featured"] as const;
export type AdminSchoolStatus = (typeof ADMIN_SCHOOL_STATUSES)[number];

export interface AdminSchoolFilter {
  /** Searched in the name and location. */
  q?: string;
  destinationId?: string;
  status?: AdminSchoolStatus;
  page?: number;
}

export interface AdminSchoolRow {
  id: string;
  slug: string;
  name: string;
  destinationName: string;
  location: string | null;
  isActive: boolean;
  isFeatured: boolean;
  updatedAt: string;
}

export const ADMIN_SCHOOLS_PAGE_SIZE = 20;

/** The admin's school list: every school, active or not, searched and filtered (AND), by name, 20 a page. */
export async function adminSchools(filter: AdminSchoolFilter): Promise<{ rows: AdminSchoolRow[]; total: number }> {
  let query = db().selectFrom("schools").innerJoin("destinations", "destinations.id", "schools.destination_id");
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([eb("schools.name", "ilike", pattern), eb(eb.ref("schools.profile", "->>").key("location"), "ilike", pattern)]));
  }
  if (filter.destinationId) query = query.where("schools.destination_id", "=", filter.destinationId);
  if (filter.status === "active") query = query.where("schools.is_active", "=", true);
  if (filter.status === "inactive") query = query.where("schools.is_active", "=", false);
  if (filter.status === "featured") query = query.where("schools.is_featured", "=", true);
  const page = Math.max(1, filter.page ?? 1);
  const [rows, count] = await Promise.all([
    query
      .select([
        "schools.id",
        "schools.slug",
        "schools.name",
        "destinations.name as destinationName",
        (eb) => eb.ref("schools.profile", "->>").key("location").as("location"),
        "schools.is_active",
        "schools.is_featured",
        "schools.updated_at",
      ])
      .orderBy("schools.name")
      .orderBy("schools.id")
      .limit(ADMIN_SCHOOLS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_SCHOOLS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      destinationName: row.destinationName,
      location: typeof row.location === "string" ? row.location : null,
      isActive: row.is_active,
      isFeatured: row.is_featured,
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(count.count),
  };
}
