import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../eventstore/index.ts";
import { SchoolAdded } from "./events.ts";
import {
  cycleEndYear,
  cycleNote,
  formatFigure,
  formatVerifiedOn,
  quickFactText,
  quickFactViews,
  schoolCostAmounts,
  siteName,
  staleFacts,
  valueLine,
  withSharedFacts,
} from "./quick-facts.ts";
import { factStatementSchema, type FactStatement, type SchoolQuickFacts } from "./schemas.ts";

const TODAY = "2026-11-23";

function statement(overrides: Partial<FactStatement> = {}): FactStatement {
  return {
    text: "Tuition $36,806–$42,498",
    cycle: "2025-2026",
    olderPage: false,
    amounts: [{ label: null, currency: "CAD", min: 36806, max: 42498, period: "year" }],
    dates: [],
    sourceUrl: "https://www.torontomu.ca/admissions/tuition-fees/",
    confidence: "official",
    verifiedOn: "2026-11-23",
    ...overrides,
  };
}

const notFound = { status: "not-found", note: null, checkUrl: "https://www.mcgill.ca/undergraduate-admissions/", checkedOn: "2026-11-23" } as const;

function quickFacts(overrides: Partial<SchoolQuickFacts> = {}): SchoolQuickFacts {
  return {
    tuition: { status: "verified", note: null, statements: [statement()] },
    livingCosts: notFound,
    applicationFee: notFound,
    applicationDeadline: notFound,
    englishRequirements: { status: "unverified", note: null },
    ...overrides,
  };
}

describe("the year a source's cycle ends in", () => {
  it.each([
    ["2021/22", 2022],
    ["2025-2026", 2026],
    ["2024–2025", 2025],
    ["2018-19", 2018 + 1],
    ["Fall 2024 and Spring 2025", 2025],
    ["Applications for 2026W and 2027S", 2027],
    ["about 2010", 2010],
    ["1999/00", 2000],
  ])("given the cycle %j, it ends in %i", (cycle, year) => {
    expect(cycleEndYear(cycle)).toBe(year);
  });

  it.each([null, "from 1 Sep 2025", "From winter semester 2024/25", "since 2017", "undated"])("given %j, it has no end year", (cycle) => {
    expect(cycleEndYear(cycle)).toBeNull();
  });
});

describe("what the card says about a statement's date, on 23 Nov 2026 (applications open for 2027 entry)", () => {
  it("shows a current cycle or a rule in force as it is, and says when the source gives no date", () => {
    expect(cycleNote("tuition", { cycle: "2027-28", olderPage: false }, TODAY)).toBe("2027-28");
    expect(cycleNote("livingCosts", { cycle: "from 1 Sep 2025", olderPage: false }, TODAY)).toBe("from 1 Sep 2025");
    expect(cycleNote("applicationFee", { cycle: null, olderPage: false }, TODAY)).toBe("No date on the source");
  });

  it("shows last cycle's figure as last year's, while this year's is not yet published", () => {
    expect(cycleNote("tuition", { cycle: "2026-2027", olderPage: false }, TODAY)).toBe("Last year: 2026-2027; this year's not yet published");
  });

  it("names an older year as such and sends the student to the official page", () => {
    expect(cycleNote("tuition", { cycle: "2025-2026", olderPage: false }, TODAY)).toBe("2025-2026 fee; check the official page");
    expect(cycleNote("applicationDeadline", { cycle: "Fall 2024", olderPage: false }, TODAY)).toBe("Fall 2024 deadline; check the official page");
  });

  it("says a money figure more than two cycles old likely understates the real cost, and only a money figure", () => {
    expect(cycleNote("tuition", { cycle: "2021/22", olderPage: false }, TODAY)).toBe(
      "2021/22 fee; check the official page; old figure: the real cost is likely higher",
    );
    expect(cycleNote("livingCosts", { cycle: "January 2025", olderPage: false }, TODAY)).toBe(
      "January 2025 figures; check the official page; old figure: the real cost is likely higher",
    );
    expect(cycleNote("englishRequirements", { cycle: "2021/22", olderPage: false }, TODAY)).toBe("2021/22 rules; check the official page");
  });

  it("flags an undated older page, whose money figures are old figures", () => {
    expect(cycleNote("applicationFee", { cycle: null, olderPage: true }, TODAY)).toBe(
      "Undated older page; check the official page; old figure: the real cost is likely higher",
    );
    expect(cycleNote("englishRequirements", { cycle: null, olderPage: true }, TODAY)).toBe("Undated older page; check the official page");
  });
});

