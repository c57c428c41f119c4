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
