import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seed } from "../../infra/seed/index.ts";
import { catalogProjection, importSchools, schoolBySlug, schoolForEditing, schoolHistory } from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue, countEventsAfter, eventStoreDb, START } from "../../modules/eventstore/index.ts";
import { userDisplayNames } from "../../modules/identity/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { main } from "./import.ts";

const today = "2026-11-28";
const options = (dryRun: boolean) => ({ dryRun, requestId: "import-test", today, importedBy: "operator", waitForReadTables: false });
const csv = (name: string, text: string) => ({ name, format: "csv" as const, text, source: "Test data set" });

const HEADER =
  "name,destination,description,website,pathways,tuition.text,tuition.cycle,tuition.sourceUrl,tuition.confidence,tuition.figures,applicationFee.checkUrl,applicationFee.checkedOn";
const GOOD = [
  HEADER,
  'Harbour Import College,Canada,A Study Compass test college.,https://harbour-import.example.edu/,medicine,"Tuition is CA$31,000 a year.",2027-28,https://harbour-import.example.edu/fees,official,"CAD 31,000 year",https://harbour-import.example.edu/apply,2026-11-27',
  // McGill is matched by its website's domain: only the columns given change.
  'McGill University,dest_canada,"McGill, in Montreal.",https://mcgill.ca,,,,,,,,',
].join("\n");

beforeAll(async () => {
  await seed({ actor: "system", requestId: "seed-import-test" });
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function eventCount() {
  return countEventsAfter(eventStoreDb(), START);
}

describe("importing schools", () => {
  it("a dry run and a real run of a file with a bad row report each problem with its line and column, and write nothing", async () => {
    const before = await eventCount();
    const bad = [
      HEADER,
      "Good Row College,Canada,Fine.,https://good-row.example.edu/,,,,,,,,",
      'Bad Row College,Atlantis,Bad.,https://bad-row.example.edu/,astrology,"About $40,000.",2027,,official,"USD 41,000 year",,',
      "Good Row College again,Canada,Same site.,https://www.good-row.example.edu/,,,,,,,,",
    ].join("\n");
    for (const dryRun of [true, false]) {
      const report = await importSchools(csv("bad.csv", bad), options(dryRun));
      expect(report.written).toBe(false);
      expect(report.rows.map((row) => [row.line, row.action])).toEqual([
        [2, "create"],
        [3, "invalid"],
        [4, "invalid"],
      ]);
      expect(report.rows[1]!.errors).toEqual([
        { field: "destination", message: "Name one of the site's destinations (its name, such as Canada, or its id)." },
        { field: "pathways", message: "Unknown pathways: astrology. Use the pathways' slugs, such as medicine." },
        { field: "destination", message: "Choose a destination from the list." },
      ]);
      expect(report.rows[2]!.errors).toEqual([{ field: "row", message: "Line 2 is the same school: keep one row per school." }]);
    }
    const figures = await importSchools(
      csv("figures.csv", [HEADER, 'Figure College,Canada,Fine.,https://figure.example.edu/,,"About $40,000.",2027,,official,"USD 41,000 year",,'].join("\n")),
      options(true),
    );
    expect(figures.rows[0]!.errors.map((error) => error.field)).toEqual(["tuition.sourceUrl", "tuition.figures"]);
    expect(await eventCount()).toBe(before);
  });

  it("imports every row with actor 'import' and the file in the metadata, a second run changes nothing, and JSON reads the same", async () => {
    const report = await importSchools(csv("schools-2027.csv", GOOD), options(false));
    expect(report.rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ["Harbour Import College", "create", []],
      ["McGill University", "revise", []],
    ]);
    await catchUp(catalogProjection);
    const harbour = (await schoolBySlug("harbour-import-college"))!;
    expect(harbour.pathwaySlugs).toEqual(["medicine"]);
    const mcgill = (await schoolForEditing("school_mcgill_university"))!;
    expect(mcgill.school.description).toBe("McGill, in Montreal.");
    // Columns the file leaves out keep their values: McGill's facts are the seed's.
    expect(mcgill.school.quickFacts.applicationFee.status).toBe("verified");
    const history = (await schoolHistory(harbour.id, userDisplayNames))!;
    expect(history.revisions[0]).toMatchObject({ change: "Added", by: "Import (schools-2027.csv)" });

    const events = await eventCount();
    expect((await importSchools(csv("schools-2027.csv", GOOD), options(false))).rows.map((row) => row.action)).toEqual(["unchanged", "unchanged"]);
    expect(await eventCount()).toBe(events);

    const json = JSON.stringify([
      { name: "Harbour Import College", website: "https://harbour-import.example.edu/", "tuition.cycle": "2028-29", isFeatured: true },
    ]);
    const fromJson = await importSchools({ name: "update.json", format: "json", text: json, source: "Test" }, options(false));
    expect(fromJson.rows.map((row) => [row.line, row.action])).toEqual([[1, "revise"]]);
    const revised = (await schoolForEditing(harbour.id))!.school;
    expect(revised.isFeatured).toBe(true);
    expect(revised.quickFacts.tuition).toMatchObject({ status: "verified", statements: [{ cycle: "2028-29", text: "Tuition is CA$31,000 a year." }] });
  });

  it("the command line checks a file with --dry-run and says what it would do", async () => {
    const folder = await mkdtemp(join(tmpdir(), "import-"));
    const file = join(folder, "schools.csv");
    await writeFile(file, [HEADER, "Cli College,Canada,Fine.,https://cli.example.edu/,,,,,,,,"].join("\n"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await main(["schools", file, "--source", "Test", "--dry-run"])).toBe(0);
    expect(log.mock.calls.map(([line]) => line)).toEqual(["line 2: Cli College: create", "Dry run: every row is valid; nothing was written."]);
    log.mockRestore();
    expect(await main(["schools", file])).toBe(2);
  });
});
