import { db, type Db } from "./db.ts";

/** How many destinations and pathways the catalogue holds: the admin dashboard's stat cards. */
export async function adminCatalogCounts(database: Db = db()): Promise<{ destinations: number; pathways: number }> {
  const [destinations, pathways] = await Promise.all([
    database
      .selectFrom("destinations")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("pathways")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { destinations: Number(destinations.count), pathways: Number(pathways.count) };
}

/** How many schools students can open today (active): what the home page's "universities listed" counts. */
export async function activeSchoolCount(database: Db = db()): Promise<number> {
  const row = await database
    .selectFrom("schools")
    .where("is_active", "=", true)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
