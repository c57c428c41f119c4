import { describe, expect, it } from "vitest";
import {
  amountLine,
  applySchoolEdit,
  dateLine,
  EMPTY_STATEMENT,
  NEW_SCHOOL_FORM_VALUES,
  parseDateLine,
  parseAmountLine,
  schoolFormSchema,
  schoolFormValues,
  SCHOOL_FIELD_MESSAGES,
} from "./school-editor.ts";
import { cycleReading } from "./fact-cycles.ts";
import { CXC_ENTRY_MESSAGES } from "./cxc-entry-editor.ts";

const today = "2026-11-28";
const identity = { id: "school_test", slug: "test-university" };
/** A new school's form as a browser posts it, with `changes` on top. */
const posted = (changes: Record<string, unknown>) =>
  schoolFormSchema.parse({ ...NEW_SCHOOL_FORM_VALUES, name: "Test University", destinationId: "canada", description: "A school.", ...changes });

describe("the school editor's figures", () => {
  it("reads a single figure, a range, an open-ended one and a label, and writes them back the same way", () => {
    expect(parseAmountLine("USD 37,996 year")).toEqual({ currency: "USD", min: 37996, max: 37996, period: "year", label: null });
    expect(parseAmountLine("cad 45,000-60,000 year Arts")).toEqual({ currency: "CAD", min: 45000, max: 60000, period: "year", label: "Arts" });
    expect(parseAmountLine("GBP 9,535+ year")).toMatchObject({ min: 9535, max: null });
    for (const line of ["USD 37,996 year", "CAD 45,000-60,000 year Arts", "GBP 9,535+ year"]) expect(amountLine(parseAmountLine(line)!)).toBe(line);
  });

  it("refuses what is not a figure: no period, an unknown period, a range that runs backwards", () => {
    for (const line of ["USD 37,996", "USD 100 fortnight", "USD 60,000-45,000 year", "about 100 dollars"]) expect(parseAmountLine(line)).toBeNull();
  });
});

describe("applying the school form", () => {
  it("given a verified fact with a statement, when saved, then it carries its source, cycle, confidence and figures, checked today when no day is given", () => {
    const edit = posted({
      quickFacts: {
        ...NEW_SCHOOL_FORM_VALUES.quickFacts,
        tuition: {
          status: "verified",
          note: "",
          checkUrl: "",
          checkedOn: "",
          statements: [
            {
              text: "Tuition is US$37,996 a year.",
              cycle: "2027-28",
              sourceUrl: "https://test.edu/fees",
              confidence: "official",
              verifiedOn: "",
              olderPage: "",
              amounts: "USD 37,996 year",
            },
            EMPTY_STATEMENT,
          ],
        },
      },
    });
    const applied = applySchoolEdit(edit, identity, today);
    expect("school" in applied && applied.school.quickFacts.tuition).toEqual({
      status: "verified",
      note: null,
      statements: [
        {
          text: "Tuition is US$37,996 a year.",
          cycle: "2027-28",
          olderPage: false,
          amounts: [{ currency: "USD", min: 37996, max: 37996, period: "year", label: null }],
          dates: [],
          sourceUrl: "https://test.edu/fees",
          confidence: "official",
          verifiedOn: today,
        },
      ],
    });
  });

  it("given a statement without its source, a figure not in its words, a verified fact with none, or not found without the page, then each is said on its field", () => {
    const fact = (changes: object) => ({ status: "verified", note: "", checkUrl: "", checkedOn: "", statements: [], ...changes });
    const edit = posted({
      quickFacts: {
        ...NEW_SCHOOL_FORM_VALUES.quickFacts,
        tuition: fact({ statements: [{ text: "About $40,000.", cycle: "", sourceUrl: "", amounts: "USD 41,000 year" }] }),
        livingCosts: fact({}),
        applicationFee: fact({ status: "not-found" }),
      },
    });
    expect(applySchoolEdit(edit, identity, today)).toEqual({
      problems: {
        "quickFacts.tuition.statements[0].sourceUrl": SCHOOL_FIELD_MESSAGES.statementSource,
        "quickFacts.tuition.statements[0].amounts": SCHOOL_FIELD_MESSAGES.amountNotInText(1, "41,000"),
        "quickFacts.livingCosts.statements[0].text": SCHOOL_FIELD_MESSAGES.statementsNeeded,
        "quickFacts.applicationFee.checkUrl": SCHOOL_FIELD_MESSAGES.checkUrl,
      },
    });
  });

  it("refuses a note for Caribbean applicants without its source, and a year that is not one, on their fields", () => {
    const result = schoolFormSchema.safeParse({
      ...NEW_SCHOOL_FORM_VALUES,
      name: "X",
      destinationId: "canada",
      description: "Y",
      caribbeanApplicantsText: "CXC accepted.",
      established: "12345",
    });
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(fields).toEqual({ established: SCHOOL_FIELD_MESSAGES.established, caribbeanApplicantsSourceUrl: SCHOOL_FIELD_MESSAGES.caribbeanSource });
  });

  it("shows a saved school back as the form it came from, with one empty statement to add another", () => {
    const edit = posted({ programs: "Medicine\nLaw", isActive: "on" });
    const applied = applySchoolEdit(edit, identity, today);
    const values = "school" in applied ? schoolFormValues(applied.school) : null;
    expect(values).toMatchObject({ name: "Test University", programs: "Medicine\nLaw", isActive: "on", quickFacts: { tuition: { status: "unverified" } } });
    expect(values?.quickFacts.tuition.statements).toHaveLength(1);
  });
});

