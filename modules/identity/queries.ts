import { db } from "./db.ts";
import { normalizeEmail } from "./events.ts";
import { decoyHash, verifyPassword } from "./password.ts";
import { DEFAULT_NOTIFICATIONS } from "./decide.ts";
import type { CxcResult, EducationLevel, NotificationPreferences, StudentProfileFields } from "./events.ts";

/** The current user as the site and the JSON API show it (`/api/auth/user`). */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** The student opened the verification link we emailed; unverified accounts can still use the portal. */
  emailVerified: boolean;
}

export const userColumns = ["id", "email", "first_name", "last_name", "profile_image_url", "is_admin", "email_verified_at"] as const;

export function toUser(row: {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  email_verified_at: Date | null;
}): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified_at !== null,
  };
}

export async function findUserById(userId: string): Promise<User | null> {
  const row = await db().selectFrom("users").select(userColumns).where("id", "=", userId).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const row = await db()
    .selectFrom("users")
    .select(userColumns)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", normalizeEmail(email)))
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The user whose email and password these are, or null; takes the same time either way. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const row = await db()
    .selectFrom("users")
    .select([...userColumns, "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", normalizeEmail(email)))
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash));
  return row && matches ? toUser(row) : null;
}

/** Whether this is the user's current password (settings: change password, delete account). */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash));
  return Boolean(row) && matches;
}

/** What the profile and settings pages, and the dashboard's readiness score, know of a student's account. */
export interface StudentAccountProfile extends StudentProfileFields {
  userId: string;
  email: string;
  emailVerified: boolean;
  careerInterests: string[];
  preferredDestinations: string[];
  cxcResults: CxcResult[];
  notifications: NotificationPreferences;
}

/** The signed-in student's own profile, or null for an unknown id (the caller answers 404). */
export async function studentAccountProfile(userId: string): Promise<StudentAccountProfile | null> {
  const row = await db()
    .selectFrom("users")
    .leftJoin("user_profiles", "user_profiles.user_id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.email_verified_at",
      "user_profiles.education_level",
      "user_profiles.career_interests",
      "user_profiles.preferred_destinations",
      "user_profiles.target_start_month",
      "user_profiles.local_currency",
      "user_profiles.citizenship",
      "user_profiles.birth_year",
      "user_profiles.work_experience_years",
      "user_profiles.cxc_results",
      "user_profiles.deadline_reminders",
      "user_profiles.event_emails",
      "user_profiles.expert_answer_emails",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    firstName: row.first_name,
    lastName: row.last_name,
    educationLevel: (row.education_level as StudentProfileFields["educationLevel"]) ?? null,
    careerInterests: row.career_interests ?? [],
    preferredDestinations: row.preferred_destinations ?? [],
    targetStartMonth: row.target_start_month ?? null,
    localCurrency: (row.local_currency as StudentProfileFields["localCurrency"]) ?? null,
    citizenship: row.citizenship ?? null,
    birthYear: row.birth_year ?? null,
    workExperienceYears: row.work_experience_years ?? null,
    cxcResults: row.cxc_results ?? [],
    notifications: {
      deadlineReminders: row.deadline_reminders ?? DEFAULT_NOTIFICATIONS.deadlineReminders,
      eventEmails: row.event_emails ?? DEFAULT_NOTIFICATIONS.eventEmails,
      expertAnswerEmails: row.expert_answer_emails ?? DEFAULT_NOTIFICATIONS.expertAnswerEmails,
    },
  };
}

/** What scholarship matching may know of a student: the profile's facts that eligibility rules test, each null (or empty) until stated. */
export interface StudentEligibilityProfile {
  /** ISO 3166-1 alpha-2, or "other" (account-options.ts lists the choices; regional-groups.ts the groupings). */
  citizenship: string | null;
  /** The profile's "current level". */
  educationLevel: EducationLevel | null;
  birthYear: number | null;
  workExperienceYears: number | null;
  cxcResults: CxcResult[];
}

/**
 * The student's eligibility facts, for the funding module; null for an
 * unknown (or deleted) account. Read from the same rows as the profile page.
 */
export async function studentEligibilityProfile(userId: string): Promise<StudentEligibilityProfile | null> {
  const row = await db()
    .selectFrom("users")
    .leftJoin("user_profiles", "user_profiles.user_id", "users.id")
    .select([
      "user_profiles.citizenship",
      "user_profiles.education_level",
      "user_profiles.birth_year",
      "user_profiles.work_experience_years",
      "user_profiles.cxc_results",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    citizenship: row.citizenship ?? null,
    educationLevel: (row.education_level as EducationLevel | null) ?? null,
    birthYear: row.birth_year ?? null,
    workExperienceYears: row.work_experience_years ?? null,
    cxcResults: row.cxc_results ?? [],
  };
}

/** How each of these users is named to admins (an editorial history's "who"): their name and email, or the email alone. Unknown ids are left out. */
export async function userDisplayNames(userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db().selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", userIds).execute();
  return new Map(rows.map((row) => [row.id, nameAndEmail(row)]));
}

/** "Shanice Thomas (shanice@example.com)": a name alone can be shared by two accounts. */
function nameAndEmail(row: { email: string; first_name: string | null; last_name: string | null }): string {
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return name ? `${name} (${row.email})` : row.email;
}
