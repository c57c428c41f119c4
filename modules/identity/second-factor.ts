import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "../database.ts";
import { handleCommand, type Actor } from "../eventstore/index.ts";
import { createSubmissionLimit, logger } from "../platform/index.ts";
import { userDecider } from "./decide.ts";
import { userStream } from "./events.ts";
import { markSecondFactorPassed } from "./sessions.ts";
import { base32Encode, matchTotpStep, newTotpSecret, totpUri } from "./totp.ts";

/*
 * Admin accounts' second factor (decision 0028): an authenticator
 * app (TOTP) with ten single-use recovery codes. The secret and the codes'
 * hashes are operational state in identity's own tables; the user's stream
 * records only that enrolment happened and when a recovery code was used.
 */

export const RECOVERY_CODE_COUNT = 10;

/**
 * Wrong codes: 5 per account in 15 minutes (ASVS 2.2.1 asks for at most 100 an
 * hour; with three codes valid at a time, 5 tries guess right about once in
 * 67,000 windows), 100 per IP, a lab of admins being unlikely.
 */
const codeAttempts = createSubmissionLimit("second-factor", "code attempts", {
  perEmail: { points: 5, seconds: 15 * 60 },
  perIp: { points: 100, seconds: 15 * 60 },
});

export const WRONG_SECOND_FACTOR_CODE = "That code is not right. Enter the newest code your authenticator app shows, or an unused recovery code.";

/** What the enrolment page shows: the key for manual entry and the URI an app (or a QR code) takes. */
export interface SecondFactorProposal {
  /** Base32, in groups of four for reading aloud or typing. */
  key: string;
  uri: string;
}

/**
 * The secret an account not yet enrolled is asked to add to its app. Kept
 * unconfirmed until a code proves the app has it; asking again shows the same
 * one, so a reload does not invalidate what was already scanned. Null when
 * the account is already enrolled.
 */
