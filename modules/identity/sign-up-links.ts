import { createHash, randomBytes } from "node:crypto";
import { db } from "../database.ts";
import type { Actor } from "../eventstore/index.ts";
import { configuredMailer } from "../mail/index.ts";
import { SIGN_UP_LINK_HOURS } from "./account-options.ts";
import { registerAccount } from "./commands.ts";
import { EmailAlreadyRegisteredError } from "./decide.ts";
import { publicOrigin, signUpForTakenAddressEmail, signUpLinkEmail } from "./emails.ts";
import { normalizeEmail } from "./events.ts";
import { signUpSchema, type SignUpInput } from "./forms.ts";
import { hashPassword } from "./password.ts";
import { findUserByEmail } from "./queries.ts";

/*
 * Sign-up by emailed link (decision 0026): the form answers the same
 * for a new address and a taken one, so it tells nobody which addresses have
 * accounts. A new address gets a single-use link and its sign-up waits in
 * pending_registrations; a taken one's owner is told someone tried.
 */

export type SignUpLinkStatus = "valid" | "used" | "expired" | "unknown";

export class InvalidSignUpLinkError extends Error {
  constructor(readonly status: Exclude<SignUpLinkStatus, "valid"> | "taken") {
    super(`The sign-up link is ${status}`);
    this.name = "InvalidSignUpLinkError";
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts a sign-up. A new address: the pending sign-up (password already
 * hashed) and the email with its link are written in one transaction. A taken
 * address: its owner is emailed instead, after a hash of the same cost, so the
 * two take the same time. `quizAnswers` is a quiz result taken before signing
 * up (validated by the caller), kept to save to the new profile.
 */
export async function startSignUp(input: SignUpInput, quizAnswers: unknown, now = new Date()): Promise<void> {
  const form = signUpSchema.parse(input);
  const passwordHash = await hashPassword(form.password);
  const existing = await findUserByEmail(form.email);
  const mailer = configuredMailer();
  const origin = publicOrigin();
  if (existing) {
    await db()
      .transaction()
      .execute((trx) =>
        mailer.send(
          trx,
          signUpForTakenAddressEmail(`sign-up-taken-${existing.id}-${now.getTime()}`, existing.email, `${origin}/login`, `${origin}/forgot-password`, now),
        ),
      );
    return;
  }
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  await db()
    .transaction()
    .execute(async (trx) => {
      // Sign-ups nobody finished go a day after their link expired: their names and hash were never an account's.
      await trx
        .deleteFrom("pending_registrations")
        .where("expires_at", "<", new Date(now.getTime() - 24 * 3_600_000))
        .execute();
      await trx
        .insertInto("pending_registrations")
        .values({
          token_hash: tokenHash,
          email: normalizeEmail(form.email),
          first_name: form.firstName,
          last_name: form.lastName,
          password_hash: passwordHash,
          redirect_to: form.redirectTo ?? null,
          quiz_answers: quizAnswers === null || quizAnswers === undefined ? null : JSON.stringify(quizAnswers),
          created_at: now,
          expires_at: new Date(now.getTime() + SIGN_UP_LINK_HOURS * 3_600_000),
          used_at: null,
        })
        .execute();
      await mailer.send(trx, signUpLinkEmail(`sign-up-${tokenHash}:student`, normalizeEmail(form.email), `${origin}/signup/confirm?token=${token}`, now));
    });
}

/** What a sign-up link is worth right now (the page offers its button only for a valid one). */
export async function signUpLinkStatus(token: string, now = new Date()): Promise<SignUpLinkStatus> {
  if (!TOKEN.test(token)) return "unknown";
  const row = await db().selectFrom("pending_registrations").select(["expires_at", "used_at"]).where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row) return "unknown";
  if (row.used_at) return "used";
  return row.expires_at <= now ? "expired" : "valid";
}

/**
 * Opens a sign-up link: uses it up (a conditional update, so two clicks cannot
 * both register), registers the account as verified, and forgets the pending
 * names and hash. Refuses a used, expired or unknown link, and one whose
 * address got an account meanwhile ("taken"). Returns the new account, where
 * to go, and the quiz answers kept with the sign-up.
 */
export async function completeSignUp(
  token: string,
  by: Omit<Actor, "actor">,
  now = new Date(),
): Promise<{ userId: string; redirectTo: string | null; quizAnswers: unknown }> {
  const status = await signUpLinkStatus(token, now);
  if (status !== "valid") throw new InvalidSignUpLinkError(status);
  const pending = await db()
    .updateTable("pending_registrations")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!pending) throw new InvalidSignUpLinkError("used");
  // The row stays, emptied, so the link reads as used rather than unknown until it is cleared away.
  await db()
    .updateTable("pending_registrations")
    .set({ first_name: "", last_name: "", password_hash: "", quiz_answers: null })
    .where("token_hash", "=", pending.token_hash)
    .execute();
  try {
    const user = await registerAccount(
      { email: pending.email, firstName: pending.first_name, lastName: pending.last_name, passwordHash: pending.password_hash },
      { verified: true },
      { ...by, actor: "anonymous" },
    );
    return { userId: user.id, redirectTo: pending.redirect_to, quizAnswers: pending.quiz_answers };
  } catch (error) {
    if (error instanceof EmailAlreadyRegisteredError) throw new InvalidSignUpLinkError("taken");
    throw error;
  }
}
