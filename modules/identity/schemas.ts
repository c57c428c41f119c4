// Schemas of the identity forms (account, sign-in, second factor, signed-in devices), validated on the server.
import { z } from "zod";
import {
  BIRTH_YEAR_RANGE,
  BLANK_CXC_RESULT_ROWS,
  CITIZENSHIPS,
  CXC_EXAMS,
  LOCAL_CURRENCIES,
  MAX_CXC_RESULTS,
  MAX_CXC_SUBJECT_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_WORK_EXPERIENCE_YEARS,
  MAX_YEARS_AHEAD,
  type Citizenship,
  type CxcExam,
} from "./account-options.ts";
import { EDUCATION_LEVEL_VALUES } from "./events.ts";
import { containsEmail, passwordProblem, PASSWORD_PROBLEMS } from "./password-policy.ts";

type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

export const signInSchema = z.object({
  email: z.email({ error: "Enter a valid email address, like name@example.com." }).max(254),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
  redirectTo: z.string().optional(),
});

export type SignInInput = z.input<typeof signInSchema>;

/**
 * A new password as the policy wants it (password-policy.ts). The email check
 * needs the account's address: the sign-up form has it, and the commands that
 * change a password check it against the account's own.
 */
const newPassword = z
  .string({ error: PASSWORD_PROBLEMS.tooShort })
  .max(MAX_PASSWORD_LENGTH, PASSWORD_PROBLEMS.tooLong)
  .superRefine((password, context) => {
    const problem = passwordProblem(password, null);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const signUpSchema = z
  .object({
    firstName: z.string({ error: "Enter your first name." }).trim().min(1, "Enter your first name.").max(80, "Use at most 80 characters."),
    lastName: z.string({ error: "Enter your last name." }).trim().min(1, "Enter your last name.").max(80, "Use at most 80 characters."),
    email: z.email({ error: "Enter a valid email address, like name@example.com." }).max(254),
    password: newPassword,
    redirectTo: z.string().optional(),
  })
  // Runs once every field is valid (zod skips an object's refinements otherwise): the other problems are found first.
  .superRefine((form, context) => {
    if (containsEmail(form.password, form.email)) context.addIssue({ code: "custom", path: ["password"], message: PASSWORD_PROBLEMS.email });
  });
export type SignUpInput = z.infer<typeof signUpSchema>;
const emailAddress = z.email({ error: "Enter a valid email address, like name@example.com." }).max(254);

export const forgotPasswordSchema = z.object({ email: emailAddress });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This reset link is incomplete." }).max(100),
  password: newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(200),
  newPassword,
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to confirm." }).min(1, "Enter your password to confirm.").max(200),
  confirm: z.literal("on", { error: "Tick the box to confirm that you want your account and its data deleted." }),
});

export const notificationsSchema = z.object({
  deadlineReminders: z.literal("on").optional(),
  eventEmails: z.literal("on").optional(),
  expertAnswerEmails: z.literal("on").optional(),
});

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export const CXC_RESULT_MESSAGES = {
  exam: "Choose the exam, or clear this result.",
  subject: "Enter the subject, or clear this result.",
  grade: "Choose the grade, or clear this result.",
  csecGrade: "CSEC grades go from I to VI. Choose one of those.",
  tooMany: `Enter at most ${MAX_CXC_RESULTS} results.`,
} as const;

/**
 * One row of the form's CXC results. Every part may be empty: a row left
 * (or cleared) empty is no result, and a row filled in part gets a message
 * beside each missing part.
 */
const cxcResultRow = z
  .object({
    exam: z.enum(CXC_EXAMS.map((exam) => exam.value) as [CxcExam, ...CxcExam[]], { error: CXC_RESULT_MESSAGES.exam }).optional(),
    subject: z
      .string()
      .trim()
      .max(MAX_CXC_SUBJECT_LENGTH, `Use at most ${MAX_CXC_SUBJECT_LENGTH} characters.`)
      .optional()
      .transform((subject) => subject || undefined),
    grade: z
      .number({ error: "Choose a grade from the list." })
      .int("Choose a grade from the list.")
      .min(1, "Choose a grade from the list.")
      .max(7, "Choose a grade from the list.")
      .optional(),
  })
  .superRefine((row, context) => {
    if (isBlankCxcRow(row)) return;
    if (row.exam === undefined) context.addIssue({ code: "custom", path: ["exam"], message: CXC_RESULT_MESSAGES.exam });
    if (row.subject === undefined) context.addIssue({ code: "custom", path: ["subject"], message: CXC_RESULT_MESSAGES.subject });
    if (row.grade === undefined) context.addIssue({ code: "custom", path: ["grade"], message: CXC_RESULT_MESSAGES.grade });
    const gradeCount = CXC_EXAMS.find((exam) => exam.value === row.exam)?.gradeCount;
    if (row.grade !== undefined && gradeCount !== undefined && row.grade > gradeCount) {
      context.addIssue({ code: "custom", path: ["grade"], message: CXC_RESULT_MESSAGES.csecGrade });
    }
  });

