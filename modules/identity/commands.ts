import { randomBytes, randomUUID } from "node:crypto";
import { handleCommand, type Actor } from "../eventstore/index.ts";
import { emailClaimDecider, registrationEvents, UnknownUserError, userDecider, type Registration } from "./decide.ts";
import { emailStream, normalizeEmail, userStream } from "./events.ts";
import { signUpSchema, type SignUpInput } from "./forms.ts";
import { hashPassword } from "./password.ts";
import { usersProjection } from "./projection.ts";
import { findUserByEmail, type User } from "./queries.ts";

/**
 * Registers a student account; refuses an email that already has one. Resolves once the account can sign in.
 *
 * Two streams change together: the email's (the claim) and the new user's
 * (UserRegistered). The email stream is the only one decided on, since it
 * is where uniqueness lives; the user stream is new by construction (a fresh
 * id, expected not to exist) and rides along in the same transaction, so an
 * account never exists without its claim, nor a claim without its account.
 */
export async function registerUser(input: SignUpInput, by: Actor): Promise<User> {
  const { firstName, lastName, email, password } = signUpSchema.parse(input);
  const registration: Registration = { userId: randomUUID(), email: normalizeEmail(email), firstName, lastName, passwordHash: await hashPassword(password) };
  await handleCommand(emailClaimDecider, emailStream(registration.email), registration, by, {
    alongside: [{ streamId: userStream(registration.userId), expectedVersion: "no_stream", events: registrationEvents(registration) }],
    waitFor: [usersProjection],
  });
  return { id: registration.userId, email: registration.email, firstName, lastName, profileImageUrl: null, isAdmin: false };
}

export async function makeAdmin(email: string, by: Actor): Promise<User> {
  const user = await findUserByEmail(email);
  if (!user) throw new UnknownUserError(`No account uses ${email}. The person must sign up first.`);
  await handleCommand(userDecider, userStream(user.id), { makeAdmin: user.id }, by, { waitFor: [usersProjection] });
  return { ...user, isAdmin: true };
}

export const DEMO_STUDENT_EMAIL = "demo.student@studycompass.example";

/** The demo student that development sign-in uses; created on first use. */
export async function ensureDemoStudent(by: Actor): Promise<User> {
  const existing = await findUserByEmail(DEMO_STUDENT_EMAIL);
  if (existing) return existing;
  try {
    return await registerUser({ firstName: "Demo", lastName: "Student", email: DEMO_STUDENT_EMAIL, password: randomBytes(24).toString("base64url") }, by);
  } catch (error) {
    // Two first uses at once: the other one created it.
    const created = await findUserByEmail(DEMO_STUDENT_EMAIL);
    if (created) return created;
    throw error;
  }
}
