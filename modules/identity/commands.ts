import { randomBytes, randomUUID } from "node:crypto";
import { listDestinations, listPathways } from "../catalog/index.ts";
import { handleCommand, type Actor } from "../eventstore/index.ts";
import { forgetRecipient } from "../mail/index.ts";
import { EmailAlreadyRegisteredError, emailClaimDecider, registrationEvents, UnknownUserError, userDecider, type Registration } from "./decide.ts";
import {
  EmailAddressReleased,
  EmailVerified,
  emailStream,
  normalizeEmail,
  userStream,
  type NotificationPreferences,
  type StudentProfileFields,
} from "./events.ts";
import { signUpSchema, type ProfileForm, type SignUpInput } from "./schemas.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { consumePasswordResetToken, forgetPasswordResetTokens, resetTokenOwner } from "./password-reset.ts";
import { profilesProjection, usersProjection } from "./projection.ts";
import { findUserByEmail, findUserById, isCurrentPassword, type User } from "./queries.ts";
import { forgetSecondFactor } from "./second-factor.ts";
import { endAllUserSessions } from "./sessions.ts";
import { isValidVerificationToken, tokenUserId } from "./verification.ts";

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
  // Accounts from before decision 0010 hold their claim in a stream keyed by the plain address; the read model still knows them.
  if (await findUserByEmail(email)) throw new EmailAlreadyRegisteredError();
  return registerAccount({ email, firstName, lastName, passwordHash: await hashPassword(password) }, { verified: false }, by);
}

/**
 * Registers an account whose password is already hashed (a sign-up whose
 * emailed link was opened: `verified`, since opening it proved the address).
 * The verification is recorded with the registration, in one append.
 */
export async function registerAccount(
  account: { email: string; firstName: string; lastName: string; passwordHash: string },
  { verified }: { verified: boolean },
  by: Actor,
): Promise<User> {
  if (await findUserByEmail(account.email)) throw new EmailAlreadyRegisteredError();
  const registration: Registration = { userId: randomUUID(), ...account, email: normalizeEmail(account.email) };
  const events = [...registrationEvents(registration), ...(verified ? [EmailVerified.create({ userId: registration.userId })] : [])];
  await handleCommand(emailClaimDecider, emailStream(registration.email), registration, by, {
    alongside: [{ streamId: userStream(registration.userId), expectedVersion: "no_stream", events }],
    waitFor: [usersProjection],
  });
  const { firstName, lastName } = account;
  return { id: registration.userId, email: registration.email, firstName, lastName, profileImageUrl: null, isAdmin: false, emailVerified: verified };
}

