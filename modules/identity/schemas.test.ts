import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CXC_RESULT_MESSAGES, profileFormSchema } from "./schemas.ts";

const now = new Date("2026-12-03T12:00:00Z");

/** The profile form as the browser posts it: the name, then the given fields (empty strings included). */
function submit(fields: Record<string, string>) {
  const data = new FormData();
  data.set("firstName", "Aaliyah");
  data.set("lastName", "Baptiste");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: profileFormSchema(now) });
}

/** The messages a submission got, by field (none when it was accepted). */
function errorsOf(fields: Record<string, string>) {
  const submission = submit(fields);
  return submission.status === "success" ? {} : submission.error;
}

/** One result row's three fields, as the form names them. */
const row = (index: number, exam: string, subject: string, grade: string) => ({
  [`cxcResults[${index}].exam`]: exam,
  [`cxcResults[${index}].subject`]: subject,
  [`cxcResults[${index}].grade`]: grade,
});

describe("the profile form's facts for scholarship matching", () => {
  it("given citizenship, year of birth, work experience and two results among blank rows, then the blank rows are dropped", () => {
    const submission = submit({
      citizenship: "TT",
      birthYear: "2007",
      workExperienceYears: "2",
      ...row(0, "CSEC", " Mathematics ", "1"),
      ...row(1, "", "", ""),
      ...row(2, "CAPE", "Biology Unit 1", "7"),
      ...row(3, "", "   ", ""),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      citizenship: "TT",
      birthYear: 2007,
      workExperienceYears: 2,
      cxcResults: [
        { exam: "CSEC", subject: "Mathematics", grade: 1 },
        { exam: "CAPE", subject: "Biology Unit 1", grade: 7 },
      ],
    });
  });

  it("given none of them, then none is stated", () => {
    const submission = submit({ citizenship: "", birthYear: "", workExperienceYears: "", ...row(0, "", "", "") });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ citizenship: undefined, birthYear: undefined, workExperienceYears: undefined, cxcResults: [] });
  });

  it.each([
    [
      "a subject without exam or grade",
      row(1, "", "English A", ""),
      { "cxcResults[1].exam": [CXC_RESULT_MESSAGES.exam], "cxcResults[1].grade": [CXC_RESULT_MESSAGES.grade] },
    ],
    ["an exam and grade without a subject", row(0, "CAPE", "", "2"), { "cxcResults[0].subject": [CXC_RESULT_MESSAGES.subject] }],
    ["a CSEC result graded VII", row(2, "CSEC", "Physics", "7"), { "cxcResults[2].grade": [CXC_RESULT_MESSAGES.csecGrade] }],
  ])("given a half-filled row (%s), then the message is beside its missing part", (_name, fields, errors) => {
    expect(errorsOf({ ...row(0, "", "", ""), ...row(1, "", "", ""), ...row(2, "", "", ""), ...fields })).toEqual(errors);
  });

  it.each(["1925", "2017", "abc", "2000.5"])("given a year of birth of %s, then it asks for one from 100 to 10 years ago", (birthYear) => {
    expect(errorsOf({ birthYear })).toEqual({ birthYear: ["Enter a year from 1926 to 2016, like 2008."] });
  });

  it.each(["-1", "61", "1.5"])("given %s years of work experience, then it asks for a whole number from 0 to 60", (workExperienceYears) => {
    expect(errorsOf({ workExperienceYears })).toEqual({ workExperienceYears: ["Enter a whole number of years from 0 to 60."] });
  });

  it("given a country not in the list, then it asks for one from the list", () => {
    expect(errorsOf({ citizenship: "FR" })).toEqual({ citizenship: ["Choose a country from the list."] });
  });

  it("given more than 40 results, then it says how many it keeps", () => {
    const rows = Object.assign({}, ...Array.from({ length: 41 }, (_, index) => row(index, "CSEC", `Subject ${index}`, "2")));
    expect(errorsOf(rows)).toEqual({ cxcResults: [CXC_RESULT_MESSAGES.tooMany] });
  });
});
