import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { db } from "../../workers/database.ts";
import { seed, seedReferenceProblems } from "./index.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const by = { actor: "system", requestId: "seed-test" };

it("seeds the catalogue as events, and seeding again adds nothing", async () => {
  expect(seedReferenceProblems()).toEqual([]);
  const first = await seed(by);
  expect(first.destination).toEqual({ added: 11, revised: 0, unchanged: 0 });
  // Sixteen, and Nursing (issue 25), Architecture and Veterinary Medicine (issue 27 item 5).
  expect(first.pathway).toEqual({ added: 19, revised: 0, unchanged: 0 });
  expect(first.school.added).toBeGreaterThanOrEqual(24);
  // Every name in the schools' programme lists, as a record (issue 27 item 3).
  expect(first.programme).toEqual({ added: 245, revised: 0, unchanged: 0 });
  // The 25 first seeded, the 10 added from the scholarship facts of 2026-11-23, the 4 home-region awards added
  // from the scholarship cycles of 2026-11-27 (TSAP, JAMVAT, Jamaica's public-sector parents' grant, UWI Mona's awards),
  // and 8 more from both files (TSAP's scholarships and grant, the Annual Jamaica Scholarship, Fulbright for Jamaica,
  // for Trinidad and Tobago and Fulbright-Laspau, All Bahamas Merit and the Bahamas' National Merit).
  expect(first.scholarship).toEqual({ added: 47, revised: 0, unchanged: 0 });
  const eventsAfterFirst = await sql<{ count: number }>`select count(*)::int as count from events`.execute(db());

  const second = await seed(by);
  expect(Object.values(second).every((counts) => counts.added === 0 && counts.revised === 0)).toBe(true);
  const eventsAfterSecond = await sql<{ count: number }>`select count(*)::int as count from events`.execute(db());
  expect(eventsAfterSecond.rows[0]!.count).toBe(eventsAfterFirst.rows[0]!.count);
});

it("projects the spec's destination ids and slugs, and all nineteen pathways (Nursing added for issue 25, Architecture and Veterinary Medicine for issue 27)", async () => {
  await seed(by);
  const destinations = await db().selectFrom("destinations").select(["id", "slug", "is_caribbean"]).orderBy("id").execute();
  expect(destinations.map((row) => row.id).sort()).toEqual(
    [
      "dest_australia",
      "dest_bahamas",
      "dest_barbados",
      "dest_canada",
      "dest_eastern_caribbean",
      "dest_germany",
      "dest_ireland",
      "dest_jamaica",
      "dest_trinidad",
      "dest_uk",
      "dest_usa",
    ].sort(),
  );
  expect(destinations.find((row) => row.id === "dest_trinidad")?.slug).toBe("trinidad-tobago");
  expect(destinations.filter((row) => row.is_caribbean)).toHaveLength(5);
  const pathways = await db().selectFrom("pathways").select("slug").execute();
  expect(pathways.map((row) => row.slug).sort()).toEqual(
    [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "communications",
      "agriculture",
      "hospitality",
      "social-work",
      "sports",
      "aviation",
      "culinary",
      "fashion",
      "nursing",
      "architecture",
      "veterinary-medicine",
    ].sort(),
  );
  const schoolsPerDestination = await db()
    .selectFrom("schools")
    .select(["destination_id", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("destination_id")
    .execute();
  expect(schoolsPerDestination).toHaveLength(11);
});
