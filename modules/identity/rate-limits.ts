import { createHash } from "node:crypto";
import { db } from "./db.ts";
import { configuredMailer } from "../mail/index.ts";
import { createRateLimit, createSubmissionLimit, logger, type RateLimited } from "../platform/index.ts";
import { adminLockoutEmail, publicOrigin } from "./emails.ts";
import { trustedDeviceNonce } from "./device-tokens.ts";
import { findUserByEmail } from "./queries.ts";

const MINUTE = 60;

/**
 * Sign-in: 8 attempts per email in 15 minutes (reset by a successful sign-in)
 * bounds password guessing against one account to about 770 a day; 300 per IP
 * in 15 minutes lets a school lab or a carrier-grade NAT of thousands sign in
 * at the start of a class, typos included, while still bounding one machine
 * trying many accounts. Each valid-looking attempt costs a scrypt hash (~50-100 ms).
 */
const signIns = createSubmissionLimit("sign-in", "sign-in attempts", {
  perEmail: { points: 8, seconds: 15 * MINUTE },
  perIp: { points: 300, seconds: 15 * MINUTE },
});

/**
 * Sign-up: 5 per email an hour (one address needs one account; a few retries
 * cover typos); 200 per IP an hour, for a class of 40 creating accounts
 * together with room to spare, while a script cannot fill the event store.
 */
const signUps = createSubmissionLimit("sign-up", "sign-up attempts", {
  perEmail: { points: 5, seconds: 60 * MINUTE },
  perIp: { points: 200, seconds: 60 * MINUTE },
});

/** Counts a sign-in attempt; `email` is null when the form was invalid. A refusal says how long to wait. */
export function limitSignIn(clientIp: string, email: string | null): Promise<RateLimited | null> {
  return signIns.consume(clientIp, email);
}

/** A correct password clears that email's failed attempts. */
export function clearSignInLimit(email: string): Promise<void> {
  return signIns.resetEmail(email);
}

/**
 * Sign-in from a browser that signed in to this account before (it shows a
 * device token naming the address; device-tokens.ts): the same numbers, per
 * browser instead of per address, in buckets of their own. Strangers filling
 * the address's bucket never reach these, so the owner's browsers still get in
 * with the right password (lock-out must not be a weapon).
 */
const trustedSignIns = createSubmissionLimit(
  "sign-in-device",
  "sign-in attempts",
  { perEmail: { points: 8, seconds: 15 * MINUTE }, perIp: { points: 300, seconds: 15 * MINUTE } },
  "from this browser",
);

/** One alert per admin per lock-out window (the per-email window's length). */
const lockoutAlerts = createRateLimit("admin-lockout-alert", 1, 15 * MINUTE);

/**
 * Counts a sign-in attempt from the sign-in form: per browser when its device
 * token names this address, else per IP and per address. `email` is null when
 * the form was invalid. When an admin's address is locked for untrusted
 * browsers, the admin is emailed (once per window) and a warning logged.
 */
export async function limitSignInAttempt(clientIp: string, email: string | null, deviceToken: string | null): Promise<RateLimited | null> {
  const device = email === null ? null : trustedDeviceNonce(deviceToken, email);
  if (device) return trustedSignIns.consume(clientIp, device);
  const limited = await signIns.consume(clientIp, email);
  if (limited?.limitedBy === "email" && email !== null) await alertAdminLockedOut(email);
  return limited;
}

/**
 * A correct password: the browser's own count starts again, or, from an
 * untrusted browser, the address's. A trusted sign-in leaves the address's
 * count alone, so an owner signing in does not hand a guesser a fresh bucket.
 */
export async function clearSignInAttempts(email: string, deviceToken: string | null): Promise<void> {
  const device = trustedDeviceNonce(deviceToken, email);
  if (device) await trustedSignIns.resetEmail(device);
  else await signIns.resetEmail(email);
}

async function alertAdminLockedOut(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user?.isAdmin) return;
  if (await lockoutAlerts.consume(user.id)) return;
  // No address in the log line: the id names the account for whoever can look it up.
  logger.warn("Sign-in attempts to an admin account were blocked", { userId: user.id, limit: "sign-in per email" });
  const now = new Date();
  const mailer = configuredMailer();
  await db()
    .transaction()
    .execute((trx) => mailer.send(trx, adminLockoutEmail(`admin-lockout-${user.id}-${now.getTime()}`, user.email, now, `${publicOrigin()}/portal/settings`)));
}

