import { db, type Db } from "./db.ts";

/** One line of the admin dashboard's Active Scholarships. */
export interface AdminScholarshipSummary {
  id: string;
  title: string;
  provider: string;
  amount: string | null;
  currency: string;
  /** YYYY-MM-DD, or null for an ongoing scholarship. */
  deadline: string | null;
  isFeatured: boolean;
}

/** The first active scholarships (admin dashboard), in the order the admin list shows them: newest first. */
export async function adminActiveScholarships(limit = 5, database: Db = db()): Promise<AdminScholarshipSummary[]> {
  const rows = await database
    .selectFrom("scholarships")
    .select(["id", "title", "provider", "amount", "currency", "deadline", "is_featured"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    deadline: row.deadline,
    isFeatured: row.is_featured,
  }));
}

/** Every scholarship, active or not: the dashboard's stat card. */
export async function adminScholarshipCount(database: Db = db()): Promise<number> {
  const row = await database
    .selectFrom("scholarships")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many scholarships students can see (active, closed ones included): what the public pages' figures count. */
export async function activeScholarshipCount(database: Db = db()): Promise<number> {
  const row = await database
    .selectFrom("scholarships")
    .where("is_active", "=", true)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
