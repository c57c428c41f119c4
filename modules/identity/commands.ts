import { randomBytes, randomUUID } from "node:crypto";
import { appendEvents, ConcurrencyError, waitForProjections, type Actor } from "../eventstore/index.ts";
import { EmailAddressClaimed, emailStream, normalizeEmail, UserMadeAdmin, UserRegistered, userStream } from "./events.ts";
import { signUpSchema, type SignUpInput } from "./forms.ts";
import { hashPassword } from "./password.ts";
import { usersProjection } from "./projection.ts";
import { findUserByEmail, type User } from "./queries.ts";

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
    this.name = "EmailAlreadyRegisteredError";
  }
}

/** Registers a student account; refuses an email that already has one. Resolves once the account can sign in. */
export async function registerUser(input: SignUpInput, by: Actor): Promise<User> {
  const { firstName, lastName, email, password } = signUpSchema.parse(input);
  const userId = randomUUID();
  const normalized = normalizeEmail(email);
  try {
    const result = await appendEvents(
      [
        { streamId: emailStream(normalized), expectedVersion: "no_stream", events: [EmailAddressClaimed.create({ email: normalized, userId })] },
        {
          streamId: userStream(userId),
          expectedVersion: "no_stream",
          events: [UserRegistered.create({ userId, email: normalized, firstName, lastName, passwordHash: await hashPassword(password) })],
        },
      ],
      by,
    );
    await waitForProjections([usersProjection], result.position);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new EmailAlreadyRegisteredError();
    throw error;
  }
  return { id: userId, email: normalized, firstName, lastName, profileImageUrl: null, isAdmin: false };
}

export class UnknownUserError extends Error {}

export async function makeAdmin(email: string, by: Actor): Promise<User> {
  const user = await findUserByEmail(email);
  if (!user) throw new UnknownUserError(`No account uses ${email}. The person must sign up first.`);
  if (user.isAdmin) return user;
  const result = await appendEvents([{ streamId: userStream(user.id), expectedVersion: "any", events: [UserMadeAdmin.create({ userId: user.id })] }], by);
  await waitForProjections([usersProjection], result.position);
  return { ...user, isAdmin: true };
}

export const DEMO_STUDENT_EMAIL = "demo.student@studycompass.example";

/** The demo student that development sign-in uses; created on first use. */
export async function ensureDemoStudent(by: Actor): Promise<User> {
  const existing = await findUserByEmail(DEMO_STUDENT_EMAIL);
  if (existing) return existing;
  try {
    return await registerUser(
      { firstName: "Demo", lastName: "Student", email: DEMO_STUDENT_EMAIL, password: randomBytes(24).toString("base64url") },
      by,
    );
  } catch (error) {
    // Two first uses at once: the other one created it.
    const created = await findUserByEmail(DEMO_STUDENT_EMAIL);
    if (created) return created;
    throw error;
  }
}