type CxcResultRow = z.output<typeof cxcResultRow>;
const isBlankCxcRow = (row: CxcResultRow) => row.exam === undefined && row.subject === undefined && row.grade === undefined;

/** The profile form; `now` decides which start months are still ahead and which years of birth are plausible. */
export function profileFormSchema(now = new Date()) {
  const thisYear = now.getUTCFullYear();
  const birthYears = { from: thisYear - BIRTH_YEAR_RANGE.oldest, to: thisYear - BIRTH_YEAR_RANGE.youngest };
  const birthYearMessage = `Enter a year from ${birthYears.from} to ${birthYears.to}, like ${thisYear - 18}.`;
  const workExperienceMessage = `Enter a whole number of years from 0 to ${MAX_WORK_EXPERIENCE_YEARS}.`;
  return z
    .object({
      firstName: z.string({ error: "Enter your first name." }).trim().min(1, "Enter your first name.").max(80, "Use at most 80 characters."),
      lastName: z.string({ error: "Enter your last name." }).trim().min(1, "Enter your last name.").max(80, "Use at most 80 characters."),
      educationLevel: z.enum(EDUCATION_LEVEL_VALUES, { error: "Choose an education level from the list." }).optional(),
      careerInterests: z.array(z.string().regex(SLUG, "Choose career interests from the list.")).max(30).default([]),
      preferredDestinations: z.array(z.string().regex(SLUG, "Choose destinations from the list.")).max(30).default([]),
      startMonth: z
        .number({ error: "Choose a month from the list." })
        .int()
        .min(1, "Choose a month from the list.")
        .max(12, "Choose a month from the list.")
        .optional(),
      startYear: z
        .number({ error: "Choose a year from the list." })
        .int()
        .min(thisYear, "Choose this year or a later one.")
        .max(thisYear + MAX_YEARS_AHEAD, `Choose a year at most ${MAX_YEARS_AHEAD} years ahead.`)
        .optional(),
      localCurrency: z.enum(LOCAL_CURRENCIES as [LocalCurrency, ...LocalCurrency[]], { error: "Choose a currency from the list." }).optional(),
      citizenship: z
        .enum(CITIZENSHIPS.map((citizenship) => citizenship.value) as [Citizenship, ...Citizenship[]], { error: "Choose a country from the list." })
        .optional(),
      birthYear: z
        .number({ error: birthYearMessage })
        .int(birthYearMessage)
        .min(birthYears.from, birthYearMessage)
        .max(birthYears.to, birthYearMessage)
        .optional(),
      workExperienceYears: z
        .number({ error: workExperienceMessage })
        .int(workExperienceMessage)
        .min(0, workExperienceMessage)
        .max(MAX_WORK_EXPERIENCE_YEARS, workExperienceMessage)
        .optional(),
      // The saved results and the empty rows the form adds; the empty ones are dropped.
      cxcResults: z
        .array(cxcResultRow)
        .max(MAX_CXC_RESULTS + BLANK_CXC_RESULT_ROWS, CXC_RESULT_MESSAGES.tooMany)
        .superRefine((rows, context) => {
          if (rows.filter((row) => !isBlankCxcRow(row)).length > MAX_CXC_RESULTS) context.addIssue({ code: "custom", message: CXC_RESULT_MESSAGES.tooMany });
        })
        .transform((rows) => rows.flatMap(({ exam, subject, grade }) => (exam && subject && grade ? [{ exam, subject, grade }] : [])))
        .default([]),
    })
    .superRefine((form, context) => {
      if (form.startMonth !== undefined && form.startYear === undefined) {
        context.addIssue({ code: "custom", path: ["startYear"], message: "Choose the year you hope to start, or clear the month." });
      }
      if (form.startYear !== undefined && form.startMonth === undefined) {
        context.addIssue({ code: "custom", path: ["startMonth"], message: "Choose the month you hope to start, or clear the year." });
      }
      if (form.startMonth !== undefined && form.startYear === thisYear && form.startMonth < now.getUTCMonth() + 1) {
        context.addIssue({ code: "custom", path: ["startMonth"], message: "That month has passed. Choose a month from now on." });
      }
    });
}
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

// The second factor and signed-in devices.
const ENTER_CODE = "Enter the 6-digit code from your authenticator app.";

/** Enrolment's first code: the app's, 6 digits (spaces as some apps show them are fine). */
export const enrolSecondFactorSchema = z.object({
  code: z
    .string({ error: ENTER_CODE })
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, ENTER_CODE)),
  redirectTo: z.string().optional(),
});

/** Sign-in's second step: the app's code or a recovery code ("ABCD-EFGH-JKLM"). */
export const secondFactorCodeSchema = z.object({
  code: z.string({ error: ENTER_CODE }).trim().min(1, ENTER_CODE).max(40, "That is longer than any code. Check it and try again."),
  redirectTo: z.string().optional(),
});

/** "Sign out" beside one device: the session's public id (never its cookie's secret). */
export const endDeviceSessionSchema = z.object({
  sessionId: z.uuid({ error: "That device is not in your list any more. Reload the page." }),
});