export async function makeAdmin(email: string, by: Actor): Promise<User> {
  const user = await findUserByEmail(email);
  if (!user) throw new UnknownUserError(`No account uses ${email}. The person must sign up first.`);
  await handleCommand(userDecider, userStream(user.id), { type: "make-admin", userId: user.id }, by, { waitFor: [usersProjection] });
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

/** Another verification email (the identity notifier sends it); refused with EmailAlreadyVerifiedError once verified. */
export async function requestVerificationEmail(userId: string, by: Actor): Promise<void> {
  await handleCommand(userDecider, userStream(userId), { type: "request-verification", userId }, by);
}

export class InvalidVerificationLinkError extends Error {
  constructor() {
    super("This verification link is not valid any more.");
    this.name = "InvalidVerificationLinkError";
  }
}

/** Records that the student opened a verification link we sent to their current address; the same link again changes nothing. */
export async function verifyEmail(token: string, by: Actor): Promise<string> {
  const userId = tokenUserId(token);
  const user = userId ? await findUserById(userId) : null;
  if (!user || !isValidVerificationToken(token, user.email)) throw new InvalidVerificationLinkError();
  await handleCommand(userDecider, userStream(user.id), { type: "verify-email", userId: user.id }, by, { waitFor: [usersProjection] });
  return user.id;
}

export class WrongPasswordError extends Error {
  constructor() {
    super("That is not your current password.");
    this.name = "WrongPasswordError";
  }
}

/**
 * Settings: a new password, given the current one; refused with
 * WeakPasswordError when the policy refuses it for this account. The caller
 * ends the student's other sessions.
 */
export async function changePassword(userId: string, input: { currentPassword: string; newPassword: string }, by: Actor): Promise<void> {
  if (!(await isCurrentPassword(userId, input.currentPassword))) throw new WrongPasswordError();
  assertAcceptablePassword(input.newPassword, (await findUserById(userId))?.email ?? null);
  const passwordHash = await hashPassword(input.newPassword);
  await handleCommand(userDecider, userStream(userId), { type: "change-password", userId, passwordHash, via: "settings" }, by, { waitFor: [usersProjection] });
}

/**
 * A new password through an emailed reset link: uses the token up (refusing a
 * used, expired or unknown one with InvalidResetTokenError, and a password
 * the policy refuses for this account with WeakPasswordError, leaving the link
 * usable), records the new hash and ends every session of the account.
 * Returns the account's id, for the caller to sign this browser in.
 */
export async function resetPassword(token: string, newPassword: string, by: Omit<Actor, "actor">): Promise<string> {
  // The token first: an invalid one costs a read, never a scrypt hash.
  const ownerId = await resetTokenOwner(token);
  assertAcceptablePassword(newPassword, (await findUserById(ownerId))?.email ?? null);
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumePasswordResetToken(token);
  await handleCommand(
    userDecider,
    userStream(userId),
    { type: "change-password", userId, passwordHash, via: "reset-link" },
    { ...by, actor: userId },
    {
      waitFor: [usersProjection],
    },
  );
  await endAllUserSessions(userId);
  return userId;
}

/** A pathway or destination the catalogue does not list: shown next to its field. */
export class ProfileChoiceError extends Error {
  constructor(
    readonly field: "careerInterests" | "preferredDestinations",
    message: string,
  ) {
    super(message);
    this.name = "ProfileChoiceError";
  }
}

/** The pathways and destinations a profile may name, as the profile form lists them. */
export async function profileChoices(): Promise<{ pathways: { slug: string; name: string }[]; destinations: { slug: string; name: string }[] }> {
  const [pathways, destinations] = await Promise.all([listPathways(), listDestinations()]);
  return {
    pathways: pathways.map(({ slug, name }) => ({ slug, name })),
    destinations: destinations.map(({ slug, name }) => ({ slug, name })),
  };
}

export async function updateStudentProfile(userId: string, form: ProfileForm, by: Actor): Promise<void> {
  const choices = await profileChoices();
  const known = (list: { slug: string }[]) => new Set(list.map((entry) => entry.slug));
  if (form.careerInterests.some((slug) => !known(choices.pathways).has(slug))) {
    throw new ProfileChoiceError("careerInterests", "Choose career interests from the list.");
  }
  if (form.preferredDestinations.some((slug) => !known(choices.destinations).has(slug))) {
    throw new ProfileChoiceError("preferredDestinations", "Choose destinations from the list.");
  }
  const profile: StudentProfileFields = {
    firstName: form.firstName,
    lastName: form.lastName,
    educationLevel: form.educationLevel ?? null,
    careerInterests: [...new Set(form.careerInterests)].sort(),
    preferredDestinations: [...new Set(form.preferredDestinations)].sort(),
    targetStartMonth: form.startMonth && form.startYear ? `${form.startYear}-${String(form.startMonth).padStart(2, "0")}` : null,
    localCurrency: form.localCurrency ?? null,
    citizenship: form.citizenship ?? null,
    birthYear: form.birthYear ?? null,
    workExperienceYears: form.workExperienceYears ?? null,
    cxcResults: form.cxcResults,
  };
  await handleCommand(userDecider, userStream(userId), { type: "update-profile", userId, profile }, by, { waitFor: [usersProjection, profilesProjection] });
}

export async function setNotificationPreferences(userId: string, notifications: NotificationPreferences, by: Actor): Promise<void> {
  await handleCommand(userDecider, userStream(userId), { type: "set-notifications", userId, notifications }, by, { waitFor: [profilesProjection] });
}

/**
 * Deletes a student's account, given their password. AccountDeleted destroys
 * their personal-data key as it is appended (every sealed field of theirs
 * reads as null from then on) and releases their address in the same
 * transaction, so it can sign up again. Identity's read rows go before this
 * returns; other modules' projections remove theirs on the same event. The
 * sessions, second factor, reset tokens and outbox copies of their emails go too.
 */
export async function deleteAccount(userId: string, password: string, by: Actor): Promise<void> {
  const user = await findUserById(userId);
  if (!user) throw new UnknownUserError(`No account has the id ${userId}.`);
  if (!(await isCurrentPassword(userId, password))) throw new WrongPasswordError();
  // The claim stream takes the release with "any": while claimed, nothing else is ever appended to it.
  await handleCommand(userDecider, userStream(userId), { type: "delete-account", userId }, by, {
    alongside: [{ streamId: emailStream(user.email), expectedVersion: "any", events: [EmailAddressReleased.create({ userId })] }],
    waitFor: [usersProjection, profilesProjection],
  });
  await endAllUserSessions(userId);
  await forgetSecondFactor(userId);
  await forgetPasswordResetTokens(userId);
  await forgetRecipient(user.email);
}
