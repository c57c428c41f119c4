import { describe, expect, it } from "vitest";
import { EditConflictError, EntryExistsError } from "../../eventstore/index.ts";
import { deciderSpec } from "../../eventstore/testing.ts";
import { programmeEditorialDecider, programmeEntryDecider, programmeSeedDecider } from "./decide.ts";
import { programmeFormSchema, PROGRAMME_FIELD_MESSAGES } from "./editor.ts";
import { ProgrammeAdded, ProgrammeRevised } from "./events.ts";
import { PROGRAMME_FACT_MESSAGES, programmeSchema, type Programme } from "./schemas.ts";

const lec: Programme = {
  id: "hugh-wooding-law-school--legal-education-certificate-lec",
  schoolId: "school_hugh_wooding_law_school",
  name: "Legal Education Certificate (LEC)",
  slug: "legal-education-certificate-lec",
  level: "professional",
  fields: ["law"],
  duration: { months: 24, text: "two-year" },
  startMonths: [],
  cxcPrerequisites: null,
  fee: { amount: 91014, currency: "TTD", cycle: "2015-16", text: "University of Guyana graduates pay TT$91,014 a year" },
  source: { url: "https://demerarawaves.com/2015/07/15/fees/", confidence: "secondary", verifiedOn: "2026-11-23" },
  isActive: true,
};

const issuesOf = (value: unknown) => (programmeSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("a programme record's schema", () => {
  it("accepts a record whose fee figure its words state, and one known only from the school's list", () => {
    expect(issuesOf(lec)).toEqual([]);
    expect(issuesOf({ ...lec, level: null, duration: null, fee: null, source: null })).toEqual([]);
  });

  it("refuses a fee its words do not state, a fact without a source, and start months out of order", () => {
    expect(issuesOf({ ...lec, fee: { ...lec.fee!, amount: 91000 } })).toEqual([["fee", PROGRAMME_FACT_MESSAGES.feeNotInText("91,000")]]);
    expect(issuesOf({ ...lec, source: null })).toEqual([["source", PROGRAMME_FACT_MESSAGES.needsSource]]);
    expect(issuesOf({ ...lec, startMonths: [9, 1] })).toEqual([["startMonths", PROGRAMME_FACT_MESSAGES.startMonthsOrder]]);
    expect(issuesOf({ ...lec, level: "apprenticeship" })).toEqual([["level", expect.any(String)]]);
    expect(issuesOf({ ...lec, startMonths: [13] })).toEqual([["startMonths.0", expect.any(String)]]);
  });
});

describe("the programme form", () => {
  const form = {
    schoolId: lec.schoolId,
    name: lec.name,
    level: "professional",
    fields: "law",
    durationMonths: "24",
    durationText: "two-year",
    startMonths: ["9", "1"],
    cxcPrerequisites: "",
    feeAmount: "91014",
    feeCurrency: "ttd",
    feeCycle: "2015-16",
    feeText: lec.fee!.text,
    sourceUrl: lec.source!.url,
    sourceConfidence: "secondary",
    verifiedOn: "2026-11-23",
    isActive: "on",
  };
  const fieldErrors = (values: Record<string, unknown>) =>
    (programmeFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]);

  it("reads a browser's post: one field as a list, months sorted, the currency upper-cased", () => {
    const parsed = programmeFormSchema.parse(form);
    expect(parsed).toMatchObject({ fields: ["law"], startMonths: [1, 9], feeCurrency: "TTD", durationMonths: 24, isActive: true });
  });

  it("puts each problem beside its field: half a fee, half a source, a fee its words do not state", () => {
    expect(fieldErrors({ ...form, feeCurrency: "" })).toEqual([["feeCurrency", PROGRAMME_FIELD_MESSAGES.feeParts]]);
    expect(fieldErrors({ ...form, verifiedOn: "" })).toEqual([["verifiedOn", PROGRAMME_FIELD_MESSAGES.sourceParts]]);
    expect(fieldErrors({ ...form, feeAmount: "90000" })).toEqual([["feeText", PROGRAMME_FACT_MESSAGES.feeNotInText("90,000")]]);
    expect(fieldErrors({ ...form, durationText: "" })).toEqual([["durationText", PROGRAMME_FIELD_MESSAGES.durationPair]]);
    expect(fieldErrors({ ...form, name: " " })).toEqual([["name", PROGRAMME_FIELD_MESSAGES.name]]);
  });
});

describe("deciding a programme", () => {
  it("given none, when the seed desires one, then it is added; given it, the same desire does nothing and a change revises it whole", () => {
    deciderSpec(programmeEntryDecider)
      .given([])
      .when(lec)
      .then([ProgrammeAdded.create(lec)]);
    deciderSpec(programmeEntryDecider)
      .given([ProgrammeAdded.create(lec)])
      .when(lec)
      .then([]);
    const revised = { ...lec, startMonths: [9] };
    deciderSpec(programmeEntryDecider)
      .given([ProgrammeAdded.create(lec)])
      .when(revised)
      .then([ProgrammeRevised.create(revised)]);
  });

  it("given a programme an editor revised, when the seed desires its old record, then the seed leaves it alone", () => {
    const edited = { ...ProgrammeRevised.create({ ...lec, name: "LEC" }), metadata: { actor: "user_1" } };
    const seeded = { ...ProgrammeAdded.create(lec), metadata: { actor: "system" } };
    deciderSpec(programmeSeedDecider("system")).given([seeded, edited]).when(lec).then([]);
  });

  it("given a programme, when an editor creates it again or revises from a stale version, then it is refused", () => {
    deciderSpec(programmeEditorialDecider)
      .given([ProgrammeAdded.create(lec)])
      .when({ kind: "create", content: lec })
      .then(EntryExistsError);
    deciderSpec(programmeEditorialDecider)
      .given([ProgrammeAdded.create(lec), ProgrammeRevised.create({ ...lec, startMonths: [9] })])
      .when({ kind: "revise", content: lec, expectedVersion: 1 })
      .then(EditConflictError);
  });

  it("given two versions, when the first is restored, then its facts come back as a revision and its address stays", () => {
    const second = { ...lec, fee: null, source: null, duration: null };
    deciderSpec(programmeEditorialDecider)
      .given([ProgrammeAdded.create(lec), ProgrammeRevised.create(second)])
      .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
      .then([{ ...ProgrammeRevised.create(lec), metadata: { restoredFromVersion: 1 } }]);
  });
});
