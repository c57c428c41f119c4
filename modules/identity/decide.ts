import { isDeepStrictEqual } from "node:util";
import type { Decider, NewEvent } from "../eventstore/index.ts";
import {
  AccountDeleted,
  EmailAddressClaimed,
  EmailAddressReleased,
  EmailVerificationRequested,
  EmailVerified,
  NotificationPreferencesChanged,
  PasswordChanged,
  ProfileUpdated,
  RecoveryCodeUsed,
  SecondFactorEnrolled,
  UserMadeAdmin,
  UserRegistered,
  type NotificationPreferences,
  type StudentProfileFields,
} from "./events.ts";

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
    this.name = "EmailAlreadyRegisteredError";
  }
}

export class UnknownUserError extends Error {}

export class EmailAlreadyVerifiedError extends Error {
  constructor() {
    super("Your email address is already verified.");
    this.name = "EmailAlreadyVerifiedError";
  }
}

/** A sign-up, checked and with its password already hashed. */
export interface Registration {
  userId: string;
  /** Normalised (see normalizeEmail). */
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
}

export type EmailClaimCommand = Registration | { release: string };

/**
 * An email address's own stream decides who has it: the first registration
 * claims it, any later one is refused until the account that holds it is
 * deleted and the address released. Two sign-ups racing for one address both
 * expect the stream as they read it; one append wins, the other is decided
 * again, finds the claim and is refused.
 */
export const emailClaimDecider: Decider<EmailClaimCommand, { claimedBy: string | null }> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (state, event) => {
    const claimed = EmailAddressClaimed.match(event);
    if (claimed) return state.claimedBy ? state : { claimedBy: claimed.userId };
    const released = EmailAddressReleased.match(event);
    return released && released.userId === state.claimedBy ? { claimedBy: null } : state;
  },
  decide(command, state) {
    if ("release" in command) return state.claimedBy === command.release ? [EmailAddressReleased.create({ userId: command.release })] : [];
    if (state.claimedBy) throw new EmailAlreadyRegisteredError();
    return [EmailAddressClaimed.create({ userId: command.userId })];
  },
};

/** What starts a new user's own stream, appended with the email claim. */
export function registrationEvents(registration: Registration): NewEvent[] {
  return [UserRegistered.create(registration)];
}

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = { deadlineReminders: true, eventEmails: true, expertAnswerEmails: true };

export interface UserState {
  registered: boolean;
  deleted: boolean;
  isAdmin: boolean;
  /** An authenticator app is set up (decision 0028). */
  secondFactorEnrolled: boolean;
  emailVerified: boolean;
  /** As registered (opened from its sealed field); null once the account is deleted. */
  email: string | null;
  profile: StudentProfileFields | null;
  notifications: NotificationPreferences;
}

export type UserCommand =
  | { type: "make-admin"; userId: string }
  | { type: "request-verification"; userId: string }
  | { type: "verify-email"; userId: string }
  | { type: "change-password"; userId: string; passwordHash: string; via: "settings" | "reset-link" }
  | { type: "update-profile"; userId: string; profile: StudentProfileFields }
  | { type: "set-notifications"; userId: string; notifications: NotificationPreferences }
  | { type: "delete-account"; userId: string }
  | { type: "record-second-factor-enrolment"; userId: string }
  | { type: "record-recovery-code-use"; userId: string; codesLeft: number };

/**
 * A user's stream. Every account change is decided here, so nothing can be
 * appended to an account after its deletion; repeating a change that is
 * already true (admin again, verified again, the same profile) appends nothing.
 */
export const userDecider: Decider<UserCommand, UserState> = {
  initialState: () => ({
    registered: false,
    deleted: false,
    isAdmin: false,
    secondFactorEnrolled: false,
    emailVerified: false,
    email: null,
    profile: null,
    notifications: DEFAULT_NOTIFICATIONS,
  }),
  evolve: (state, event) => {
    const registered = UserRegistered.match(event);
    if (registered) {
      return {
        ...state,
        registered: true,
        email: registered.email,
        profile: {
          firstName: registered.firstName,
          lastName: registered.lastName,
          educationLevel: null,
          careerInterests: [],
          preferredDestinations: [],
          targetStartMonth: null,
          localCurrency: null,
          citizenship: null,
          birthYear: null,
          workExperienceYears: null,
          cxcResults: [],
        },
      };
    }
    if (UserMadeAdmin.match(event)) return { ...state, isAdmin: true };
    if (EmailVerified.match(event)) return { ...state, emailVerified: true };
    if (SecondFactorEnrolled.match(event)) return { ...state, secondFactorEnrolled: true };
    const profile = ProfileUpdated.match(event);
    if (profile) {
      const { userId: _userId, ...fields } = profile;
      return { ...state, profile: fields };
    }
    const notifications = NotificationPreferencesChanged.match(event);
    if (notifications) {
      const { userId: _userId, ...preferences } = notifications;
      return { ...state, notifications: preferences };
    }
    if (AccountDeleted.match(event)) return { ...state, deleted: true, email: null, profile: null };
    return state;
  },
  decide(command, state) {
    if (!state.registered || state.deleted) throw new UnknownUserError(`No account has the id ${command.userId}.`);
    const { userId } = command;
    switch (command.type) {
      case "make-admin":
        return state.isAdmin ? [] : [UserMadeAdmin.create({ userId })];
      case "request-verification":
        if (state.emailVerified) throw new EmailAlreadyVerifiedError();
        return [EmailVerificationRequested.create({ userId })];
      case "verify-email":
        return state.emailVerified ? [] : [EmailVerified.create({ userId })];
      case "change-password":
        return [PasswordChanged.create({ userId, passwordHash: command.passwordHash, via: command.via })];
      case "update-profile":
        return isDeepStrictEqual(state.profile, command.profile) ? [] : [ProfileUpdated.create({ userId, ...command.profile })];
      case "set-notifications":
        return isDeepStrictEqual(state.notifications, command.notifications)
          ? []
          : [NotificationPreferencesChanged.create({ userId, ...command.notifications })];
      case "delete-account":
        return [AccountDeleted.create({ userId })];
      case "record-second-factor-enrolment":
        return state.secondFactorEnrolled ? [] : [SecondFactorEnrolled.create({ userId })];
      case "record-recovery-code-use":
        return [RecoveryCodeUsed.create({ userId, codesLeft: command.codesLeft })];
    }
  },
};
