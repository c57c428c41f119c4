import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { applyScholarshipEdit, deadlineBadge, SCHOLARSHIP_FIELD_MESSAGES, scholarshipApiSchema, scholarshipFormSchema } from "./editorial.ts";
import { slugify } from "../platform/index.ts";
import { scholarshipFormValues } from "./form-values.ts";
import { NO_ELIGIBILITY_RULES, NO_OBLIGATIONS, scholarshipSchema } from "./schemas.ts";

const TODAY = "2026-11-24";

describe("the admin list's deadline badge", () => {
  it.each([
    [null, "ongoing"],
    ["2026-11-23", "expired"],
    ["2020-01-01", "expired"],
    ["2026-11-24", "closing soon"],
    ["2026-12-01", "closing soon"],
    ["2026-12-24", "closing soon"],
    ["2026-12-25", "open"],
    ["2027-06-30", "open"],
  ] as const)("a deadline of %s reads %s", (deadline, badge) => {
    expect(deadlineBadge(deadline, TODAY)).toBe(badge);
  });
});

const valid = { title: "Island Futures Award", description: "For students from the region.", provider: "Study Compass test fund" };

describe("the scholarship form", () => {
  it("fills the spec's defaults: currency USD, empty optional fields null, unticked boxes false, any study level", () => {
    const parsed = scholarshipFormSchema.parse({
      ...valid,
      amount: "",
      deadline: "",
      applicationUrl: "",
      eligibilityCriteria: " ",
      destinationId: "",
      pathwayId: "",
    });
    expect(parsed).toEqual({
      ...valid,
      amount: null,
      currency: "USD",
      deadline: null,
      opensOn: null,
      deadlineCycle: null,
      deadlineSourceUrl: null,
      deadlineNote: null,
      noFixedWindow: false,
      applicationUrl: null,
      sourceUrl: null,
      sourceConfidence: null,
      eligibilityCriteria: null,
      eligibilityRules: NO_ELIGIBILITY_RULES,
      obligations: NO_OBLIGATIONS,
      destinationId: null,
      pathwayId: null,
      studyLevels: [],
      isFeatured: false,
      isActive: false,
    });
  });

  it("through the API, an absent isActive is true and isFeatured false", () => {
    const parsed = scholarshipApiSchema.parse({ ...valid, currency: "CAD" });
    expect(parsed).toMatchObject({ isActive: true, isFeatured: false, currency: "CAD" });
  });

  it.each([
    [{ title: "" }, "title", SCHOLARSHIP_FIELD_MESSAGES.title],
    [{ title: "   " }, "title", SCHOLARSHIP_FIELD_MESSAGES.title],
    [{ description: undefined }, "description", SCHOLARSHIP_FIELD_MESSAGES.description],
    [{ provider: null }, "provider", SCHOLARSHIP_FIELD_MESSAGES.provider],
    [{ currency: "JPY" }, "currency", SCHOLARSHIP_FIELD_MESSAGES.currency],
    [{ deadline: "next year" }, "deadline", SCHOLARSHIP_FIELD_MESSAGES.deadline],
    [{ deadline: "2026-02-30" }, "deadline", SCHOLARSHIP_FIELD_MESSAGES.deadline],
    [{ opensOn: "2027-09-01", deadline: "2027-08-01" }, "opensOn", SCHOLARSHIP_FIELD_MESSAGES.opensAfterDeadline],
    [{ noFixedWindow: "on", deadlineNote: " " }, "deadlineNote", SCHOLARSHIP_FIELD_MESSAGES.noFixedWindowNote],
    [{ applicationUrl: "javascript:alert(1)" }, "applicationUrl", SCHOLARSHIP_FIELD_MESSAGES.applicationUrl],
    [{ applicationUrl: "http://example.org/apply" }, "applicationUrl", SCHOLARSHIP_FIELD_MESSAGES.applicationUrl],
    [{ destinationId: "mars" }, "destinationId", SCHOLARSHIP_FIELD_MESSAGES.destinationId],
    [{ studyLevels: "doctorate" }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
    [{ studyLevels: ["undergraduate", "<b>"] }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
    [{ studyLevels: { postgraduate: true } }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
  ])("refuses %o with a message on %s", (change, field, message) => {
    const result = scholarshipFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((entry) => entry.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it.each([
    [undefined, []],
    ["postgraduate", ["postgraduate"]],
    [
      ["postgraduate", "undergraduate", "postgraduate"],
      ["undergraduate", "postgraduate"],
    ],
  ])("reads the study-level boxes %o as %o (none ticked: any level)", (studyLevels, expected) => {
    expect(scholarshipFormSchema.parse({ ...valid, studyLevels }).studyLevels).toEqual(expected);
  });

  it("reads who may apply and what is owed from their text: codes upper-case, each once, in the order typed; one CXC requirement a line", () => {
    const parsed = scholarshipFormSchema.parse({
      ...valid,
      citizenships: "jm, TT;oecs  JM",
      minAge: "17",
      maxAge: " 35 ",
      minWorkYears: "1.5",
      cxcRequirements: "CAPE 8 at II\r\n\n  csec 5 at grade iii or better, including English A,  Mathematics \n",
      bondYears: "1",
      returnHomeYears: "2.5",
      serviceHours: "200",
      sourceUrl: "https://example.org/award",
      sourceConfidence: "medium",
    });
    expect(parsed).toMatchObject({
      eligibilityRules: {
        citizenships: ["JM", "TT", "OECS"],
        minAge: 17,
        maxAge: 35,
        minWorkYears: 1.5,
        cxc: [
          { exam: "CAPE", passes: 8, grade: 2, including: [] },
          { exam: "CSEC", passes: 5, grade: 3, including: ["English A", "Mathematics"] },
        ],
      },
      obligations: { bondYears: 1, returnHomeYears: 2.5, serviceHours: 200 },
      sourceConfidence: "medium",
    });
    expect(parsed).not.toHaveProperty("citizenships");
  });

  it.each([
    [{ citizenships: "JM, XX" }, "citizenships", SCHOLARSHIP_FIELD_MESSAGES.unknownCitizenships(["XX"])],
    [{ citizenships: "other US jm" }, "citizenships", SCHOLARSHIP_FIELD_MESSAGES.unknownCitizenships(["OTHER", "US"])],
    [{ cxcRequirements: "CAPE 8 at II\n\nfive CSEC passes" }, "cxcRequirements", SCHOLARSHIP_FIELD_MESSAGES.cxcLine(3)],
    [{ cxcRequirements: "CSEC 5 at VII" }, "cxcRequirements", SCHOLARSHIP_FIELD_MESSAGES.cxcGrade(1, "CSEC")],
    [{ cxcRequirements: "CAPE 2 at VIII" }, "cxcRequirements", SCHOLARSHIP_FIELD_MESSAGES.cxcGrade(1, "CAPE")],
    [{ cxcRequirements: "CAPE 0 at I" }, "cxcRequirements", SCHOLARSHIP_FIELD_MESSAGES.cxcPasses(1)],
    [{ cxcRequirements: "CAPE 1 at I\n".repeat(6) }, "cxcRequirements", SCHOLARSHIP_FIELD_MESSAGES.cxcTooMany],
    [{ minAge: "17.5" }, "minAge", SCHOLARSHIP_FIELD_MESSAGES.age],
    [{ maxAge: "101" }, "maxAge", SCHOLARSHIP_FIELD_MESSAGES.age],
    [{ minAge: "40", maxAge: "30" }, "maxAge", SCHOLARSHIP_FIELD_MESSAGES.agesReversed],
    [{ minWorkYears: "two" }, "minWorkYears", SCHOLARSHIP_FIELD_MESSAGES.minWorkYears],
    [{ minWorkYears: "-1" }, "minWorkYears", SCHOLARSHIP_FIELD_MESSAGES.minWorkYears],
    [{ bondYears: "21" }, "bondYears", SCHOLARSHIP_FIELD_MESSAGES.obligationYears],
    [{ serviceHours: "12.5" }, "serviceHours", SCHOLARSHIP_FIELD_MESSAGES.serviceHours],
    [{ sourceConfidence: "low", sourceUrl: "https://example.org/award" }, "sourceConfidence", SCHOLARSHIP_FIELD_MESSAGES.sourceConfidence],
    [{ sourceConfidence: "high" }, "sourceConfidence", SCHOLARSHIP_FIELD_MESSAGES.confidenceWithoutSource],
  ])("refuses the rules %o with a message on %s", (change, field, message) => {
    const result = scholarshipFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.filter((entry) => entry.path[0] === field).map((entry) => entry.message)).toEqual([message]);
  });

  it("names the bad entry and each bad line in words an editor can act on", () => {
    expect(SCHOLARSHIP_FIELD_MESSAGES.unknownCitizenships(["XX"])).toBe(
      '"XX" is not a code we know: use two-letter country codes such as JM, TT or BB, or CARICOM or OECS, separated by commas.',
    );
    expect(SCHOLARSHIP_FIELD_MESSAGES.cxcLine(3)).toBe(
      'Line 3: write the exam, the number of passes, "at" and the lowest grade, such as CAPE 8 at II or CSEC 5 at III including English A, Mathematics.',
    );
    expect(SCHOLARSHIP_FIELD_MESSAGES.cxcGrade(2, "CSEC")).toBe("Line 2: CSEC grades run from I to VI.");
    expect(SCHOLARSHIP_FIELD_MESSAGES.unknownCitizenships(["AA", "BB1", "CC", "DD", "EE"])).toMatch(/^"AA", "BB1", "CC" and 2 more are not codes we know: /);
  });

  it("keeps script and raw HTML as text (rendering escapes it)", () => {
    const parsed = scholarshipFormSchema.parse({ ...valid, title: "<script>alert(1)</script>" });
    expect(parsed.title).toBe("<script>alert(1)</script>");
  });
});

describe("applying an edit", () => {
  const seeded = scholarships.find((entry) => entry.slug === "chevening-scholarships")!;
  const edit = scholarshipFormSchema.parse(scholarshipFormValues(seeded));
  const identity = { id: "ignored", slug: "ignored" };

  // Every seeded award: an editor who opens it and saves changes nothing but the day it was verified
  // (its long amounts, its http citations, its rules and grade as text all read back as stored).
  it.each(scholarships.map((award) => [award.slug, award] as const))(
    "given %s's own form values, when saved, then only last verified changes, to the edit day",
    (_slug, award) => {
      const applied = applyScholarshipEdit(award, scholarshipFormSchema.parse(scholarshipFormValues(award)), identity, TODAY);
      expect(applied).toEqual(scholarshipSchema.parse({ ...award, lastVerifiedOn: TODAY }));
    },
  );

  it("given a rules form, when saved, then the award's rules, obligations and grade are the form's", () => {
    const values = {
      ...scholarshipFormValues(seeded),
      citizenships: "JM",
      minAge: "",
      maxAge: "30",
      minWorkYears: "",
      cxcRequirements: "CSEC 5 at III including English A, Mathematics",
      bondYears: "3",
      returnHomeYears: "",
      serviceHours: "",
      sourceConfidence: "",
    };
    expect(applyScholarshipEdit(seeded, scholarshipFormSchema.parse(values), identity, TODAY)).toMatchObject({
      eligibilityRules: {
        citizenships: ["JM"],
        minAge: null,
        maxAge: 30,
        minWorkYears: null,
        cxc: [{ exam: "CSEC", passes: 5, grade: 3, including: ["English A", "Mathematics"] }],
      },
      obligations: { bondYears: 3, returnHomeYears: null, serviceHours: null },
      sourceConfidence: null,
    });
  });

  it("given a JSON edit without rules, obligations or grade, when saved, then they are kept; a new source URL without a grade is not graded", () => {
    const spec = { title: seeded.title, description: seeded.description, provider: seeded.provider, currency: seeded.currency, deadline: seeded.deadline };
    const kept = applyScholarshipEdit(seeded, scholarshipApiSchema.parse({ ...spec, sourceUrl: seeded.sourceUrl }), identity, TODAY);
    expect(kept).toMatchObject({ eligibilityRules: seeded.eligibilityRules, obligations: seeded.obligations, sourceConfidence: "high" });
    const moved = applyScholarshipEdit(seeded, scholarshipApiSchema.parse({ ...spec, sourceUrl: "https://example.org/elsewhere" }), identity, TODAY);
    expect(moved.sourceConfidence).toBeNull();
  });

  it("given a JSON edit with rules as values, when saved, then they replace the stored ones, checked as the form's text is", () => {
    const rules = {
      citizenships: ["jm", "OECS", "JM"],
      minAge: 18,
      maxAge: null,
      minWorkYears: 2,
      cxc: [{ exam: "CAPE", passes: 2, grade: 1, including: [] }],
    };
    const owed = { bondYears: null, returnHomeYears: 2, serviceHours: null };
    const api = scholarshipApiSchema.parse({
      ...valid,
      eligibilityRules: rules,
      obligations: owed,
      sourceUrl: "https://example.org/s",
      sourceConfidence: "medium",
    });
    expect(applyScholarshipEdit(seeded, api, identity, TODAY)).toMatchObject({
      eligibilityRules: { ...rules, citizenships: ["JM", "OECS"] },
      obligations: owed,
      sourceConfidence: "medium",
    });
    const bad = scholarshipApiSchema.safeParse({
      ...valid,
      eligibilityRules: {
        ...rules,
        citizenships: ["XX"],
        minAge: 40,
        maxAge: 30,
        cxc: [{ exam: "CSEC", passes: 5, grade: 7, including: ["English A, Mathematics"] }],
      },
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["eligibilityRules.citizenships", SCHOLARSHIP_FIELD_MESSAGES.unknownCitizenships(["XX"])],
      ["eligibilityRules.maxAge", SCHOLARSHIP_FIELD_MESSAGES.agesReversed],
      ["eligibilityRules.cxc.0.grade", SCHOLARSHIP_FIELD_MESSAGES.cxcGradeOfExam("CSEC")],
      ["eligibilityRules.cxc.0.including", SCHOLARSHIP_FIELD_MESSAGES.subjectWithComma],
    ]);
  });

  it("given new dates under a new cycle name, when saved, then the cycle shown until then becomes the newest earlier one", () => {
    const confirmed = { ...edit, deadlineCycle: "2031/32", opensOn: "2030-08-01", deadline: "2030-10-01", deadlineSourceUrl: "https://example.org/2031" };
    const applied = applyScholarshipEdit(seeded, confirmed, identity, TODAY);
    expect(applied).toMatchObject({ deadlineCycle: "2031/32", opensOn: "2030-08-01", deadline: "2030-10-01", id: seeded.id, slug: seeded.slug });
    expect(applied.earlierCycles).toEqual([
      { intake: seeded.deadlineCycle, opensOn: seeded.opensOn, closesOn: seeded.deadline, sourceUrl: seeded.deadlineSourceUrl },
      ...seeded.earlierCycles,
    ]);
    expect(scholarshipSchema.safeParse(applied).success).toBe(true);
  });

  it("given new dates under the same cycle name, when saved, then they correct that cycle and the earlier ones stay", () => {
    const applied = applyScholarshipEdit(seeded, { ...edit, deadline: "2025-10-09" }, identity, TODAY);
    expect(applied).toMatchObject({ deadline: "2025-10-09", deadlineCycle: seeded.deadlineCycle, earlierCycles: seeded.earlierCycles });
  });

  it("given a JSON edit that sends only the spec's deadline, when saved, then the cycle's name, opening, note and source are kept", () => {
    const api = scholarshipApiSchema.parse({
      title: seeded.title,
      description: seeded.description,
      provider: seeded.provider,
      deadline: seeded.deadline,
      currency: seeded.currency,
    });
    expect(applyScholarshipEdit(seeded, api, identity, TODAY)).toMatchObject({
      deadlineCycle: seeded.deadlineCycle,
      opensOn: seeded.opensOn,
      deadlineNote: seeded.deadlineNote,
      deadlineSourceUrl: seeded.deadlineSourceUrl,
      fixedWindow: seeded.fixedWindow,
      earlierCycles: seeded.earlierCycles,
    });
  });

  it("a new scholarship takes the given id and slug and passes the event schema", () => {
    const applied = applyScholarshipEdit(null, edit, { id: "scholarship_new", slug: "new-one" }, TODAY);
    expect(scholarshipSchema.parse(applied)).toMatchObject({ id: "scholarship_new", slug: "new-one", howToApply: null });
  });
});

describe("slugify (the slug rule shared with articles)", () => {
  it.each([
    ["Island Futures Award 2027!", "island-futures-award-2027"],
    ["  --Hello,   World--  ", "hello-world"],
    ["Bourse d'études Élan", "bourse-d-etudes-elan"],
    ["<script>", "script"],
    ["!!!", "scholarship"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title, "scholarship")).toBe(slug);
  });
});