describe("a statement's value line, first on cards and in the comparison", () => {
  it.each([
    [
      "a single yearly figure, last cycle's",
      "US$57,300 a year, 2026-27, last year's",
      statement({ cycle: "2026-27", amounts: [{ label: null, currency: "USD", min: 57300, max: 57300, period: "year" }] }),
    ],
    [
      "a money figure more than two cycles old",
      "US$57,300 a year, 2022-23, old figure",
      statement({ cycle: "2022-23", amounts: [{ label: null, currency: "USD", min: 57300, max: 57300, period: "year" }] }),
    ],
    [
      "a range, with more figures after it",
      "CA$36,806–42,498 a year and 1 more figure, 2027 entry",
      statement({
        cycle: "2027 entry",
        amounts: [
          { label: "Arts", currency: "CAD", min: 36806, max: 42498, period: "year" },
          { label: "Fees", currency: "CAD", min: 1250, max: null, period: "year" },
        ],
      }),
    ],
    [
      "an open-ended figure with no date",
      "EC$25 or more once, undated",
      statement({ cycle: null, amounts: [{ label: null, currency: "XCD", min: 25, max: null, period: "once" }] }),
    ],
    [
      "no figure but dated days: the next one first",
      "15 Jan 2027 and 1 more date, 2027 entry",
      statement({ text: "Early November 1, 2026; regular January 15, 2027", cycle: "2027 entry", amounts: [], dates: ["2026-11-01", "2027-01-15"] }),
    ],
    [
      "no figure, a day given without a year",
      "15 Jan each year, undated",
      statement({ text: "Apply by January 15", cycle: null, amounts: [], dates: ["--01-15"] }),
    ],
    ["no figure and no day: the words show instead", null, statement({ amounts: [] })],
  ] as const)("given %s, it reads %j", (_given, line, given) => {
    expect(valueLine("tuition", given, TODAY)).toBe(line);
  });
});

describe("the facts that are not current, for the staleness queue", () => {
  it("given a school's facts on 23 Nov 2026, lists each without a statement for 2027 entry, with the most current it has", () => {
    const facts = quickFacts({
      livingCosts: { status: "verified", note: null, statements: [statement({ cycle: "from 1 Sep 2025", amounts: [] })] },
      applicationDeadline: {
        status: "verified",
        note: null,
        statements: [statement({ cycle: "2022-23", amounts: [] }), statement({ cycle: "2026 entry", amounts: [] })],
      },
      englishRequirements: { status: "verified", note: null, statements: [statement({ cycle: null, amounts: [] })] },
    });
    expect(staleFacts(facts, TODAY)).toEqual([
      { key: "tuition", label: "Tuition", reason: "older" },
      { key: "applicationFee", label: "Application fee", reason: "not found" },
      { key: "applicationDeadline", label: "Application deadline", reason: "last cycle" },
      { key: "englishRequirements", label: "English requirements", reason: "undated" },
    ]);
    expect(staleFacts(quickFacts({ tuition: { status: "unverified", note: "Varies" } }), TODAY)[0]).toEqual({
      key: "tuition",
      label: "Tuition",
      reason: "not verified",
    });
  });
});

describe("facts a destination's schools share", () => {
  const ucas = {
    key: "applicationDeadline" as const,
    appliesTo: "Every UK university and college, through UCAS",
    statements: [statement({ text: "UCAS: 14 January 2026", cycle: "2026 entry", amounts: [], confidence: "aggregator" })],
  };

  it("given a school whose own deadline is not found, it inherits the destination's, saying who that holds for", () => {
    const { quickFacts: merged, inherited } = withSharedFacts(quickFacts({ applicationDeadline: { ...notFound, note: "15 October for Oxford" } }), [ucas]);
    expect(merged.applicationDeadline).toEqual({ status: "verified", note: "15 October for Oxford", statements: ucas.statements });
    expect(inherited).toEqual({ applicationDeadline: "Every UK university and college, through UCAS" });
    expect(quickFactViews(merged, TODAY, inherited).find((view) => view.key === "applicationDeadline")).toMatchObject({
      appliesTo: "Every UK university and college, through UCAS",
      statements: [{ text: "UCAS: 14 January 2026", cycleNote: "Last year: 2026 entry; this year's not yet published", checkedLabel: "Checked" }],
    });
  });

  it("given a school with its own verified fact, its own overrides the destination's", () => {
    const own = { status: "verified" as const, note: null, statements: [statement({ text: "Apply by 15 October", cycle: "2027 entry", amounts: [] })] };
    const { quickFacts: merged, inherited } = withSharedFacts(quickFacts({ applicationDeadline: own }), [ucas]);
    expect(merged.applicationDeadline).toEqual(own);
    expect(inherited).toEqual({});
  });
});

