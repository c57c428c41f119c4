import { createHmac } from "node:crypto";
import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { config } from "../platform/index.ts";
import { CXC_EXAMS, EDUCATION_LEVELS, LOCAL_CURRENCIES, MAX_CXC_RESULTS, MAX_CXC_SUBJECT_LENGTH, type CxcExam } from "./account-options.ts";

type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/*
 * Personal fields (`personal: ...`) are stored sealed with the student's own
 * key and read as null once their account is deleted (decision 0010), so
 * every such field's schema allows null.
 */

const name = z.string().trim().max(80).nullable();

/**
 * v2: the same fields, stored sealed. v1 events (before decision 0010) hold
 * them in the clear and read as they are.
 */
export const UserRegistered = defineEvent(
  "UserRegistered",
  z.object({
    userId: z.string(),
    email: z.string().nullable(),
    firstName: name,
    lastName: name,
    /** scrypt hash; see password.ts. Never the password itself. */
    passwordHash: z.string().nullable(),
  }),
  {
    schemaVersion: 2,
    upcasters: { 1: (data) => data },
    personal: { subject: (data) => data.userId, fields: ["email", "firstName", "lastName", "passwordHash"] },
  },
);

/**
 * Reserves an email address in its own stream (keyed by emailLookupKey), so
 * two sign-ups with one address cannot both succeed. v1 carried the address
 * itself; v2 only whose it is.
 */
export const EmailAddressClaimed = defineEvent("EmailAddressClaimed", z.object({ userId: z.string() }), {
  schemaVersion: 2,
  upcasters: { 1: (data) => ({ userId: (data as { userId: string }).userId }) },
});

/** The account that held the address was deleted: the address may sign up again. */
export const EmailAddressReleased = defineEvent("EmailAddressReleased", z.object({ userId: z.string() }));

export const UserMadeAdmin = defineEvent("UserMadeAdmin", z.object({ userId: z.string() }));

/** The student asked for another verification email (the first goes out on UserRegistered). */
export const EmailVerificationRequested = defineEvent("EmailVerificationRequested", z.object({ userId: z.string() }));

/** The student opened the link we emailed: the address is theirs. */
export const EmailVerified = defineEvent("EmailVerified", z.object({ userId: z.string() }));

export const PasswordChanged = defineEvent(
  "PasswordChanged",
  z.object({ userId: z.string(), passwordHash: z.string().nullable(), via: z.enum(["settings", "reset-link"]) }),
  { personal: { subject: (data) => data.userId, fields: ["passwordHash"] } },
);

/**
 * The account set up an authenticator app (TOTP) as its second factor and was
 * given its recovery codes. Only the fact: the secret and the codes' hashes
 * live in identity's second_factors and recovery_codes tables (decision 0028).
 */
export const SecondFactorEnrolled = defineEvent("SecondFactorEnrolled", z.object({ userId: z.string() }));

/** A recovery code stood in for the authenticator app at sign-in; `codesLeft` are still unused. */
export const RecoveryCodeUsed = defineEvent("RecoveryCodeUsed", z.object({ userId: z.string(), codesLeft: z.number().int().min(0) }));

export type EducationLevel = (typeof EDUCATION_LEVELS)[number]["value"];
export const EDUCATION_LEVEL_VALUES = EDUCATION_LEVELS.map((level) => level.value) as [EducationLevel, ...EducationLevel[]];

const CXC_EXAM_VALUES = CXC_EXAMS.map((exam) => exam.value) as [CxcExam, ...CxcExam[]];

/** One CXC result: a CSEC subject or one CAPE unit ("Biology Unit 1"), grade 1 being CXC's "I". */
export const cxcResultSchema = z.object({
  exam: z.enum(CXC_EXAM_VALUES),
  subject: z.string().trim().min(1).max(MAX_CXC_SUBJECT_LENGTH),
  grade: z.number().int().min(1).max(7),
});
export type CxcResult = z.infer<typeof cxcResultSchema>;

export const studentProfileSchema = z.object({
  firstName: name,
  lastName: name,
  educationLevel: z.enum(EDUCATION_LEVEL_VALUES).nullable(),
  /** Pathway slugs from the catalogue. */
  careerInterests: z.array(z.string()).nullable(),
  /** Destination slugs from the catalogue. */
  preferredDestinations: z.array(z.string()).nullable(),
  /** "YYYY-MM": the month the student hopes to start. */
  targetStartMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable(),
  localCurrency: z.enum(LOCAL_CURRENCIES as [LocalCurrency, ...LocalCurrency[]]).nullable(),
  /**
   * ISO 3166-1 alpha-2, or "other". Any code reads, not only today's list
   * (account-options.ts): a stored fact stays readable if the list changes.
   */
  citizenship: z
    .string()
    .regex(/^(?:[A-Z]{2}|other)$/)
    .nullable(),
  birthYear: z.number().int().nullable(),
  workExperienceYears: z.number().int().min(0).nullable(),
  cxcResults: z.array(cxcResultSchema).max(MAX_CXC_RESULTS).nullable(),
});
export type StudentProfileFields = z.infer<typeof studentProfileSchema>;

/**
 * The student's whole profile as they saved it: every field is theirs, so every field is sealed.
 * v2 (issue 26): citizenship, year of birth, work experience and CXC results, for scholarship
 * matching; a v1 profile had none of them and reads as not stated.
 */
export const ProfileUpdated = defineEvent("ProfileUpdated", studentProfileSchema.extend({ userId: z.string() }), {
  schemaVersion: 2,
  upcasters: { 1: (data) => ({ ...(data as object), citizenship: null, birthYear: null, workExperienceYears: null, cxcResults: [] }) },
  personal: {
    subject: (data) => data.userId,
    fields: [
      "firstName",
      "lastName",
      "educationLevel",
      "careerInterests",
      "preferredDestinations",
      "targetStartMonth",
      "localCurrency",
      "citizenship",
      "birthYear",
      "workExperienceYears",
      "cxcResults",
    ],
  },
});

export const notificationPreferencesSchema = z.object({
  deadlineReminders: z.boolean(),
  eventEmails: z.boolean(),
  expertAnswerEmails: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const NotificationPreferencesChanged = defineEvent("NotificationPreferencesChanged", notificationPreferencesSchema.extend({ userId: z.string() }));

/**
 * The student deleted their account. Appending it destroys their personal-data
 * key in the same transaction, so every sealed field of theirs reads as null
 * from then on; every projection that keeps a student's rows removes them on
 * this event, so a replay afterwards shows none of them.
 */
export const AccountDeleted = defineEvent("AccountDeleted", z.object({ userId: z.string() }), { forgets: (data) => data.userId });

export const userStream = (userId: string) => `user-${userId}`;
/** An address's claim stream: keyed by a keyed hash, so no address sits in the clear in a stream id. */
export const emailStream = (email: string) => `email-${emailLookupKey(email)}`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC-SHA-256 of the normalised address with a server secret: stable for lookups, useless to someone holding only the database. */
export function emailLookupKey(email: string): string {
  return createHmac("sha256", config().EMAIL_LOOKUP_SECRET).update(normalizeEmail(email)).digest("base64url");
}
