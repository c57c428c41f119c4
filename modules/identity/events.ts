import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";

const name = z.string().trim().max(80).nullable();

export const UserRegistered = defineEvent(
  "UserRegistered",
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: name,
    lastName: name,
    /** scrypt hash; see password.ts. Never the password itself. */
    passwordHash: z.string(),
  }),
);

/** Reserves an email address: its own stream, so two sign-ups with one address cannot both succeed. */
export const EmailAddressClaimed = defineEvent("EmailAddressClaimed", z.object({ email: z.string(), userId: z.string() }));

export const UserMadeAdmin = defineEvent("UserMadeAdmin", z.object({ userId: z.string() }));

/**
 * The student deleted their account. Every projection that keeps a student's
 * rows removes them on this event, so a replay afterwards shows none of them.
 */
export const AccountDeleted = defineEvent("AccountDeleted", z.object({ userId: z.string() }));

export const userStream = (userId: string) => `user-${userId}`;
export const emailStream = (email: string) => `email-${normalizeEmail(email)}`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
