import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { eligibilityChecks, eligibilityVerdict, isNotRuledOut, type StudentFacts } from "./eligibility.ts";
import { NO_ELIGIBILITY_RULES } from "./schemas.ts";

const TODAY = "2026-11-28";
const nobody: StudentFacts = { citizenship: null, educationLevel: null, birthYear: null, workExperienceYears: null, cxcResults: [] };
const award = (rules: Partial<typeof NO_ELIGIBILITY_RULES>, studyLevels: ("undergraduate" | "postgraduate")[] = []) => ({
  studyLevels,
  eligibilityRules: { ...NO_ELIGIBILITY_RULES, ...rules },
});
const statuses = (checks: { rule: string; status: string }[]) => checks.map((check) => `${check.rule}: ${check.status}`);

describe("an award's rules checked against a student's profile", () => {
  it("given a student who has said nothing, when any rule is set, then each is unknown and the award is unknown, never hidden", () => {
    const checks = eligibilityChecks(
      award({ citizenships: ["JM"], minAge: 18, minWorkYears: 2, cxc: [{ exam: "CAPE", passes: 8, grade: 2, including: [] }] }, ["postgraduate"]),
      nobody,
      TODAY,
    );
    expect(statuses(checks)).toEqual(["level: unknown", "citizenship: unknown", "age: unknown", "work: unknown", "cxc: unknown"]);
    expect(eligibilityVerdict(checks)).toBe("unknown");
  });

  it("given 'For me', when a rule is not met it rules the award out, and when one is only unknown it never does", () => {
    const forJamaicans = award({ citizenships: ["JM"], minAge: 18 });
    expect(isNotRuledOut(forJamaicans, { ...nobody, citizenship: "TT" }, TODAY)).toBe(false);
    expect(isNotRuledOut(forJamaicans, { ...nobody, citizenship: "JM" }, TODAY)).toBe(true);
    expect(isNotRuledOut(forJamaicans, nobody, TODAY)).toBe(true);
  });

  it("given an award that sets no rule, when checked, then the student meets everything we know of it", () => {
    expect(eligibilityChecks(award({}), nobody, TODAY)).toEqual([]);
    expect(eligibilityVerdict([])).toBe("eligible");
  });

  it("given a group, when checked, then its full members meet it and others do not", () => {
    const oecs = award({ citizenships: ["OECS"] });
    expect(eligibilityChecks(oecs, { ...nobody, citizenship: "LC" }, TODAY)).toMatchObject([{ text: "Citizen of an OECS member state", status: "met" }]);
    expect(eligibilityChecks(oecs, { ...nobody, citizenship: "JM" }, TODAY)).toMatchObject([{ status: "not met" }]);
    expect(eligibilityChecks(award({ citizenships: ["CARICOM"] }), { ...nobody, citizenship: "other" }, TODAY)).toMatchObject([{ status: "not met" }]);
  });

  it("given an age limit, when the birthday decides it, then it is unknown; when both ages this year fit, met; when neither, not met", () => {
    const underTwenty = award({ maxAge: 19 });
    expect(eligibilityChecks(underTwenty, { ...nobody, birthYear: 2007 }, TODAY)).toMatchObject([{ text: "Aged 19 or under when applying", status: "met" }]);
    expect(eligibilityChecks(underTwenty, { ...nobody, birthYear: 2006 }, TODAY)).toMatchObject([{ status: "unknown" }]);
    expect(eligibilityChecks(underTwenty, { ...nobody, birthYear: 2005 }, TODAY)).toMatchObject([{ status: "not met" }]);
  });

  it("given a CXC rule, when the grades and named subjects are there, then it is met; a missing subject or too few passes is not", () => {
    const rule = award({ cxc: [{ exam: "CSEC", passes: 2, grade: 3, including: ["Mathematics"] }] });
    const maths = { exam: "CSEC" as const, subject: "mathematics", grade: 2 };
    const english = { exam: "CSEC" as const, subject: "English A", grade: 1 };
    expect(eligibilityChecks(rule, { ...nobody, cxcResults: [maths, english] }, TODAY)).toMatchObject([
      { text: "At least 2 CSEC subjects at grade III or better, including Mathematics", status: "met" },
    ]);
    expect(eligibilityChecks(rule, { ...nobody, cxcResults: [english, { ...english, subject: "Biology" }] }, TODAY)).toMatchObject([{ status: "not met" }]);
    expect(eligibilityChecks(rule, { ...nobody, cxcResults: [{ ...maths, grade: 4 }, english] }, TODAY)).toMatchObject([{ status: "not met" }]);
    // CAPE results say nothing of CSEC.
    expect(eligibilityChecks(rule, { ...nobody, cxcResults: [{ exam: "CAPE", subject: "Mathematics", grade: 1 }] }, TODAY)).toMatchObject([
      { status: "unknown" },
    ]);
  });

  it("given a level, when the student's current level points to the next one, then it is met or not", () => {
    const postgraduate = award({}, ["postgraduate"]);
    expect(eligibilityChecks(postgraduate, { ...nobody, educationLevel: "undergraduate-graduate" }, TODAY)).toMatchObject([{ status: "met" }]);
    expect(eligibilityChecks(postgraduate, { ...nobody, educationLevel: "high-school-graduate" }, TODAY)).toMatchObject([{ status: "not met" }]);
    expect(eligibilityChecks(postgraduate, { ...nobody, educationLevel: "other" }, TODAY)).toMatchObject([{ status: "unknown" }]);
  });
});