describe("formatting", () => {
  it.each([
    [22895, "22,895"],
    [1651.62, "1,651.62"],
    [172.5, "172.50"],
    [30, "30"],
    [182028, "182,028"],
    [1000000, "1,000,000"],
  ])("writes %d as %j", (figure, text) => {
    expect(formatFigure(figure)).toBe(text);
  });

  it("writes a verified date as day, short month and year", () => {
    expect(formatVerifiedOn("2026-11-23")).toBe("23 Nov 2026");
    expect(formatVerifiedOn("2027-01-05")).toBe("5 Jan 2027");
  });

  it("names a link by its site, without www", () => {
    expect(siteName("https://www.torontomu.ca/admissions/tuition-fees/")).toBe("torontomu.ca");
    expect(siteName("http://nmls.edu.jm/entry-requirements")).toBe("nmls.edu.jm");
  });
});

describe("the quick-facts card", () => {
  it("given a verified fact, shows each statement with its cycle, the day it was verified and its source", () => {
    const [tuition] = quickFactViews(quickFacts(), TODAY);
    expect(tuition).toEqual({
      key: "tuition",
      label: "Tuition",
      appliesTo: null,
      note: null,
      statements: [
        {
          text: "Tuition $36,806–$42,498",
          valueLine: "CA$36,806–42,498 a year, 2025-2026, older figure",
          cycleNote: "2025-2026 fee; check the official page",
          standing: "older",
          outdated: true,
          oldFigure: false,
          confidence: "official",
          sourceKind: "official page",
          checkedLabel: "Last verified",
          verifiedOn: "23 Nov 2026",
          verifiedOnIso: "2026-11-23",
          source: { url: "https://www.torontomu.ca/admissions/tuition-fees/", label: "torontomu.ca" },
        },
      ],
      notFound: null,
    });
  });

  it("given an aggregator's copy, names it so and never calls it verified", () => {
    const [tuition] = quickFactViews(
      quickFacts({ tuition: { status: "verified", note: null, statements: [statement({ cycle: "2027 entry", confidence: "aggregator" })] } }),
      TODAY,
    );
    expect(tuition!.statements[0]).toMatchObject({ standing: "current", outdated: false, sourceKind: "aggregator copy", checkedLabel: "Checked" });
  });

  it("given a fact not found, links the official page to check", () => {
    const fee = quickFactViews(quickFacts(), TODAY).find((view) => view.key === "applicationFee");
    expect(fee).toMatchObject({
      statements: [],
      notFound: { url: "https://www.mcgill.ca/undergraduate-admissions/", label: "mcgill.ca", checkedOn: "23 Nov 2026" },
    });
  });

  it("lists the five facts in the card's order, keeping an unverified note as it is", () => {
    const views = quickFactViews(quickFacts({ englishRequirements: { status: "unverified", note: "Required" } }), TODAY);
    expect(views.map((view) => view.label)).toEqual(["Tuition", "Living costs", "Application fee", "Application deadline", "English requirements"]);
    expect(views[4]).toMatchObject({ note: "Required", statements: [], notFound: null });
  });
});

describe("display text and planner amounts", () => {
  it("joins a fact's note and statements, each with its cycle, into the spec's display text", () => {
    expect(
      quickFactText({
        status: "verified",
        note: "Subsidised.",
        statements: [statement({ text: "About 35 per cent", cycle: "2016", amounts: [] }), statement({ text: "Priced in US$", cycle: null, amounts: [] })],
      }),
    ).toBe("Subsidised. About 35 per cent (2016) Priced in US$");
    expect(quickFactText(notFound)).toBeNull();
    expect(quickFactText({ ...notFound, note: "Varies by programme" })).toBe("Varies by programme");
  });

  it("flattens tuition, living-cost and fee amounts with their cycle and source, and nothing from unverified facts", () => {
    const amounts = schoolCostAmounts(
      quickFacts({
        livingCosts: {
          status: "verified",
          note: null,
          statements: [
            statement({
              text: "CA$22,895 a year",
              cycle: "from 1 Sep 2025",
              amounts: [{ label: "Study permit", currency: "CAD", min: 22895, max: 22895, period: "year" }],
            }),
          ],
        },
      }),
    );
    expect(amounts).toEqual([
      {
        fact: "tuition",
        label: null,
        currency: "CAD",
        min: 36806,
        max: 42498,
        period: "year",
        cycle: "2025-2026",
        olderPage: false,
        sourceUrl: "https://www.torontomu.ca/admissions/tuition-fees/",
        verifiedOn: "2026-11-23",
      },
      {
        fact: "livingCosts",
        label: "Study permit",
        currency: "CAD",
        min: 22895,
        max: 22895,
        period: "year",
        cycle: "from 1 Sep 2025",
        olderPage: false,
        sourceUrl: "https://www.torontomu.ca/admissions/tuition-fees/",
        verifiedOn: "2026-11-23",
      },
    ]);
  });
});

