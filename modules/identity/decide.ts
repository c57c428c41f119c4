import type { Decider, NewEvent } from "../eventstore/index.ts";
import { EmailAddressClaimed, UserMadeAdmin, UserRegistered } from "./events.ts";

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
    this.name = "EmailAlreadyRegisteredError";
  }
}

export class UnknownUserError extends Error {}

/** A sign-up, checked and with its password already hashed. */
export interface Registration {
  userId: string;
  /** Normalised (see normalizeEmail). */
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
}

/**
 * An email address's own stream decides who has it: the first registration
 * claims it, any later one is refused. Two sign-ups racing for one address
 * both expect the stream not to exist; one append wins, the other is decided
 * again, finds the claim and is refused.
 */
export const emailClaimDecider: Decider<Registration, { claimedBy: string | null }> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (state, event) => {
    const claimed = EmailAddressClaimed.match(event);
    return claimed && !state.claimedBy ? { claimedBy: claimed.userId } : state;
  },
  decide(registration, state) {
    if (state.claimedBy) throw new EmailAlreadyRegisteredError();
    return [EmailAddressClaimed.create({ email: registration.email, userId: registration.userId })];
  },
};

/** What starts a new user's own stream, appended with the email claim. */
export function registrationEvents(registration: Registration): NewEvent[] {
  return [UserRegistered.create(registration)];
}

export interface UserState {
  registered: boolean;
  isAdmin: boolean;
}

/** A user's stream: making an admin of someone already admin appends nothing. */
export const userDecider: Decider<{ makeAdmin: string }, UserState> = {
  initialState: () => ({ registered: false, isAdmin: false }),
  evolve: (state, event) => {
    if (UserRegistered.match(event)) return { ...state, registered: true };
    if (UserMadeAdmin.match(event)) return { ...state, isAdmin: true };
    return state;
  },
  decide({ makeAdmin: userId }, state) {
    if (!state.registered) throw new UnknownUserError(`No account has the id ${userId}.`);
    return state.isAdmin ? [] : [UserMadeAdmin.create({ userId })];
  },
};
