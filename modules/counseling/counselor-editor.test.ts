import { describe, expect, it } from "vitest";
import { COUNSELOR_FIELD_MESSAGES, counselorFormSchema, counselorFormValues, counselorFromEdit, NEW_COUNSELOR_FORM_VALUES } from "./counselor-editor.ts";
import { counselorSchema } from "./schemas.ts";
import { sampleCounselor } from "./testing.ts";

/** A new counselor's form as a browser posts it (unticked boxes absent), with `changes` on top. */
function posted(changes: Record<string, unknown>) {
  const { isFeatured: _featured, isSample: _sample, ...values } = NEW_COUNSELOR_FORM_VALUES;
  return {
    ...values,
    name: "Renee Charles",
    title: "UK Admissions Adviser",
    bio: "Helps Caribbean students apply to UK universities.",
    specializations: "UK admissions\r\n\r\n  Scholarships  ",
    experience: "6 years",
    education: "MA Education",
    email: "renee@counselors.studycompass.example",
    availableHours: "Weekdays after 4 PM AST",
    consultationFee: "USD 60 per session",
    ...changes,
  };
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = counselorFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the counselor form", () => {
  it("given a filled form, when parsed, then lists are one per line, blanks are null, boxes absent are unticked, and the profile is one the event accepts", () => {
    const edit = counselorFormSchema.parse(posted({ capacity: " 8 ", commissionDisclosure: "Paid 5% by partner universities on enrolment." }));
    expect(edit).toMatchObject({
      specializations: ["UK admissions", "Scholarships"],
      languages: ["English"],
      phone: null,
      profileImageUrl: null,
      capacity: 8,
      commissionDisclosure: "Paid 5% by partner universities on enrolment.",
      isActive: true,
      isFeatured: false,
      isSample: false,
    });
    const { expectedVersion: _version, ...fields } = edit;
    expect(counselorSchema.parse(counselorFromEdit(fields, "counselor_renee"))).toEqual(counselorFromEdit(fields, "counselor_renee"));
  });

  it("given an empty capacity and commission, when parsed, then there is no limit and nothing disclosed", () => {
    expect(counselorFormSchema.parse(posted({ capacity: "", commissionDisclosure: "  " }))).toMatchObject({ capacity: null, commissionDisclosure: null });
  });

  it("given bad fields, when parsed, then each says what to do on its own field", () => {
    expect(
      errorsOf(
        posted({ name: " ", specializations: "", email: "not-an-email", capacity: "0", languages: "\n", consultationFee: "", profileImageUrl: "ftp://x" }),
      ),
    ).toEqual({
      name: COUNSELOR_FIELD_MESSAGES.name,
      specializations: COUNSELOR_FIELD_MESSAGES.specializations,
      email: COUNSELOR_FIELD_MESSAGES.email,
      capacity: COUNSELOR_FIELD_MESSAGES.capacity,
      languages: COUNSELOR_FIELD_MESSAGES.languages,
      consultationFee: COUNSELOR_FIELD_MESSAGES.consultationFee,
      profileImageUrl: COUNSELOR_FIELD_MESSAGES.profileImageUrl,
    });
    expect(errorsOf(posted({ capacity: "2.5" }))).toEqual({ capacity: COUNSELOR_FIELD_MESSAGES.capacity });
    expect(errorsOf(posted({ specializations: "x".repeat(81) }))).toEqual({ specializations: COUNSELOR_FIELD_MESSAGES.specializationTooLong });
    expect(errorsOf(posted({ specializations: Array.from({ length: 13 }, (_, index) => `Area ${index}`).join("\n") }))).toHaveProperty("specializations");
  });

  it("given a saved counselor, when shown in the form and posted back unchanged, then it reads as the same profile", () => {
    const counselor = counselorSchema.parse(sampleCounselor({ capacity: 3, commissionDisclosure: "None", phone: "+1 868 555 0100" }));
    const { expectedVersion: _version, ...edit } = counselorFormSchema.parse(counselorFormValues(counselor));
    expect(counselorFromEdit(edit, counselor.id)).toEqual(counselor);
  });
});