describe("a statement's schema", () => {
  it("accepts amounts its text states", () => {
    expect(factStatementSchema.safeParse(statement()).success).toBe(true);
  });

  it("refuses an amount the text does not state, so figures and text cannot drift apart", () => {
    const result = factStatementSchema.safeParse(statement({ amounts: [{ label: null, currency: "CAD", min: 36860, max: 42498, period: "year" }] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("amount 36,860 does not appear in the text");
  });

  it("refuses a currency that is not an ISO 4217 code and a range that runs backwards", () => {
    expect(factStatementSchema.safeParse(statement({ amounts: [{ label: null, currency: "CA$", min: 36806, max: 36806, period: "year" }] })).success).toBe(
      false,
    );
    expect(factStatementSchema.safeParse(statement({ amounts: [{ label: null, currency: "CAD", min: 42498, max: 36806, period: "year" }] })).success).toBe(
      false,
    );
  });
});

describe("a school event stored before quick facts existed (schema version 1)", () => {
  it("reads a version 1 school's five texts as unverified notes, and a version 2 school's statements with a confidence", () => {
    const version1School = {
      id: "school_old",
      name: "Old School",
      slug: "old-school",
      destinationId: "dest_canada",
      type: "university",
      description: "An old entry.",
      imageUrl: null,
      logoUrl: null,
      website: null,
      location: null,
      established: null,
      programs: [],
      ranking: null,
      accreditation: null,
      applicationDeadline: null,
      admissionRequirements: null,
      englishRequirements: null,
      acceptanceRate: null,
      tuitionRange: "Varies by programme",
      applicationFee: "TTD 60",
      livingCosts: null,
      studentPopulation: null,
      internationalStudents: null,
      campusSize: null,
      accommodation: null,
      highlights: [],
      notableAlumni: [],
      researchAreas: [],
      contactEmail: null,
      contactPhone: null,
      applicationUrl: null,
      pathwaySlugs: [],
      caribbeanApplicants: null,
      isFeatured: false,
      isActive: true,
    };
    const version1: RecordedEvent = {
      globalPosition: 1,
      transactionId: "1",
      eventId: "event-1",
      streamId: "school-school_old",
      streamVersion: 1,
      type: "SchoolAdded",
      schemaVersion: 1,
      data: version1School,
      metadata: { actor: "system", requestId: "test", occurredAt: "2026-11-23T00:00:00.000Z" },
      recordedAt: new Date("2026-11-23T00:00:00Z"),
    };
    expect(SchoolAdded.match(version1)?.quickFacts).toEqual({
      tuition: { status: "unverified", note: "Varies by programme" },
      livingCosts: { status: "unverified", note: null },
      applicationFee: { status: "unverified", note: "TTD 60" },
      applicationDeadline: { status: "unverified", note: null },
      englishRequirements: { status: "unverified", note: null },
    });

    // Version 2 named no confidence: a statement on the school's own site reads as official, any other as secondary.
    const stated = (sourceUrl: string) => ({ text: "Tuition", cycle: null, olderPage: false, amounts: [], sourceUrl, verifiedOn: "2026-11-23" });
    const notFound = { status: "not-found", note: null, checkUrl: "https://www.example.edu/fees", checkedOn: "2026-11-23" };
    const version2: RecordedEvent = {
      ...version1,
      schemaVersion: 2,
      data: {
        ...version1School,
        website: "https://www.example.edu/",
        quickFacts: {
          ...Object.fromEntries(["livingCosts", "applicationFee", "applicationDeadline", "englishRequirements"].map((key) => [key, notFound])),
          tuition: {
            status: "verified",
            note: null,
            statements: [stated("https://admissions.example.edu/fees"), stated("https://fees-guide.example.com/x")],
          },
        },
      },
    };
    expect(SchoolAdded.match(version2)?.quickFacts.tuition).toMatchObject({ statements: [{ confidence: "official" }, { confidence: "secondary" }] });
  });
});
