import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seed } from "../../infra/seed/index.ts";
import {
  catalogProjection,
  importProgrammes,
  importSchools,
  programmeHistory,
  programmesInPathway,
  programmesOfSchool,
  programmesProjection,
  schoolBySlug,
  schoolForEditing,
  schoolHistory,
} from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue, type ImportReport } from "../../modules/eventstore/index.ts";
import { storedEventCount } from "../../modules/eventstore/testing.ts";
import { importScholarships, publicScholarship, scholarshipForEditing, scholarshipHistory, scholarshipsProjection } from "../../modules/funding/index.ts";
import { userDisplayNames } from "../../modules/identity/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { importOfficialFees, officialFeeForEditing, officialFeeHistory, upfrontCosts, upfrontCostsProjection } from "../../modules/portal/index.ts";
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
  await seed({ actor: "system", requestId: "seed-import-test" }, { directory: false });
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("importing schools", () => {
  it("a dry run and a real run of a file with a bad row report each problem with its line and column, and write nothing", async () => {
    const before = await storedEventCount();
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
    expect(await storedEventCount()).toBe(before);
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

    const events = await storedEventCount();
    expect((await importSchools(csv("schools-2027.csv", GOOD), options(false))).rows.map((row) => row.action)).toEqual(["unchanged", "unchanged"]);
    expect(await storedEventCount()).toBe(events);

    const entry = {
      "cxcEntry.text": "Five CSEC passes including English A, and two CAPE units.",
      "cxcEntry.sourceUrl": "https://harbour-import.example.edu/entry",
    };
    const json = JSON.stringify([
      {
        name: "Harbour Import College",
        website: "https://harbour-import.example.edu/",
        "tuition.cycle": "2028-29",
        isFeatured: true,
        "cxcEntry.requirements": "CSEC 5 at III including English A\nCAPE 2 at V",
        ...entry,
      },
    ]);
    // The CXC entry minimum's columns are the editor's: a line that does not read is named on its column.
    const badEntry = JSON.stringify([
      { name: "Harbour Import College", website: "https://harbour-import.example.edu/", "cxcEntry.requirements": "CAPE 2 at V\nfive passes", ...entry },
    ]);
    expect((await importSchools({ name: "bad-entry.json", format: "json", text: badEntry, source: "Test" }, options(true))).rows[0]!.errors).toEqual([
      {
        field: "cxcEntry.requirements",
        message:
          'Line 2: write the exam, the number of passes, "at" and the lowest grade, such as CAPE 8 at II or CSEC 5 at III including English A, Mathematics.',
      },
    ]);
    const fromJson = await importSchools({ name: "update.json", format: "json", text: json, source: "Test" }, options(false));
    expect(fromJson.rows.map((row) => [row.line, row.action])).toEqual([[1, "revise"]]);
    const revised = (await schoolForEditing(harbour.id))!.school;
    expect(revised.isFeatured).toBe(true);
    expect(revised.quickFacts.tuition).toMatchObject({ status: "verified", statements: [{ cycle: "2028-29", text: "Tuition is CA$31,000 a year." }] });
    expect(revised.cxcEntry).toMatchObject({
      status: "published",
      requirements: [
        { exam: "CSEC", passes: 5, grade: 3, including: ["English A"] },
        { exam: "CAPE", passes: 2, grade: 5, including: [] },
      ],
      sourceUrl: "https://harbour-import.example.edu/entry",
    });
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

/** Each row as [line, action], and each bad row's problems as [line, field, message]. */
const actions = (report: ImportReport) => report.rows.map((row) => [row.line, row.action]);
const problems = (report: ImportReport) => report.rows.flatMap((row) => row.errors.map((error) => [row.line, error.field, error.message]));

describe("importing programmes", () => {
  const HEADER =
    "school,programme,level,fields,durationMonths,durationText,startMonths,feeAmount,feeCurrency,feeCycle,feeText,sourceUrl,sourceConfidence,verifiedOn";
  const GOOD_PROGRAMMES = [
    HEADER,
    'utoronto.ca,Study Compass Test Nursing,bachelor,"nursing, medicine",48,four-year,"September, 1",,,,,https://www.utoronto.ca/nursing,official,2026-11-27',
    // The same school by its name, a programme with a fee its words state.
    '"University of Toronto",Study Compass Test Programme Two,,,,,,"12,500",cad,2027-28,"Tuition is CA$12,500 a year.",https://www.utoronto.ca/fees,official,2026-11-27',
    // A seeded programme by its slug and name in another case, stated as it is: no change.
    "university-of-british-columbia,forestry,,agriculture,,,,,,,,,,",
  ].join("\n");

  it("adds programme records by the import, leaves a stated one as it is, and a second run changes nothing; a changed row is one revision", async () => {
    const before = await storedEventCount();
    const dry = await importProgrammes(csv("programmes.csv", GOOD_PROGRAMMES), options(true));
    expect(problems(dry)).toEqual([]);
    expect(actions(dry)).toEqual([
      [2, "create"],
      [3, "create"],
      [4, "unchanged"],
    ]);
    expect(await storedEventCount()).toBe(before);

    const report = await importProgrammes(csv("programmes.csv", GOOD_PROGRAMMES), options(false));
    expect(report).toMatchObject({ written: true, fileErrors: [] });
    expect(await storedEventCount()).toBe(before + 2);
    await catchUp(programmesProjection);
    const toronto = await programmesOfSchool("school_university_of_toronto");
    expect(toronto.find((programme) => programme.name === "Study Compass Test Nursing")).toMatchObject({
      slug: "study-compass-test-nursing",
      level: "bachelor",
      fields: ["nursing", "medicine"],
      duration: { months: 48, text: "four-year" },
      startMonths: [1, 9],
      fee: null,
      source: { url: "https://www.utoronto.ca/nursing", confidence: "official", verifiedOn: "2026-11-27" },
    });
    const two = toronto.find((programme) => programme.name === "Study Compass Test Programme Two")!;
    expect(two.fee).toEqual({ amount: 12500, currency: "CAD", cycle: "2027-28", text: "Tuition is CA$12,500 a year." });
    expect((await programmesInPathway("nursing")).map((programme) => programme.name)).toContain("Study Compass Test Nursing");

    const again = await importProgrammes(csv("programmes.csv", GOOD_PROGRAMMES), options(false));
    expect(again.written).toBe(false);
    expect(again.rows.map((row) => row.action)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(await storedEventCount()).toBe(before + 2);

    // A changed row (only the columns it gives change) is one ProgrammeRevised, read in the history as the import's.
    const changed = await importProgrammes(
      csv("programmes-changed.csv", "school,programme,startMonths\nutoronto.ca,study compass test nursing,9"),
      options(false),
    );
    expect(actions(changed)).toEqual([[2, "revise"]]);
    expect(await storedEventCount()).toBe(before + 3);
    await catchUp(programmesProjection);
    const revised = (await programmesOfSchool("school_university_of_toronto")).find((programme) => programme.name === "Study Compass Test Nursing")!;
    expect(revised).toMatchObject({ startMonths: [9], level: "bachelor", fields: ["nursing", "medicine"] });
    const history = (await programmeHistory(revised.id, userDisplayNames))!;
    expect(history.revisions.map((revision) => [revision.change, revision.by])).toEqual([
      ["Revised", "Import (programmes-changed.csv)"],
      ["Added", "Import (programmes.csv)"],
    ]);
  });

  it("reports every bad row with its line and field, and writes none of the file", async () => {
    const bad = [
      "school,programme,fields,startMonths,feeAmount,feeCurrency,feeText,sourceUrl,sourceConfidence,verifiedOn",
      "ubc.ca,Study Compass Good Programme,,,,,,,,",
      "nowhere.example.edu,Study Compass Test Programme,,,,,,,,",
      ",Study Compass Test Programme,,,,,,,,",
      "ubc.ca,,,,,,,,,",
      `ubc.ca,${"x".repeat(201)},,,,,,,,`,
      "ubc.ca,study compass good programme,,,,,,,,",
      "ubc.ca,Study Compass Astrology,astrology,Smarch,,,,,,",
      'ubc.ca,Study Compass Dear Programme,,,"40,000",CAD,"About $41,000 a year.",https://www.ubc.ca/fees,official,2026-11-27',
      'ubc.ca,Study Compass Unsourced Programme,,,"41,000",CAD,"About $41,000 a year.",,,',
    ].join("\n");
    const before = await storedEventCount();
    for (const dryRun of [true, false]) {
      const report = await importProgrammes(csv("bad-programmes.csv", bad), options(dryRun));
      expect(report.written).toBe(false);
      expect(actions(report)).toEqual([
        [2, "create"],
        [3, "invalid"],
        [4, "invalid"],
        [5, "invalid"],
        [6, "invalid"],
        [7, "invalid"],
        [8, "invalid"],
        [9, "invalid"],
        [10, "invalid"],
      ]);
      expect(problems(report)).toEqual([
        [3, "school", "No school has this name, website domain or slug: check it, or import the school first."],
        [4, "school", "Name the school by its name, its website's domain (such as mcgill.ca) or its address's slug (such as mcgill-university)."],
        [5, "programme", "Enter the programme's name."],
        [6, "programme", expect.stringContaining("200")],
        [7, "row", "Line 2 names the same programme of the same school: keep one row per programme."],
        [8, "startMonths", 'Give start months as numbers 1-12 or month names, separated by commas, for example "1, September".'],
        [8, "fields", "Unknown fields of study: astrology. Use the pathways' slugs, such as nursing."],
        [9, "feeText", "The fee 40,000 does not appear in the statement's words: give the figure as the source writes it."],
        [10, "sourceUrl", "A programme's duration, start months, CXC prerequisites and fee must come from a source: give its web address."],
      ]);
    }
    expect(await storedEventCount()).toBe(before);
  });
});

describe("importing scholarships", () => {
  const HEADER = "slug,title,description,provider,amount,currency,deadline,applicationUrl,sourceUrl,destination,pathway,studyLevels,isFeatured";
  const GOOD_SCHOLARSHIPS = [
    HEADER,
    ',Study Compass Test Award,A Study Compass test scholarship.,Study Compass Test Fund,"USD 5,000",USD,2027-03-31,https://award.example.org/apply,https://award.example.org/,Canada,medicine,undergraduate,yes',
    // An existing scholarship by its slug: only the columns given change.
    "chevening-scholarships,,A Study Compass test description.,,,,,,,,,,",
  ].join("\n");

  it("writes new and changed scholarships with actor import, keeps what a row leaves empty, and a second run on another day changes nothing", async () => {
    const chevening = (await scholarshipForEditing("scholarship_chevening_scholarships"))!.scholarship;
    const before = await storedEventCount();
    expect(actions(await importScholarships(csv("scholarships.csv", GOOD_SCHOLARSHIPS), options(true)))).toEqual([
      [2, "create"],
      [3, "revise"],
    ]);
    expect(await storedEventCount()).toBe(before);

    const report = await importScholarships(csv("scholarships.csv", GOOD_SCHOLARSHIPS), options(false));
    expect(report.rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ["Study Compass Test Award", "create", []],
      ["Chevening Scholarships", "revise", []],
    ]);
    await catchUp(scholarshipsProjection);
    const award = (await publicScholarship("study-compass-test-award"))!;
    expect(award).toMatchObject({ title: "Study Compass Test Award", amount: "USD 5,000", deadline: "2027-03-31", destinationId: "canada", isFeatured: true });
    const revised = (await scholarshipForEditing(chevening.id))!.scholarship;
    expect(revised).toEqual({ ...chevening, description: "A Study Compass test description.", lastVerifiedOn: today });
    expect((await scholarshipHistory(award.id, userDisplayNames))!.revisions[0]).toMatchObject({ change: "Listed", by: "Import (scholarships.csv)" });
    expect((await scholarshipHistory(chevening.id, userDisplayNames))!.revisions[0]).toMatchObject({ by: "Import (scholarships.csv)" });

    const events = await storedEventCount();
    const again = await importScholarships(csv("scholarships.csv", GOOD_SCHOLARSHIPS), { ...options(false), today: "2026-12-01" });
    expect(again.rows.map((row) => row.action)).toEqual(["unchanged", "unchanged"]);
    expect(await storedEventCount()).toBe(events);
  });

  it("reports every bad row with its line and field, and writes none of the file", async () => {
    const bad = [
      HEADER,
      "no-such-scholarship,,A description.,,,,,,,,,,",
      ",Study Compass Bad Award,Fine.,Test Fund,100,XYZ,next spring,not a link,,mars,astrology,doctorate,",
      ",Study Compass Bare Award,,,,,,,,,,,",
      ",Study Compass Good Award,Fine.,Test Fund,,,,,,,,,",
      ",Study Compass Good Award,Again.,Test Fund,,,,,,,,,",
    ].join("\n");
    const before = await storedEventCount();
    for (const dryRun of [true, false]) {
      const report = await importScholarships(csv("bad-scholarships.csv", bad), options(dryRun));
      expect(report.written).toBe(false);
      expect(actions(report)).toEqual([
        [2, "invalid"],
        [3, "invalid"],
        [4, "invalid"],
        [5, "create"],
        [6, "invalid"],
      ]);
      expect(problems(report)).toEqual([
        [2, "slug", "No scholarship has this slug: check it, or leave slug empty to add a new scholarship (its address comes from its title)."],
        [2, "title", "Enter the scholarship's title."],
        [2, "provider", "Enter who provides the scholarship."],
        [3, "pathway", "Name one of the site's pathways (its slug, such as medicine, its name or its id)."],
        [3, "currency", "Choose the currency from the list."],
        [3, "deadline", "Enter the deadline as a date (YYYY-MM-DD), or leave it empty."],
        [3, "applicationUrl", "Enter a full web address starting with https://, or leave it empty."],
        [3, "destination", "Choose a destination from the list."],
        [3, "studyLevels", "Tick undergraduate, postgraduate or both, or neither for any level."],
        [4, "description", "Enter a description of the scholarship."],
        [4, "provider", "Enter who provides the scholarship."],
        [6, "row", "Line 5 is the same scholarship: keep one row per scholarship."],
      ]);
    }
    expect(await storedEventCount()).toBe(before);
  });

  it("reads who may apply, what is owed and the source's grade in the editor's text, keeps what a row leaves out, and names a bad code or CXC line", async () => {
    const slug = "marcus-garvey-public-sector-graduate-scholarship";
    const marcus = (await scholarshipForEditing("scholarship_marcus_garvey_public_sector_graduate_scholarship"))!.scholarship;
    const file = [
      "slug,citizenships,maxAge,cxcRequirements,bondYears,sourceConfidence",
      `${slug},"jm, OECS",40,"CSEC 5 at III including English A, Mathematics\nCAPE 2 at II",3,Medium`,
    ].join("\n");
    const report = await importScholarships(csv("rules.csv", file), options(false));
    expect(report.rows.map((row) => [row.action, row.errors])).toEqual([["revise", []]]);
    const revised = (await scholarshipForEditing(marcus.id))!.scholarship;
    expect(revised).toEqual({
      ...marcus,
      eligibilityRules: {
        ...marcus.eligibilityRules,
        citizenships: ["JM", "OECS"],
        maxAge: 40,
        cxc: [
          { exam: "CSEC", passes: 5, grade: 3, including: ["English A", "Mathematics"] },
          { exam: "CAPE", passes: 2, grade: 2, including: [] },
        ],
      },
      obligations: { ...marcus.obligations, bondYears: 3 },
      sourceConfidence: "medium",
      lastVerifiedOn: today,
    });
    await catchUp(scholarshipsProjection);
    expect(await publicScholarship(slug)).toMatchObject({ sourceConfidence: "medium", eligibilityRules: revised.eligibilityRules });

    // The same rules as JSON lists state nothing new.
    const json = JSON.stringify([{ slug, citizenships: ["JM", "OECS"], cxcRequirements: ["CSEC 5 at III including English A, Mathematics", "CAPE 2 at II"] }]);
    const same = await importScholarships({ name: "rules.json", format: "json", text: json, source: "Test" }, options(true));
    expect(same.rows.map((row) => row.action)).toEqual(["unchanged"]);

    const bad = ["slug,citizenships,cxcRequirements,serviceHours,sourceConfidence", `${slug},"JM, XX","CAPE 2 at II\nCSEC 5 at VII",lots,low`].join("\n");
    const refused = await importScholarships(csv("bad-rules.csv", bad), options(false));
    expect(refused.written).toBe(false);
    expect(problems(refused)).toEqual([
      [2, "citizenships", '"XX" is not a code we know: use two-letter country codes such as JM, TT or BB, or CARICOM or OECS, separated by commas.'],
      [2, "cxcRequirements", "Line 2: CSEC grades run from I to VI."],
      [2, "serviceHours", "Enter the hours as a whole number from 0 to 5000, or leave it empty."],
      [2, "sourceConfidence", "Choose how far the source can be trusted from the list."],
    ]);
  });
});

describe("importing official fees", () => {
  const HEADER = "destination,kind,label,amount,currency,per,effectiveFrom,checkedOn,sourceUrl,note";
  const GOOD_FEES = [
    HEADER,
    "Canada,registration,Study Compass test registration fee,100,CAD,once,2027-01-01,2026-11-27,https://fees.example.org/,",
    // An existing fee by destination (its id here), kind and label: only the note changes.
    "dest_canada,permit,Study permit fee,,,,,,,A Study Compass test note.",
  ].join("\n");

  it("writes new and changed fees with actor import, matched by destination, kind and label; a second run changes nothing", async () => {
    const permit = (await officialFeeForEditing("canada-study-permit-fee"))!.fee;
    const before = await storedEventCount();
    expect(actions(await importOfficialFees(csv("fees.csv", GOOD_FEES), options(true)))).toEqual([
      [2, "create"],
      [3, "revise"],
    ]);
    expect(await storedEventCount()).toBe(before);

    const report = await importOfficialFees(csv("fees.csv", GOOD_FEES), options(false));
    expect(report.rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ["Study Compass test registration fee", "create", []],
      ["Study permit fee", "revise", []],
    ]);
    await catchUp(upfrontCostsProjection);
    const added = (await upfrontCosts(today, { destinationId: "dest_canada", countryWideOnly: true })).find(
      (fee) => fee.label === "Study Compass test registration fee",
    )!;
    expect(added).toMatchObject({ kind: "registration", amount: 100, currency: "CAD", per: "once", effectiveFrom: "2027-01-01", checkedOn: "2026-11-27" });
    expect((await officialFeeForEditing(permit.id))!.fee).toEqual({ ...permit, note: "A Study Compass test note." });
    expect((await officialFeeHistory(added.id))!.revisions[0]).toMatchObject({ change: "Listed", by: "Import (fees.csv)" });
    expect((await officialFeeHistory(permit.id))!.revisions[0]).toMatchObject({ by: "Import (fees.csv)" });

    const events = await storedEventCount();
    expect((await importOfficialFees(csv("fees.csv", GOOD_FEES), options(false))).rows.map((row) => row.action)).toEqual(["unchanged", "unchanged"]);
    expect(await storedEventCount()).toBe(events);
  });

  it("reports every bad row with its line and field, and writes none of the file", async () => {
    const bad = [
      HEADER,
      "Atlantis,visa,Study Compass test visa fee,10,USD,once,,2026-11-27,https://fees.example.org/,",
      "Canada,lottery,Study Compass test fee,10,,yearly,,2026-12-25,,",
      "Canada,visa,Study Compass test fee with a figure,10,,once,,2026-11-27,,",
      "Canada,visa,Study Compass test fee without figure,,,once,,2026-11-27,,",
      "Canada,visa,Study Compass test fee without figure,,,once,,2026-11-27,,Not found.",
    ].join("\n");
    const before = await storedEventCount();
    for (const dryRun of [true, false]) {
      const report = await importOfficialFees(csv("bad-fees.csv", bad), options(dryRun));
      expect(report.written).toBe(false);
      expect(actions(report)).toEqual([
        [2, "invalid"],
        [3, "invalid"],
        [4, "invalid"],
        [5, "invalid"],
        [6, "invalid"],
      ]);
      expect(problems(report)).toEqual([
        [2, "destination", "Name one of the site's destinations (its name, such as Canada, or its id)."],
        [3, "kind", "Choose what kind of fee this is."],
        [3, "per", "Choose whether the fee is paid once or every year."],
        [3, "checkedOn", "The day you read the source cannot be after today."],
        [4, "currency", "Choose the currency of this amount."],
        [4, "sourceUrl", "A figure needs its source: enter the web address of the page it comes from."],
        [5, "note", 'With no figure, say what a student should check, for example "Not found: check gov.uk/student-visa".'],
        [6, "row", "Line 5 is the same fee (destination, kind and label): keep one row per fee."],
      ]);
    }
    expect(await storedEventCount()).toBe(before);
  });

  it("the command line imports each kind it names and refuses one it does not know", async () => {
    const folder = await mkdtemp(join(tmpdir(), "import-"));
    const file = join(folder, "fees.csv");
    await writeFile(file, [HEADER, "Canada,registration,Study Compass CLI test fee,5,CAD,once,,2026-11-27,https://fees.example.org/,"].join("\n"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await main(["official-fees", file, "--source", "Test"])).toBe(0);
    expect(log.mock.calls.map(([line]) => line)).toEqual(["line 2: Study Compass CLI test fee: create", "Imported."]);
    log.mockRestore();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await main(["courses", file, "--source", "Test"])).toBe(2);
    error.mockRestore();
  });
});
