import { describe, expect, it } from "vitest";
import { consultationRequestSchema, normalizeApiBody } from "./forms.ts";

const valid = { counselorId: "c1", studentName: "Shanice Thomas", studentEmail: "shanice@example.com", areaOfInterest: "general" };

function errorsOf(input: unknown): Record<string, string[]> {
  const result = consultationRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe("the consultation form's rules", () => {
  it("accepts the required fields alone and defaults the contact method to email", () => {
    expect(consultationRequestSchema.parse(valid)).toMatchObject({ ...valid, preferredContactMethod: "email" });
  });

  it("requires a full name and a well-formed email", () => {
    expect(errorsOf({ ...valid, studentName: undefined })).toEqual({ studentName: ["Enter your full name."] });
    expect(errorsOf({ ...valid, studentName: "   " })).toEqual({ studentName: ["Enter your full name."] });
    expect(errorsOf({ ...valid, studentEmail: "not-an-email" })).toEqual({ studentEmail: ["Enter a valid email address, like name@example.com."] });
  });

  it("refuses wrong types, unknown choices and oversized text", () => {
    expect(Object.keys(errorsOf({ ...valid, studentName: 42 }))).toEqual(["studentName"]);
    expect(Object.keys(errorsOf({ ...valid, currentEducationLevel: "phd" }))).toEqual(["currentEducationLevel"]);
    expect(Object.keys(errorsOf({ ...valid, preferredContactMethod: "fax" }))).toEqual(["preferredContactMethod"]);
    expect(errorsOf({ ...valid, studentName: "a".repeat(121) })).toEqual({ studentName: ["Use at most 120 characters."] });
    expect(errorsOf({ ...valid, message: "a".repeat(5_001) })).toEqual({ message: ["Use at most 5,000 characters."] });
    expect(errorsOf({ ...valid, studentPhone: "call me" })).toHaveProperty("studentPhone");
  });

  it("refuses markup in any text field but keeps a lone angle bracket and unicode", () => {
    expect(errorsOf({ ...valid, message: "<script>alert(1)</script>" })).toHaveProperty("message");
    expect(errorsOf({ ...valid, studentName: "<img src=x onerror=alert(1)>" })).toHaveProperty("studentName");
    expect(errorsOf({ ...valid, message: "My GPA is < 3.5 & I love maths, 100% — Zoë 🇹🇹" })).toEqual({});
  });

  it("reads null and empty optional values in a JSON body as not given", () => {
    expect(consultationRequestSchema.safeParse(normalizeApiBody({ ...valid, studentPhone: null, message: "" })).success).toBe(true);
  });
});
