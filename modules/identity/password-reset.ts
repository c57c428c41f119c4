import { createHash, randomBytes } from "node:crypto";
import { db } from "../database.ts";
import { configuredMailer } from "../mail/index.ts";
import { RESET_LINK_MINUTES } from "./account-options.ts";
import { passwordResetEmail, publicOrigin } from "./emails.ts";
import { findUserByEmail } from "./queries.ts";

export type ResetTokenStatus = "valid" | "expired" | "used" | "unknown";

export class InvalidResetTokenError extends Error {
  constructor(readonly status: Exclude<ResetTokenStatus, "valid">) {
    super(`The reset link is ${status}`);
    this.name = "InvalidResetTokenError";
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Emails a single-use reset link when the address has an account, and does
 * nothing otherwise; the caller answers the same either way. The token is 32
 * random bytes; only its SHA-256 is stored. The row and the email are written
 * in one transaction, so a link is never sent for a token that was not kept.
 */
export async function sendPasswordResetLink(email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const url = `${publicOrigin()}/reset-password?token=${token}`;
  const mailer = configuredMailer();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("password_reset_tokens")
        .values({ token_hash: tokenHash, user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000), used_at: null })
        .execute();
      await mailer.send(trx, passwordResetEmail(`password-reset-${tokenHash}:student`, user.email, url, now));
    });
}

/** What a reset link is worth right now (the page shows the form only for a valid one). */
export async function passwordResetTokenStatus(token: string, now = new Date()): Promise<ResetTokenStatus> {
  if (!TOKEN.test(token)) return "unknown";
  const row = await db().selectFrom("password_reset_tokens").select(["expires_at", "used_at"]).where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row) return "unknown";
  if (row.used_at) return "used";
  return row.expires_at <= now ? "expired" : "valid";
}

/**
 * Whose a usable reset token is, without using it up; refuses a used, expired
 * or unknown one. Costs one indexed read, so a reset is checked before any
 * password is hashed (hashing first let anyone spend our CPU).
 */
export async function resetTokenOwner(token: string, now = new Date()): Promise<string> {
  if (!TOKEN.test(token)) throw new InvalidResetTokenError("unknown");
  const row = await db()
    .selectFrom("password_reset_tokens")
    .select(["user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) throw new InvalidResetTokenError("unknown");
  if (row.used_at) throw new InvalidResetTokenError("used");
  if (row.expires_at <= now) throw new InvalidResetTokenError("expired");
  return row.user_id;
}

/**
 * Uses up a reset token (and every other one of the same account), returning
 * whose it was; refuses a used, expired or unknown one. Conditional update, so
 * two submissions of one link cannot both succeed.
 */
export async function consumePasswordResetToken(token: string, now = new Date()): Promise<string> {
  const status = await passwordResetTokenStatus(token, now);
  if (status !== "valid") throw new InvalidResetTokenError(status);
  const row = await db()
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!row) throw new InvalidResetTokenError("used");
  await db().updateTable("password_reset_tokens").set({ used_at: now }).where("user_id", "=", row.user_id).where("used_at", "is", null).execute();
  return row.user_id;
}

/** An account's reset tokens go with it. */
export async function forgetPasswordResetTokens(userId: string): Promise<void> {
  await db().deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
}