describe("the school editor's dates", () => {
  const deadline = (statement: object) =>
    posted({
      quickFacts: {
        ...NEW_SCHOOL_FORM_VALUES.quickFacts,
        applicationDeadline: {
          status: "verified",
          note: "",
          checkUrl: "",
          checkedOn: "",
          statements: [{ ...EMPTY_STATEMENT, sourceUrl: "https://test.edu/apply", cycle: "2027 entry", ...statement }],
        },
      },
    });
  const datesOf = (statement: object) => {
    const applied = applySchoolEdit(deadline(statement), identity, today);
    const fact = "school" in applied ? applied.school.quickFacts.applicationDeadline : null;
    return fact?.status === "verified" ? fact.statements[0]!.dates : applied;
  };

  it("given no dates typed, when saved, then the days the words name are kept", () => {
    expect(datesOf({ text: "Early November 1, 2026; regular January 15" })).toEqual(["2026-11-01", "--01-15"]);
  });

  it("given dates typed, when saved, then they are kept as typed: a day only, or a day of every year", () => {
    expect(datesOf({ text: "Apply by 15 January 2027 (equal consideration), or by June 30", dates: "2027-01-15\n06-30" })).toEqual(["2027-01-15", "--06-30"]);
    expect(["2027-01-15", "--06-30"].map((date) => parseDateLine(dateLine(date)))).toEqual(["2027-01-15", "--06-30"]);
  });

  it("given a line that is not a day, or a day the words do not name, then each is said on the field with its line", () => {
    expect(datesOf({ text: "Apply by January 15", dates: "January 15" })).toEqual({
      problems: { "quickFacts.applicationDeadline.statements[0].dates": SCHOOL_FIELD_MESSAGES.dateLine(1) },
    });
    expect(datesOf({ text: "Apply by January 15", dates: "01-15\n2027-02-01" })).toEqual({
      problems: { "quickFacts.applicationDeadline.statements[0].dates": SCHOOL_FIELD_MESSAGES.dateNotInText(2, "1 Feb 2027") },
    });
  });
});

describe("how a cycle reads to an editor", () => {
  it("names the intake and what students are shown", () => {
    expect(cycleReading({ cycle: "2027 entry", olderPage: false }, today)).toBe("the 2027-2028 intake: current");
    expect(cycleReading({ cycle: "2026-27", olderPage: false }, today)).toBe("the 2026-2027 intake: last year's, shown greyed");
    expect(cycleReading({ cycle: null, olderPage: false }, today)).toBe("no year: undated: students are told the source gives no year");
  });
});

describe("the school editor's CXC entry minimum", () => {
  const entry = (fields: object) => ({ ...NEW_SCHOOL_FORM_VALUES.cxcEntry, ...fields });
  const published = {
    status: "published",
    requirements: "CSEC 5 at III including English A, Mathematics\nCAPE 4 at V",
    appliesTo: "Faculty of Social Sciences",
    capeDiploma: "",
    csecEnglishA: "1",
    capeCommunicationStudies: "2",
    text: "Five CSEC passes including Mathematics and English plus two CAPE subjects.",
    sourceUrl: "https://test.edu/entry",
    cycle: "",
    verifiedOn: "",
  };

  it("given a published minimum typed one requirement a line, when saved, then it is the rule with its source, checked today, and shows back as typed", () => {
    const applied = applySchoolEdit(posted({ cxcEntry: entry(published) }), identity, today);
    const school = "school" in applied ? applied.school : null;
    expect(school?.cxcEntry).toEqual({
      status: "published",
      appliesTo: "Faculty of Social Sciences",
      requirements: [
        { exam: "CSEC", passes: 5, grade: 3, including: ["English A", "Mathematics"] },
        { exam: "CAPE", passes: 4, grade: 5, including: [] },
      ],
      capeDiplomaAccepted: null,
      englishExemptions: { csecEnglishA: 1, capeCommunicationStudies: 2 },
      text: published.text,
      sourceUrl: "https://test.edu/entry",
      confidence: "official",
      cycle: null,
      olderPage: false,
      verifiedOn: today,
    });
    expect(schoolFormValues(school!).cxcEntry).toMatchObject({ requirements: published.requirements, csecEnglishA: "1", capeDiploma: "" });
  });

  it("given a line that does not read, no source, or not published without the page, then each is said on its field; a new school's is not looked for", () => {
    expect(
      applySchoolEdit(posted({ cxcEntry: entry({ ...published, requirements: "CAPE 6 at V\nfive CSEC passes", sourceUrl: "" }) }), identity, today),
    ).toEqual({
      problems: {
        "cxcEntry.sourceUrl": CXC_ENTRY_MESSAGES.sourceUrl,
        "cxcEntry.requirements":
          'Line 2: write the exam, the number of passes, "at" and the lowest grade, such as CAPE 8 at II or CSEC 5 at III including English A, Mathematics.',
      },
    });
    const untouched = applySchoolEdit(posted({}), identity, today);
    expect("school" in untouched && untouched.school.cxcEntry).toEqual({ status: "not-published", checkUrl: null, checkedOn: null });
    const looked = applySchoolEdit(posted({ cxcEntry: entry({ status: "not-published", checkUrl: "https://test.edu/apply" }) }), identity, today);
    expect("school" in looked && looked.school.cxcEntry).toEqual({ status: "not-published", checkUrl: "https://test.edu/apply", checkedOn: today });
  });
});

describe("the school form as conform posts it", () => {
  it("reads a CXC entry minimum whose empty fields were left out (conform drops empty values)", () => {
    const { requirements: _requirements, ...sent } = NEW_SCHOOL_FORM_VALUES.cxcEntry;
    const parsed = schoolFormSchema.safeParse({ ...NEW_SCHOOL_FORM_VALUES, name: "X", destinationId: "canada", description: "Y", cxcEntry: sent });
    expect(parsed.success && parsed.data.cxcEntry.requirements).toBe("");
  });
});