const CSEC_SUBJECTS = ["English A", "Mathematics", "Biology", "Chemistry", "Physics", "Spanish", "Geography", "Information Technology"];
const CAPE_UNITS = [
  "Biology Unit 1",
  "Biology Unit 2",
  "Chemistry Unit 1",
  "Chemistry Unit 2",
  "Pure Mathematics Unit 1",
  "Pure Mathematics Unit 2",
  "Caribbean Studies",
  "Communication Studies",
];
const csec = (count: number, grade: number) => CSEC_SUBJECTS.slice(0, count).map((subject) => ({ exam: "CSEC" as const, subject, grade }));
const cape = (count: number, grade: number) => CAPE_UNITS.slice(0, count).map((subject) => ({ exam: "CAPE" as const, subject, grade }));

/** Every seeded award for a student, by verdict, as slugs in order. */
function verdicts(student: StudentFacts): Record<"eligible" | "not eligible" | "unknown", string[]> {
  const lists = { eligible: [] as string[], "not eligible": [] as string[], unknown: [] as string[] };
  for (const scholarship of scholarships) lists[eligibilityVerdict(eligibilityChecks(scholarship, student, TODAY))].push(scholarship.slug);
  for (const list of Object.values(lists)) list.sort();
  return lists;
}

// The personas against every seeded award (issue 26): what each may apply for, what rules them out, and
// what depends on a fact they have not given or a birthday. "Eligible" means every rule we hold is met: the
// award's own words (shown on its page) may say more.
describe("personas", () => {
  it("A Jamaican CAPE leaver (18, eight CSEC subjects at grade I, six CAPE units at grade II)", () => {
    expect(
      verdicts({
        citizenship: "JM",
        educationLevel: "high-school-graduate",
        birthYear: 2008,
        workExperienceYears: 0,
        cxcResults: [...csec(8, 1), ...cape(6, 2)],
      }),
    ).toEqual({
      eligible: [
        "annual-jamaica-scholarship",
        "chinese-government-scholarship",
        "emerging-leaders-in-the-americas-program",
        "fulbright-laspau-faculty-development-program",
        "jamaica-jamvat",
        "jamaica-public-sector-parents-tertiary-grant",
        "jamaica-tertiary-students-assistance-programme",
        "jamaica-tsap-financial-assistance-grant",
        "lester-b-pearson-international-scholarship",
        "mexican-government-scholarships-for-international-students",
        "mext-japanese-government-scholarship",
        "oas-academic-scholarship-program",
        "oas-paec-partnership-scholarships",
        "taiwan-icdf-international-higher-education-scholarship",
        "turkiye-scholarships",
        "ubc-international-major-entrance-scholarship",
        "ubc-international-scholars-program",
        "uwi-mona-scholarships-and-bursaries",
      ],
      "not eligible": [
        "all-bahamas-merit-scholarship",
        "bahamas-national-merit-scholarship",
        "bahamas-national-scholarship-programme",
        "barbados-national-development-scholarships",
        "barbados-scholarships-and-exhibitions",
        "chevening-scholarships",
        "commonwealth-masters-scholarships",
        "commonwealth-shared-scholarships",
        "daad-epos-development-related-postgraduate-courses",
        "erasmus-mundus-joint-masters",
        "errol-walton-barrow-scholarship",
        "fulbright-foreign-student-program",
        "fulbright-foreign-student-program-trinidad-and-tobago",
        "fulbright-graduate-student-program-jamaica",
        "gates-cambridge-scholarship",
        "global-korea-scholarship-graduate",
        "guyana-online-academy-of-learning",
        "hubert-h-humphrey-fellowship",
        "joint-japan-world-bank-graduate-scholarship",
        "knight-hennessy-scholars",
        "marcus-garvey-public-sector-graduate-scholarship",
        "mccall-macbain-scholarships",
        "rhodes-scholarship-jamaica-commonwealth-caribbean",
        "trinidad-and-tobago-gate",
        "trinidad-and-tobago-national-bursaries",
        "trinidad-and-tobago-national-scholarships",
        "uwi-open-scholarship",
      ],
      unknown: ["jamaica-tsap-scholarships", "mofa-taiwan-scholarship"],
    });
  });

  it("A Trinidadian CAPE leaver (18, eight CSEC subjects and eight CAPE units at grade I)", () => {
    expect(
      verdicts({
        citizenship: "TT",
        educationLevel: "high-school-graduate",
        birthYear: 2008,
        workExperienceYears: 0,
        cxcResults: [...csec(8, 1), ...cape(8, 1)],
      }),
    ).toEqual({
      eligible: [
        "chinese-government-scholarship",
        "emerging-leaders-in-the-americas-program",
        "fulbright-foreign-student-program-trinidad-and-tobago",
        "fulbright-laspau-faculty-development-program",
        "jamaica-jamvat",
        "jamaica-public-sector-parents-tertiary-grant",
        "jamaica-tertiary-students-assistance-programme",
        "jamaica-tsap-financial-assistance-grant",
        "lester-b-pearson-international-scholarship",
        "mexican-government-scholarships-for-international-students",
        "mext-japanese-government-scholarship",
        "oas-academic-scholarship-program",
        "oas-paec-partnership-scholarships",
        "taiwan-icdf-international-higher-education-scholarship",
        "trinidad-and-tobago-national-bursaries",
        "trinidad-and-tobago-national-scholarships",
        "turkiye-scholarships",
        "ubc-international-major-entrance-scholarship",
        "ubc-international-scholars-program",
        "uwi-mona-scholarships-and-bursaries",
        "uwi-open-scholarship",
      ],
      "not eligible": [
        "all-bahamas-merit-scholarship",
        "annual-jamaica-scholarship",
        "bahamas-national-merit-scholarship",
        "bahamas-national-scholarship-programme",
        "barbados-national-development-scholarships",
        "barbados-scholarships-and-exhibitions",
        "chevening-scholarships",
        "commonwealth-masters-scholarships",
        "commonwealth-shared-scholarships",
        "daad-epos-development-related-postgraduate-courses",
        "erasmus-mundus-joint-masters",
        "errol-walton-barrow-scholarship",
        "fulbright-foreign-student-program",
        "fulbright-graduate-student-program-jamaica",
        "gates-cambridge-scholarship",
        "global-korea-scholarship-graduate",
        "guyana-online-academy-of-learning",
        "hubert-h-humphrey-fellowship",
        "joint-japan-world-bank-graduate-scholarship",
        "knight-hennessy-scholars",
        "marcus-garvey-public-sector-graduate-scholarship",
        "mccall-macbain-scholarships",
        "rhodes-scholarship-jamaica-commonwealth-caribbean",
      ],
      unknown: ["jamaica-tsap-scholarships", "mofa-taiwan-scholarship", "trinidad-and-tobago-gate"],
    });
  });

  it("A Barbadian graduate (27, a bachelor's degree, three years of work)", () => {
    expect(verdicts({ citizenship: "BB", educationLevel: "undergraduate-graduate", birthYear: 1999, workExperienceYears: 3, cxcResults: [] })).toEqual({
      eligible: [
        "barbados-national-development-scholarships",
        "barbados-scholarships-and-exhibitions",
        "chevening-scholarships",
        "chinese-government-scholarship",
        "daad-epos-development-related-postgraduate-courses",
        "emerging-leaders-in-the-americas-program",
        "erasmus-mundus-joint-masters",
        "fulbright-foreign-student-program",
        "fulbright-laspau-faculty-development-program",
        "gates-cambridge-scholarship",
        "global-korea-scholarship-graduate",
        "jamaica-tertiary-students-assistance-programme",
        "jamaica-tsap-financial-assistance-grant",
        "jamaica-tsap-scholarships",
        "joint-japan-world-bank-graduate-scholarship",
        "knight-hennessy-scholars",
        "mccall-macbain-scholarships",
        "mexican-government-scholarships-for-international-students",
        "mext-japanese-government-scholarship",
        "mofa-taiwan-scholarship",
        "oas-academic-scholarship-program",
        "oas-paec-partnership-scholarships",
        "rhodes-scholarship-jamaica-commonwealth-caribbean",
        "taiwan-icdf-international-higher-education-scholarship",
        "turkiye-scholarships",
      ],
      "not eligible": [
        "all-bahamas-merit-scholarship",
        "annual-jamaica-scholarship",
        "bahamas-national-merit-scholarship",
        "bahamas-national-scholarship-programme",
        "commonwealth-masters-scholarships",
        "commonwealth-shared-scholarships",
        "errol-walton-barrow-scholarship",
        "fulbright-foreign-student-program-trinidad-and-tobago",
        "fulbright-graduate-student-program-jamaica",
        "guyana-online-academy-of-learning",
        "hubert-h-humphrey-fellowship",
        "jamaica-jamvat",
        "jamaica-public-sector-parents-tertiary-grant",
        "lester-b-pearson-international-scholarship",
        "marcus-garvey-public-sector-graduate-scholarship",
        "trinidad-and-tobago-gate",
        "trinidad-and-tobago-national-bursaries",
        "trinidad-and-tobago-national-scholarships",
        "ubc-international-major-entrance-scholarship",
        "ubc-international-scholars-program",
        "uwi-mona-scholarships-and-bursaries",
        "uwi-open-scholarship",
      ],
      unknown: [],
    });
  });

  it("A Guyanese public servant (36, ten years of work)", () => {
    expect(verdicts({ citizenship: "GY", educationLevel: "professional", birthYear: 1990, workExperienceYears: 10, cxcResults: [] })).toEqual({
      eligible: [
        "chevening-scholarships",
        "chinese-government-scholarship",
        "commonwealth-masters-scholarships",
        "commonwealth-shared-scholarships",
        "daad-epos-development-related-postgraduate-courses",
        "emerging-leaders-in-the-americas-program",
        "erasmus-mundus-joint-masters",
        "fulbright-foreign-student-program",
        "fulbright-laspau-faculty-development-program",
        "gates-cambridge-scholarship",
        "global-korea-scholarship-graduate",
        "guyana-online-academy-of-learning",
        "hubert-h-humphrey-fellowship",
        "jamaica-tertiary-students-assistance-programme",
        "jamaica-tsap-financial-assistance-grant",
        "jamaica-tsap-scholarships",
        "joint-japan-world-bank-graduate-scholarship",
        "knight-hennessy-scholars",
        "mccall-macbain-scholarships",
        "mexican-government-scholarships-for-international-students",
        "mext-japanese-government-scholarship",
        "mofa-taiwan-scholarship",
        "oas-academic-scholarship-program",
        "oas-paec-partnership-scholarships",
        "rhodes-scholarship-jamaica-commonwealth-caribbean",
        "taiwan-icdf-international-higher-education-scholarship",
        "turkiye-scholarships",
      ],
      "not eligible": [
        "all-bahamas-merit-scholarship",
        "annual-jamaica-scholarship",
        "bahamas-national-merit-scholarship",
        "bahamas-national-scholarship-programme",
        "barbados-national-development-scholarships",
        "barbados-scholarships-and-exhibitions",
        "errol-walton-barrow-scholarship",
        "fulbright-foreign-student-program-trinidad-and-tobago",
        "fulbright-graduate-student-program-jamaica",
        "jamaica-jamvat",
        "jamaica-public-sector-parents-tertiary-grant",
        "lester-b-pearson-international-scholarship",
        "marcus-garvey-public-sector-graduate-scholarship",
        "trinidad-and-tobago-gate",
        "trinidad-and-tobago-national-bursaries",
        "trinidad-and-tobago-national-scholarships",
        "ubc-international-major-entrance-scholarship",
        "ubc-international-scholars-program",
        "uwi-mona-scholarships-and-bursaries",
        "uwi-open-scholarship",
      ],
      unknown: [],
    });
  });
});
