import type { ColumnType, Generated } from "kysely";

export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  password_hash: string;
  /** When the student opened the verification link we emailed; null until then. */
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One CXC result in user_profiles.cxc_results: a CSEC subject or one CAPE unit. */
export interface CxcResultRow {
  exam: "CSEC" | "CAPE";
  subject: string;
  grade: number;
}

/** A student's profile and notification preferences (identity.profiles projection). */
export interface UserProfilesTable {
  user_id: string;
  education_level: string | null;
  /** Pathway slugs. */
  career_interests: ColumnType<string[], string, string>;
  /** Destination slugs. */
  preferred_destinations: ColumnType<string[], string, string>;
  /** "YYYY-MM". */
  target_start_month: string | null;
  local_currency: string | null;
  /** ISO 3166-1 alpha-2, or "other". */
  citizenship: string | null;
  birth_year: number | null;
  work_experience_years: number | null;
  /** The student's CXC results, as they entered them; grade 1 is CXC's "I". */
  cxc_results: ColumnType<CxcResultRow[], string | undefined, string>;
  /** On until the student turns it off. */
  deadline_reminders: Generated<boolean>;
  event_emails: Generated<boolean>;
  expert_answer_emails: Generated<boolean>;
  updated_at: Date;
}

/** An emailed password-reset link: operational state (no events), only the token's SHA-256 kept, used once. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A sign-up waiting for its emailed link: operational state, only the token's SHA-256 kept, used once. */
export interface PendingRegistrationsTable {
  token_hash: string;
  /** Normalised. */
  email: string;
  first_name: string;
  last_name: string;
  /** scrypt, as UserRegistered keeps it. */
  password_hash: string;
  /** Where to go once signed in (checked again when used). */
  redirect_to: string | null;
  /** A quiz taken before signing up, saved to the new profile (validated by the quiz module when used). */
  quiz_answers: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A signed-in session: operational state, not a domain fact, so a plain table and no events. */
export interface UserSessionsTable {
  /** SHA-256 of the cookie's random id, base64url: the id itself is never stored. */
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  /** When the session ends unless used again: the idle timeout from last_seen_at, never past expires_at. */
  idle_expires_at: Date;
  /** The absolute timeout from created_at. */
  expires_at: Date;
  /** What the devices list's forms name the session by: random, and not the cookie's secret. */
  public_id: Generated<string>;
  /** "Firefox on Windows", from the User-Agent at sign-in; null for sessions begun before devices were recorded. */
  device: string | null;
  /** When this session passed the second factor; null while it has passed the password only. */
  second_factor_verified_at: Date | null;
  /** Started by the account's sign-up (its emailed link), not by a sign-in. */
  began_with_sign_up: Generated<boolean>;
}

/** An account's TOTP authenticator (decision 0028): operational state outside the event store, like sessions. */
export interface SecondFactorsTable {
  user_id: string;
  /** The shared secret, base32. */
  secret: string;
  created_at: Date;
  /** Null while enrolment waits for its first code: the secret is then only a proposal. */
  confirmed_at: Date | null;
  /** The newest 30-second step a code was accepted for: a code of that step or an older one is refused (no replay). */
  last_used_step: ColumnType<number, number | undefined, number>;
}

/** A recovery code, salted and hashed (SHA-256), each usable once. */
export interface RecoveryCodesTable {
  user_id: string;
  salt: string;
  code_hash: string;
  used_at: Date | null;
}

export interface IdentityTables {
  users: UsersTable;
  user_sessions: UserSessionsTable;
  user_profiles: UserProfilesTable;
  password_reset_tokens: PasswordResetTokensTable;
  pending_registrations: PendingRegistrationsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
}
