import { containsPattern } from "../platform/index.ts";
import { db } from "./db.ts";
import { OPEN_CONSULTATION_STATUSES } from "./events.ts";

export const ADMIN_COUNSELOR_STATUSES = ["all", "active", "inactive"] as const;
export type AdminCounselorStatus = (typeof ADMIN_COUNSELOR_STATUSES)[number];

export interface AdminCounselorFilter {
  /** Searched in the name, title and email. */
  q?: string;
  status?: AdminCounselorStatus;
  page?: number;
}

export interface AdminCounselorRow {
  id: string;
  name: string;
  title: string;
  isActive: boolean;
  isFeatured: boolean;
  isSample: boolean;
  capacity: number | null;
  /** Their pending, contacted and scheduled requests: what the capacity is measured against. */
  openRequests: number;
  updatedAt: string;
}

export const ADMIN_COUNSELORS_PAGE_SIZE = 20;

/** The admin's counselor list: every counselor, active or not, searched and filtered (AND), by name, 20 a page. */
export async function adminCounselors(filter: AdminCounselorFilter): Promise<{ rows: AdminCounselorRow[]; total: number }> {
  let query = db().selectFrom("counselors");
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("title", "ilike", pattern), eb("email", "ilike", pattern)]));
  }
  if (filter.status === "active") query = query.where("is_active", "=", true);
  if (filter.status === "inactive") query = query.where("is_active", "=", false);
  const page = Math.max(1, filter.page ?? 1);
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        "counselors.id",
        "counselors.name",
        "counselors.title",
        "counselors.is_active",
        "counselors.is_featured",
        "counselors.is_sample",
        "counselors.capacity",
        "counselors.updated_at",
        eb
          .selectFrom("consultation_requests")
          .select((inner) => inner.fn.countAll<string>().as("count"))
          .whereRef("consultation_requests.counselor_id", "=", "counselors.id")
          .where("consultation_requests.status", "in", OPEN_CONSULTATION_STATUSES)
          .as("open_requests"),
      ])
      .orderBy("counselors.name")
      .orderBy("counselors.id")
      .limit(ADMIN_COUNSELORS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_COUNSELORS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      isActive: row.is_active,
      isFeatured: row.is_featured,
      isSample: row.is_sample,
      capacity: row.capacity,
      openRequests: Number(row.open_requests ?? 0),
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(count.count),
  };
}
