import { z } from "zod";
import { blankToUndefined, checkbox, linesList, optionalText, optionalWebAddress, requiredText } from "../platform/index.ts";
import type { Counselor } from "./schemas.ts";

/*
 * The admin's counselor form: what an editor may set, and how it becomes the
 * counselor's whole profile. Pure, and read alike from a browser's post and a
 * JSON body (the shared form-field schemas). Its limits are the profile
 * event's own, so a form that passes here is a profile the event accepts.
 */

/** Said next to a field: what to do. */
export const COUNSELOR_FIELD_MESSAGES = {
  name: "Enter the counselor's full name.",
  title: "Enter their title, for example “UK Admissions Adviser”.",
  bio: "Write a short bio: who they help and how.",
  specializations: "Enter at least one specialization, one per line (up to 12).",
  specializationTooLong: "Keep each specialization under 80 characters.",
  experience: "Enter their experience, for example “8 years advising Caribbean applicants”.",
  education: "Enter their education, for example “MA Education”.",
  profileImageUrl: "Enter a full web address starting with http:// or https://, or leave it empty.",
  email: "Enter an email address such as name@example.com.",
  availableHours: "Enter when they are available, for example “Mon-Thu, 4:00-8:00 PM AST”.",
  languages: "Enter at least one language, one per line.",
  languageTooLong: "Keep each language under 40 characters.",
  consultationFee: "Enter the fee students are told, for example “Free initial consultation” or “USD 60 per session”.",
  capacity: "Enter how many open requests they take at once, a whole number from 1 to 1000, or leave it empty for no limit.",
} as const;

/** A whole number the editor may leave empty: null then. */
const optionalCapacity = z
  .preprocess(
    (value) => (typeof blankToUndefined(value) === "string" ? Number(String(value).trim()) : blankToUndefined(value)),
    z
      .number({ error: COUNSELOR_FIELD_MESSAGES.capacity })
      .int(COUNSELOR_FIELD_MESSAGES.capacity)
      .min(1, COUNSELOR_FIELD_MESSAGES.capacity)
      .max(1_000, COUNSELOR_FIELD_MESSAGES.capacity)
      .optional(),
  )
  .transform((value) => value ?? null);

/** A list typed one per line that must hold at least one item, each at most `maxLength` long. */
const requiredLines = (maxItems: number, maxLength: number, message: string, tooLong: string) =>
  linesList(maxItems, 1_000)
    .refine((lines) => lines.length >= 1, message)
    .refine((lines) => lines.every((line) => line.length <= maxLength), tooLong);

/** The form posts checkboxes: absent means unticked. */
export const counselorFormSchema = z.object({
  name: requiredText(COUNSELOR_FIELD_MESSAGES.name, 120),
  title: requiredText(COUNSELOR_FIELD_MESSAGES.title, 200),
  bio: requiredText(COUNSELOR_FIELD_MESSAGES.bio, 2_000),
  specializations: requiredLines(12, 80, COUNSELOR_FIELD_MESSAGES.specializations, COUNSELOR_FIELD_MESSAGES.specializationTooLong),
  experience: requiredText(COUNSELOR_FIELD_MESSAGES.experience, 200),
  education: requiredText(COUNSELOR_FIELD_MESSAGES.education, 300),
  profileImageUrl: optionalWebAddress(COUNSELOR_FIELD_MESSAGES.profileImageUrl, /^https?$/),
  email: z.preprocess(blankToUndefined, z.email({ error: COUNSELOR_FIELD_MESSAGES.email }).max(254, COUNSELOR_FIELD_MESSAGES.email)),
  phone: optionalText(40),
  availableHours: requiredText(COUNSELOR_FIELD_MESSAGES.availableHours, 200),
  languages: requiredLines(20, 40, COUNSELOR_FIELD_MESSAGES.languages, COUNSELOR_FIELD_MESSAGES.languageTooLong),
  consultationFee: requiredText(COUNSELOR_FIELD_MESSAGES.consultationFee, 120),
  commissionDisclosure: optionalText(500),
  capacity: optionalCapacity,
  isActive: checkbox(false),
  isFeatured: checkbox(false),
  isSample: checkbox(false),
  expectedVersion: z.coerce.number().int().min(0).optional(),
});

export type CounselorEdit = Omit<z.output<typeof counselorFormSchema>, "expectedVersion">;

/** An editor's form as the counselor's whole profile, under its id. */
export function counselorFromEdit(edit: CounselorEdit, id: string): Counselor {
  return { id, ...edit };
}

/** A counselor as the form shows it: every field as the text a browser posts. */
export function counselorFormValues(counselor: Counselor) {
  return {
    name: counselor.name,
    title: counselor.title,
    bio: counselor.bio,
    specializations: counselor.specializations.join("\n"),
    experience: counselor.experience,
    education: counselor.education,
    profileImageUrl: counselor.profileImageUrl ?? "",
    email: counselor.email,
    phone: counselor.phone ?? "",
    availableHours: counselor.availableHours,
    languages: counselor.languages.join("\n"),
    consultationFee: counselor.consultationFee,
    commissionDisclosure: counselor.commissionDisclosure ?? "",
    capacity: counselor.capacity === null ? "" : String(counselor.capacity),
    isActive: counselor.isActive ? "on" : "",
    isFeatured: counselor.isFeatured ? "on" : "",
    isSample: counselor.isSample ? "on" : "",
  };
}

export type CounselorFormValues = ReturnType<typeof counselorFormValues>;

/** A new counselor's form: active, English, nothing else assumed. */
export const NEW_COUNSELOR_FORM_VALUES: CounselorFormValues = {
  ...counselorFormValues({
    id: "",
    name: "",
    title: "",
    bio: "",
    specializations: [],
    experience: "",
    education: "",
    profileImageUrl: null,
    email: "",
    phone: null,
    availableHours: "",
    languages: ["English"],
    isActive: true,
    isFeatured: false,
    consultationFee: "",
    isSample: false,
    capacity: null,
    commissionDisclosure: null,
  }),
};
