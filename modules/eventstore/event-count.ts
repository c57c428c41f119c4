import { db } from "./db.ts";

/** Every stored event, committed or not yet under the readers' horizon: what a test compares to show a run wrote nothing. */
export async function storedEventCount(): Promise<number> {
  const row = await db()
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