export async function proposeSecondFactor(userId: string, accountName: string, now = new Date()): Promise<SecondFactorProposal | null> {
  await db()
    .insertInto("second_factors")
    .values({ user_id: userId, secret: newTotpSecret(), created_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await db().selectFrom("second_factors").select(["secret", "confirmed_at"]).where("user_id", "=", userId).executeTakeFirstOrThrow();
  if (row.confirmed_at) return null;
  return { key: row.secret.replace(/(.{4})(?!$)/g, "$1 "), uri: totpUri(row.secret, accountName) };
}

/** Whether the account has an authenticator app set up. */
export async function hasSecondFactor(userId: string): Promise<boolean> {
  const row = await db().selectFrom("second_factors").select("user_id").where("user_id", "=", userId).where("confirmed_at", "is not", null).executeTakeFirst();
  return Boolean(row);
}

export type SecondFactorOutcome =
  | { status: "passed"; recoveryCodesLeft: number | null }
  | { status: "enrolled"; recoveryCodes: string[] }
  | { status: "refused"; message: string; httpStatus: 400 | 429 };

interface CodeAttempt {
  userId: string;
  email: string;
  /** The session that passes when the code is right. */
  sessionId: string;
  code: string;
  clientIp: string;
}

/**
 * Confirms enrolment with the first code from the app: the secret becomes the
 * account's, ten recovery codes are made (returned once, stored hashed), the
 * session passes the second factor and the enrolment is recorded.
 */
export async function confirmSecondFactor(attempt: CodeAttempt, by: Actor, now = new Date()): Promise<SecondFactorOutcome> {
  const limited = await codeAttempts.consume(attempt.clientIp, attempt.email);
  if (limited) return { status: "refused", message: limited.message, httpStatus: 429 };
  const pending = await db()
    .selectFrom("second_factors")
    .select("secret")
    .where("user_id", "=", attempt.userId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  const step = pending ? matchTotpStep(pending.secret, attempt.code, now, 0) : null;
  if (step === null) return { status: "refused", message: WRONG_SECOND_FACTOR_CODE, httpStatus: 400 };
  const confirmed = await db()
    .updateTable("second_factors")
    .set({ confirmed_at: now, last_used_step: step })
    .where("user_id", "=", attempt.userId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  // Two tabs confirming at once: the first one set the account up.
  if (Number(confirmed.numUpdatedRows) === 0) return { status: "refused", message: WRONG_SECOND_FACTOR_CODE, httpStatus: 400 };
  const recoveryCodes = await replaceRecoveryCodes(attempt.userId);
  await codeAttempts.resetEmail(attempt.email);
  await markSecondFactorPassed(attempt.sessionId, now);
  // After the tables (the credential is what signs in): a failure here leaves an enrolled account whose fact a retry records.
  await handleCommand(userDecider, userStream(attempt.userId), { type: "record-second-factor-enrolment", userId: attempt.userId }, by);
  return { status: "enrolled", recoveryCodes };
}

/**
 * Sign-in's second step: a 6-digit code from the app (newer than the last one
 * accepted, so none is used twice) or an unused recovery code. The session
 * passes; a recovery code is used up and its use recorded.
 */
export async function passSecondFactor(attempt: CodeAttempt, by: Actor, now = new Date()): Promise<SecondFactorOutcome> {
  const limited = await codeAttempts.consume(attempt.clientIp, attempt.email);
  if (limited) return { status: "refused", message: limited.message, httpStatus: 429 };
  const code = attempt.code.replace(/[\s-]/g, "");
  let recoveryCodesLeft: number | null = null;
  if (/^\d{6}$/.test(code)) {
    if (!(await useTotpCode(attempt.userId, code, now))) return { status: "refused", message: WRONG_SECOND_FACTOR_CODE, httpStatus: 400 };
  } else {
    recoveryCodesLeft = await useRecoveryCode(attempt.userId, code.toUpperCase(), now);
    if (recoveryCodesLeft === null) return { status: "refused", message: WRONG_SECOND_FACTOR_CODE, httpStatus: 400 };
    await handleCommand(
      userDecider,
      userStream(attempt.userId),
      { type: "record-recovery-code-use", userId: attempt.userId, codesLeft: recoveryCodesLeft },
      by,
    );
  }
  await codeAttempts.resetEmail(attempt.email);
  await markSecondFactorPassed(attempt.sessionId, now);
  return { status: "passed", recoveryCodesLeft };
}

/** Whether the code is right and newer than the last accepted; moving the guard is atomic, so two requests with one code cannot both pass. */
async function useTotpCode(userId: string, code: string, now: Date): Promise<boolean> {
  const factor = await db()
    .selectFrom("second_factors")
    .select(["secret", "last_used_step"])
    .where("user_id", "=", userId)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!factor) return false;
  const step = matchTotpStep(factor.secret, code, now, factor.last_used_step);
  const moved =
    step === null
      ? null
      : await db()
          .updateTable("second_factors")
          .set({ last_used_step: step })
          .where("user_id", "=", userId)
          .where("last_used_step", "<", step)
          .executeTakeFirst();
  if (moved && Number(moved.numUpdatedRows) === 1) return true;
  // A right code used before (ASVS 2.8.5): someone may have watched it being typed, or be replaying a captured request.
  if (matchTotpStep(factor.secret, code, now, -1) !== null) logger.warn("A second-factor code was used again and refused", { userId });
  return false;
}

/** Uses up a matching unused recovery code; returns how many are left, or null when none matched. */
async function useRecoveryCode(userId: string, code: string, now: Date): Promise<number | null> {
  const unused = await db().selectFrom("recovery_codes").select(["salt", "code_hash"]).where("user_id", "=", userId).where("used_at", "is", null).execute();
  let matched: string | null = null;
  for (const row of unused) {
    const candidate = Buffer.from(hashRecoveryCode(row.salt, code), "base64url");
    const stored = Buffer.from(row.code_hash, "base64url");
    if (candidate.length === stored.length && timingSafeEqual(candidate, stored)) matched = row.code_hash;
  }
  if (!matched) return null;
  const used = await db()
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", matched)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  return unused.length - 1;
}

/**
 * Ten new codes of 60 random bits each ("ABCD-EFGH-JKLM", base32), stored as
 * SHA-256 over a 128-bit salt of their own (ASVS 2.6.2: under 112 bits of
 * entropy, so salted). Returned once, for the page to show.
 */
async function replaceRecoveryCodes(userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => base32Encode(randomBytes(8)).slice(0, 12));
  const rows = codes.map((code) => {
    const salt = randomBytes(16).toString("base64url");
    return { user_id: userId, salt, code_hash: hashRecoveryCode(salt, code), used_at: null };
  });
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx.insertInto("recovery_codes").values(rows).execute();
    });
  return codes.map((code) => code.replace(/(.{4})(?!$)/g, "$1-"));
}

function hashRecoveryCode(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("base64url");
}

/** Account deletion: the authenticator's secret and the recovery codes go with the sessions. */
export async function forgetSecondFactor(userId: string): Promise<void> {
  await db().deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db().deleteFrom("second_factors").where("user_id", "=", userId).execute();
}
