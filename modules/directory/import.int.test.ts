import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../infra/seed/index.ts";
import { catalogProjection, syncCatalogEntry } from "../catalog/index.ts";
import { catchUp, closeProjectionsQueue, eventStoreDb, readStream } from "../eventstore/index.ts";
import { storedEventCount } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  directoryCounts,
  directoryEntryStream,
  directoryPageBySlug,
  directoryProjection,
  importInstitutions,
  listedDirectoryEntries,
  type DirectoryIndexEntry,
} from "./index.ts";

const options = { dryRun: false, requestId: "directory-import-test", today: "2026-11-28", importedBy: "operator", waitForReadTables: false };
const csv = (name: string, lines: string[]) => ({ name, format: "csv" as const, text: lines.join("\n"), source: "Test extract" });

const SCORECARD_HEADER =
  "unitid,name,city,state,control,deg_predominant,academic_year,n_undergrads,tuition_fees_out_of_state_usd,tuition_fees_in_state_usd,room_board_on_campus_usd,books_supplies_usd,admission_rate,url,ipeds_hd2024_website,ipeds_hd2024_admissions_url,ipeds_hd2024_application_url,ipeds_hd2024_net_price_calculator_url,ipeds_hd2024_active";
const ALABAMA =
  "100654,Alabama A & M University,Normal,AL,Public,Bachelor,2022-23,5196,18634,10024,9520,1600,0.684,https://www.aamu.edu/,www.aamu.edu/,,www.aamu.edu/apply,,yes";
const SCORECARD = [
  SCORECARD_HEADER,
  ALABAMA,
  // The profiled Harvard, by its website's host.
  "166027,Harvard University,Cambridge,MA,Nonprofit,Bachelor,2022-23,7973,57261,57261,19502,1000,0.0324,https://www.harvard.edu/,www.harvard.edu/,,college.harvard.edu/admissions/apply,,yes",
  // Two campuses under erau.edu: the alias links Daytona Beach to the profiled school; Prescott is listed on its own.
  "133553,Embry-Riddle Aeronautical University-Daytona Beach,Daytona Beach,FL,Nonprofit,Bachelor,2022-23,6000,40564,40564,,,0.646,https://daytonabeach.erau.edu/,,,,,yes",
  "104586,Embry-Riddle Aeronautical University-Prescott,Prescott,AZ,Nonprofit,Bachelor,2022-23,2000,40000,40000,,,0.7,https://prescott.erau.edu/,,,,,yes",
  // Closed: never listed.
  "100937,Birmingham-Southern College,Birmingham,AL,Nonprofit,Bachelor,2022-23,1000,20000,20000,,,0.5,https://www.bsc.edu/,,,,,no",
];

const HIPO = [
  "alpha_two_code,country,name,web_pages,domains,state_province",
  "CA,Canada,Ryerson Polytechnic University,http://www.ryerson.ca/,ryerson.ca,Ontario",
  "CA,Canada,Toronto Metropolitan University,https://www.torontomu.ca/,torontomu.ca,Ontario",
  "CA,Canada,Brock University,http://www.brocku.ca/,brocku.ca,Ontario",
  "AU,Australia,University of Western Sydney,http://www.uws.edu.au/,uws.edu.au,New South Wales",
  "HT,Haiti,Université Quisqueya,http://www.uniq.edu/,uniq.edu,",
];

const listed = async (): Promise<Map<string, DirectoryIndexEntry>> => new Map((await listedDirectoryEntries()).map((entry) => [entry.id, entry]));