/**
 * The current password asked again of a signed-in student (change password,
 * delete account): the sign-in numbers, per account, in buckets of their own.
 * A borrowed session cannot guess the password faster than the sign-in form
 * allows, and strangers filling the address's sign-in bucket cannot stop its
 * signed-in owner from changing the password or deleting the account.
 */
const passwordChecks = createSubmissionLimit(
  "password-check",
  "password attempts",
  { perEmail: { points: 8, seconds: 15 * MINUTE }, perIp: { points: 300, seconds: 15 * MINUTE } },
  "for this account",
);

/** Counts a current-password check by the signed-in account `userId`; null when the form was invalid. */
export function limitPasswordCheck(clientIp: string, userId: string | null): Promise<RateLimited | null> {
  return passwordChecks.consume(clientIp, userId);
}

/** A correct current password starts the account's count again. */
export function clearPasswordChecks(userId: string): Promise<void> {
  return passwordChecks.resetEmail(userId);
}

/**
 * Runs a command that asks the signed-in account for its current password
 * (change password, delete account) under the account's password-check limit.
 * Every attempt counts: per account once the form is valid (`command` given),
 * per IP only when it is not (`command` null). A refusal comes back instead of
 * running the command; a command that returns (the password was right) starts
 * the account's count again, one that throws (a wrong password) leaves the
 * attempt counted.
 */
export async function withPasswordCheckLimit(clientIp: string, userId: string, command: (() => Promise<void>) | null): Promise<RateLimited | null> {
  const limited = await passwordChecks.consume(clientIp, command ? userId : null);
  if (limited || !command) return limited;
  await command();
  await passwordChecks.resetEmail(userId);
  return null;
}

/** Counts a sign-up attempt; `email` is null when the form was invalid. */
export function limitSignUp(clientIp: string, email: string | null): Promise<RateLimited | null> {
  return signUps.consume(clientIp, email);
}

/**
 * Forgot password: 3 links per email an hour (one inbox cannot be flooded,
 * and a lost first email leaves two retries); 100 per IP an hour, for a lab
 * where several students forgot theirs, while one machine cannot probe many
 * addresses. Counted whether or not the address has an account, so the limit
 * itself tells nobody which addresses do.
 */
const passwordResets = createSubmissionLimit("password-reset", "reset requests", {
  perEmail: { points: 3, seconds: 60 * MINUTE },
  perIp: { points: 100, seconds: 60 * MINUTE },
});

/** Resend verification email: 3 per account's address an hour, 100 per IP. */
const verificationResends = createSubmissionLimit("verification-resend", "verification emails", {
  perEmail: { points: 3, seconds: 60 * MINUTE },
  perIp: { points: 100, seconds: 60 * MINUTE },
});

/** Counts a forgot-password request; `email` is null when the form was invalid. */
export function limitPasswordReset(clientIp: string, email: string | null): Promise<RateLimited | null> {
  return passwordResets.consume(clientIp, email);
}

/** Counts a "resend verification email" from the signed-in student with this address. */
export function limitVerificationResend(clientIp: string, email: string): Promise<RateLimited | null> {
  return verificationResends.consume(clientIp, email);
}

/**
 * Choosing a new password through a reset link: 5 tries per link in 15
 * minutes (enough to meet the password policy after a refusal or two), 30 per
 * IP an hour (a lab whose students reset together). Only a valid link's
 * submission costs a scrypt hash, so the limit bounds what a stolen or guessed
 * link, or a script replaying one, can spend.
 */
const resetSubmissions = createSubmissionLimit(
  "reset-submission",
  "password reset attempts",
  {
    perEmail: { points: 5, seconds: 15 * MINUTE },
    perIp: { points: 30, seconds: 60 * MINUTE },
  },
  "for this reset link",
);

/**
 * Counts a "choose a new password" submission; `token` is null when the form
 * was invalid. Counted by the token's hash: a live link never sits in Redis.
 */
export function limitPasswordResetSubmission(clientIp: string, token: string | null): Promise<RateLimited | null> {
  return resetSubmissions.consume(clientIp, token === null ? null : `reset-link-${createHash("sha256").update(token).digest("hex")}`);
}
