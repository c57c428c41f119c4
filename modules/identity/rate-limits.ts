import { createHash } from "node:crypto";
import { createSubmissionLimit, type RateLimited } from "../platform/index.ts";

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
 * link, or a script replaying one, can spend (issue 23).
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
