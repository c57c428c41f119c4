import { describe, expect, it } from "vitest";
import { cxcEntryVerdict, cxcEntryVerdictText, type CxcEntryRuleFacts, type EnglishExemptions } from "./entry-check.ts";
import { readCxcRequirements } from "./requirements-text.ts";
import type { CxcResult } from "./requirements.ts";

// Given a school's published rule (typed as its editor would) and a student's results, when checked, then the verdict.
const published = (requirements: string, englishExemptions: EnglishExemptions = { csecEnglishA: null, capeCommunicationStudies: null }): CxcEntryRuleFacts => {
  const read = readCxcRequirements(requirements);
  if (!read.ok) throw new Error(read.errors.join(" "));
  return { status: "published", requirements: read.value, englishExemptions };
};

/** The seeded minimums the personas meet (infra/seed/catalog/schools.ts). */
const toronto = published("CAPE 6 at V");
const york = published("CAPE 6 at III");
const salcc = published("CSEC 5 at III including English A, Mathematics");
const mona = published("CSEC 5 at III including Mathematics, English A\nCAPE 4 at V", { csecEnglishA: 1, capeCommunicationStudies: 2 });
const notPublished: CxcEntryRuleFacts = { status: "not-published" };

const csec = (subject: string, grade: number): CxcResult => ({ exam: "CSEC", subject, grade });
const cape = (subject: string, grade: number): CxcResult => ({ exam: "CAPE", subject, grade });
const csecPasses = [csec("English A", 2), csec("Mathematics", 2), csec("Biology", 1), csec("Chemistry", 3), csec("Spanish", 2), csec("Geography", 3)];

const shortfallKinds = (verdict: ReturnType<typeof cxcEntryVerdict>) => (verdict.verdict === "below" ? verdict.shortfalls.map((each) => each.kind) : []);

describe("a Kingston CAPE student with 4 units", () => {
  const results = [...csecPasses, cape("Caribbean Studies", 2), cape("Communication Studies", 3), cape("Biology Unit 1", 2), cape("Biology Unit 2", 3)];

  it("is below a minimum of the CAPE diploma's six units, told how many she has", () => {
    const verdict = cxcEntryVerdict(toronto, results);
    expect(cxcEntryVerdictText(verdict)).toBe("Below the published minimum (needs 6 CAPE units, you have 4)");
    expect(shortfallKinds(verdict)).toEqual(["count"]);
  });

  it("meets a minimum of five CSEC passes including English A and Mathematics", () => {
    expect(cxcEntryVerdictText(cxcEntryVerdict(salcc, results))).toBe("Meets the published minimum");
  });

  it("meets Mona's Social Sciences minimum, and is told she sits the English test: her English A is grade II, Communication Studies III", () => {
    const verdict = cxcEntryVerdict(mona, results);
    expect(verdict).toMatchObject({ verdict: "meets", english: { exempt: false } });
    expect(verdict.verdict === "meets" && verdict.english?.text).toBe(
      "You would sit the school's English-language test: it is waived for CSEC English A at grade I or better or CAPE Communication Studies at grade II or better.",
    );
  });
});

describe("a student with 6 units missing a required subject", () => {
  const results = [
    ...csecPasses,
    cape("Caribbean Studies", 1),
    cape("Communication Studies", 2),
    cape("Biology Unit 1", 2),
    cape("Biology Unit 2", 2),
    cape("Chemistry Unit 1", 4),
    cape("Chemistry Unit 2", 4),
  ];

  it("meets the six-unit minimum", () => {
    expect(cxcEntryVerdict(toronto, results)).toMatchObject({ verdict: "meets" });
  });

  it("is below a minimum naming Pure Mathematics: the subject is said", () => {
    const verdict = cxcEntryVerdict(published("CAPE 6 at V including Pure Mathematics"), results);
    expect(cxcEntryVerdictText(verdict)).toBe("Below the published minimum (needs CAPE Pure Mathematics at grade V or better)");
    expect(shortfallKinds(verdict)).toEqual(["subject"]);
  });

  it("is below a minimum at grade III in every unit, with the units that count, and a required English held at too low a grade", () => {
    expect(cxcEntryVerdictText(cxcEntryVerdict(york, results))).toBe("Below the published minimum (needs 6 CAPE units at grade III or better, you have 4)");
    const english = cxcEntryVerdict(published("CSEC 5 at I including English A"), results);
    expect(cxcEntryVerdictText(english)).toBe(
      "Below the published minimum (needs 5 CSEC subjects at grade I or better, you have 1; needs CSEC English A at grade I or better, you have II)",
    );
    expect(shortfallKinds(english)).toEqual(["grade", "english"]);
  });

  it("counts a CAPE subject's units under its name, and is exempt from an English test by Communication Studies at II", () => {
    expect(cxcEntryVerdict(published("CAPE 2 at II including Biology"), results)).toMatchObject({ verdict: "meets" });
    expect(cxcEntryVerdict(mona, results)).toMatchObject({ verdict: "meets", english: { exempt: true } });
  });
});

describe("a Trinidadian with CSEC only", () => {
  const results = csecPasses;

  it("is below a CAPE minimum, told she has no CAPE units", () => {
    expect(cxcEntryVerdictText(cxcEntryVerdict(toronto, results))).toBe("Below the published minimum (needs 6 CAPE units, you have none)");
  });

  it("meets a CSEC-only minimum", () => {
    expect(cxcEntryVerdict(salcc, results)).toEqual({ verdict: "meets", english: null });
  });
});

describe("a student with no results", () => {
  it("is invited to add them where a minimum is published", () => {
    expect(cxcEntryVerdict(toronto, [])).toEqual({ verdict: "no-results" });
    expect(cxcEntryVerdictText({ verdict: "no-results" })).toBe("Add your CXC results to check");
  });
});

describe("a school that publishes no minimum", () => {
  it("is not published whatever the results, and a law school's entry is not on CXC results", () => {
    expect(cxcEntryVerdictText(cxcEntryVerdict(notPublished, csecPasses))).toBe("Not published");
    expect(cxcEntryVerdict(notPublished, [])).toEqual({ verdict: "not-published" });
    expect(cxcEntryVerdict({ status: "not-by-cxc" }, csecPasses)).toEqual({ verdict: "not-by-cxc" });
  });
});
