// Input schemas of the counseling commands: the counselor profiles an admin syncs, and the
// consultation request form and API (client-safe: no server imports), validated on the server.
import { z } from "zod";
import { EDUCATION_LEVELS } from "../identity/browser.ts";

const text = z.string().trim().min(1);

/** A counselor profile as first stored (schema version 1 of CounselorListed and CounselorRevised). */
export const counselorSchemaV1 = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
  name: text.max(120),
  title: text.max(200),
  bio: text.max(2_000),
  specializations: z.array(text.max(80)).min(1).max(12),
  experience: text.max(200),
  education: text.max(300),
  profileImageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  email: z.email().max(254),
  phone: text.max(40).nullable(),
  availableHours: text.max(200),
  languages: z.array(text.max(40)).min(1).default(["English"]),
  isActive: z.boolean().default(true),
  isFeatured: z.boolean(),
  consultationFee: text.max(120),
  /** Invented profiles used until real counselors join: the site labels them "Sample profile". */
  isSample: z.boolean(),
});

/**
 * A counselor profile (the spec's field names), replaced whole on each
 * revision. Version 2 adds what an admin records beyond the spec (issue 25,
 * decision 0041): how many open consultation requests the counselor takes at
 * once, and any commission they disclosed. Null is "not set": no limit, and
 * nothing disclosed; the seed never states either for an invented person.
 */
export const counselorSchema = counselorSchemaV1.extend({
  /** Open requests (pending, contacted or scheduled) they take at once; null: no limit set. */
  capacity: z.number().int().min(1).max(1_000).nullable().default(null),
  /** In the counselor's own words, as disclosed to us (who pays them what when a student enrols); null: none disclosed. */
  commissionDisclosure: text.max(500).nullable().default(null),
});

export type Counselor = z.output<typeof counselorSchema>;
export type CounselorInput = z.input<typeof counselorSchema>;

/** The two general choices every counselor's Area of Interest list ends with. */
export const GENERAL_AREAS = [
  { value: "general", label: "General guidance" },
  { value: "other", label: "Other" },
] as const;

/** The counselor's specializations, then general and other. */
export function areaOfInterestOptions(counselor: Pick<Counselor, "specializations">): { value: string; label: string }[] {
  return [...counselor.specializations.map((specialization) => ({ value: specialization, label: specialization })), ...GENERAL_AREAS];
}

// The consultation request.
// One list of education levels serves the whole product; identity owns it, the consultation form uses it too.
export { EDUCATION_LEVELS };

export const CONTACT_METHODS = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "video", label: "Video call" },
] as const;

export const MAX_NAME_LENGTH = 120;
export const MAX_MESSAGE_LENGTH = 5_000;

const educationLevelValues = EDUCATION_LEVELS.map((level) => level.value) as [string, ...string[]];
type EducationLevel = (typeof EDUCATION_LEVELS)[number]["value"];
const contactMethodValues = ["email", "phone", "video"] as const;

// Markup is never needed in a request; refusing it keeps tags out of every inbox.
const MARKUP = /<\s*\/?\s*[a-z!?]/i;
const noMarkup = (value: string) => !MARKUP.test(value);
const NO_MARKUP_MESSAGE = "Remove the angle-bracket tags (like <b>) from this field.";
// Control characters other than line breaks and tabs are never typed by a person.
const noControl = (value: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);

const cleanText = (max: number, required: string | null, tooLong: string) => {
  const base = z
    .string({ error: required ?? "Enter text here." })
    .trim()
    .max(max, tooLong)
    .refine(noMarkup, NO_MARKUP_MESSAGE)
    .refine(noControl, "Remove the unusual control characters from this field.");
  return required ? base.min(1, required) : base;
};

export const consultationRequestSchema = z.object({
  counselorId: z.string({ error: "Choose a counselor to contact." }).trim().min(1, "Choose a counselor to contact.").max(100, "Choose a counselor to contact."),
  studentName: cleanText(MAX_NAME_LENGTH, "Enter your full name.", `Use at most ${MAX_NAME_LENGTH} characters.`),
  studentEmail: z
    .string({ error: "Enter your email address, like name@example.com." })
    .trim()
    .max(254, "Enter a valid email address, like name@example.com.")
    .pipe(z.email({ error: "Enter a valid email address, like name@example.com." })),
  studentPhone: z
    .string({ error: "Enter a phone number using digits, spaces, +, - or brackets." })
    .trim()
    .regex(/^\+?[0-9()\-.\s]{5,30}$/, "Enter a phone number using digits, spaces, +, - or brackets, like +1 868 555 0123.")
    .optional(),
  areaOfInterest: cleanText(120, "Choose an area of interest.", "Choose an area of interest from the list."),
  currentEducationLevel: z
    .enum(educationLevelValues, { error: "Choose an education level from the list." })
    .transform((value) => value as EducationLevel)
    .optional(),
  preferredContactMethod: z.enum(contactMethodValues, { error: "Choose email, phone or video call." }).default("email"),
  message: cleanText(MAX_MESSAGE_LENGTH, null, `Use at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters.`).optional(),
});

export type ConsultationRequestInput = z.output<typeof consultationRequestSchema>;

/** The form adds two hidden fields: the idempotency key and the bots' honeypot. */
export const consultationFormSchema = consultationRequestSchema.extend({
  requestKey: z
    .string({ error: "This form expired. Reload the page and try again." })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "This form expired. Reload the page and try again."),
  website: z.string().optional(),
});

/**
 * The JSON API's body: empty strings and nulls in optional fields mean "not given",
 * as the form's empty fields do; anything else is checked as it is, with no coercion.
 */
export function normalizeApiBody(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== ""));
}

export function isValidIdempotencyKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{8,100}$/.test(key);
}