beforeAll(async () => {
  // The catalogue alone (destinations and profiled schools), not the directory files the full seed loads.
  const by = { actor: "system", requestId: "directory-import-test" };
  for (const [kind, entries] of Object.entries(seedContent) as [keyof typeof seedContent, readonly { id: string }[]][])
    for (const entry of entries) await syncCatalogEntry(kind, entry, by);
  await catchUp(catalogProjection);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("importing the directory's data files", () => {
  it("lists each institution once, links profiled schools and aliases, skips what it must with a reason, and a second run writes nothing", async () => {
    const first = await importInstitutions(csv("scorecard.csv", SCORECARD), options);
    expect(first.rows.map((row) => [row.line, row.action, row.note ?? null])).toEqual([
      [2, "create", null],
      [3, "create", "Is the profiled school Harvard University: not listed on its own."],
      [4, "create", "Is the profiled school Embry-Riddle Aeronautical University: not listed on its own."],
      [5, "create", null],
      [6, "skipped", "IPEDS HD2024 marks it not active."],
    ]);
    const hipo = await importInstitutions(csv("hipo.csv", HIPO), options);
    expect(hipo.rows.map((row) => [row.name, row.action, row.note ?? null])).toEqual([
      ["Ryerson Polytechnic University", "create", "Is the profiled school Toronto Metropolitan University: not listed on its own."],
      ["Toronto Metropolitan University", "create", "Is the profiled school Toronto Metropolitan University: not listed on its own."],
      ["Brock University", "create", null],
      [
        "University of Western Sydney",
        "skipped",
        "The University of Western Sydney is the former name of Western Sydney University, listed under its own row. Not listed under this name.",
      ],
      ["Université Quisqueya", "skipped", "Haiti is not one of the site's destinations."],
    ]);
    await catchUp(directoryProjection);

    const entries = await listed();
    expect([...entries.keys()].sort()).toEqual(["hipo-brocku.ca", "scorecard-100654", "scorecard-104586"]);
    expect(entries.get("scorecard-100654")).toEqual({
      id: "scorecard-100654",
      slug: "alabama-a-m-university",
      name: "Alabama A & M University",
      destinationId: "dest_usa",
      countryCode: "US",
      region: "AL",
      city: "Normal",
      type: "university",
      control: "public",
      website: "https://www.aamu.edu/",
      yearlyCost: {
        amount: 18634,
        currency: "USD",
        year: "2022-23",
        source: "US Department of Education College Scorecard, 2022-23 (released 2025-01-16)",
        label: "Out-of-state tuition and fees",
      },
      admissionRate: { rate: 0.684, year: "2022-23", source: "US Department of Education College Scorecard, 2022-23 (released 2025-01-16)" },
    });
    expect(await directoryCounts()).toEqual({ listed: 3, linkedToProfiled: 4, listedByDestination: { dest_usa: 2, dest_canada: 1 } });
    // A linked entry's slug leads to its profiled school; a listed one's to its own page.
    expect(await directoryPageBySlug("ryerson-polytechnic-university")).toEqual({ kind: "profiled", schoolSlug: "toronto-metropolitan-university" });
    expect(await directoryPageBySlug("brock-university")).toMatchObject({ kind: "entry", entry: { name: "Brock University", importedOn: expect.any(String) } });

    const before = await storedEventCount();
    for (const [name, lines] of [
      ["scorecard.csv", SCORECARD],
      ["hipo.csv", HIPO],
    ] as const) {
      const again = await importInstitutions(csv(name, [...lines]), options);
      expect(again.written).toBe(false);
      expect(again.rows.every((row) => row.action === "unchanged" || row.action === "skipped")).toBe(true);
    }
    expect(await storedEventCount()).toBe(before);
  });

  it("a newer file revises only the entry that changed, with one Revised event in its history", async () => {
    const newer = SCORECARD.map((line) => (line === ALABAMA ? ALABAMA.replace(",18634,", ",19250,").replace(",2022-23,", ",2023-24,") : line));
    const before = await storedEventCount();
    const report = await importInstitutions(csv("scorecard-2023-24.csv", newer), options);
    expect(report.rows.map((row) => row.action)).toEqual(["revise", "unchanged", "unchanged", "unchanged", "skipped"]);
    await catchUp(directoryProjection);
    expect(await storedEventCount()).toBe(before + 1);
    const history = await readStream(eventStoreDb(), directoryEntryStream("scorecard-100654"));
    expect(history.map((event) => [event.type, event.metadata.actor, (event.metadata as { importFile?: string }).importFile])).toEqual([
      ["DirectoryEntryListed", "import", "scorecard.csv"],
      ["DirectoryEntryRevised", "import", "scorecard-2023-24.csv"],
    ]);
    expect((await listed()).get("scorecard-100654")?.yearlyCost).toMatchObject({
      amount: 19250,
      year: "2023-24",
      source: "US Department of Education College Scorecard, 2023-24",
    });
  });

  it("refuses a file that is neither extract, writing nothing", async () => {
    const report = await importInstitutions(csv("schools.csv", ["name,destination,website", "Harbour College,Canada,https://harbour.example.edu/"]), options);
    expect(report.written).toBe(false);
    expect(report.rows[0]).toMatchObject({
      action: "invalid",
      errors: expect.arrayContaining([{ field: "row", message: expect.stringMatching(/^The file's columns are neither/) }]),
    });
  });
});
