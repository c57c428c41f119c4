import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../platform/index.ts";
import { emailLookupKey } from "./events.ts";

/** How long an emailed verification link works. */
export const VERIFICATION_LINK_DAYS = 7;

/**
 * A verification link's token: the user, when it expires, and an HMAC of both
 * and the address it was sent to. It is derived from the event that asked for
 * the email (its time), so a retried delivery sends the very same link, and it
 * needs no table: a forged, altered or expired token, or one for an address the
 * account no longer has, simply does not verify.
 */
export function verificationToken(userId: string, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expires}.${signature(userId, email, expires)}`;
}

export function verificationExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** The user id a token names, before its signature is checked against their address. */
export function tokenUserId(token: string): string | null {
  const parts = token.split(".");
  return parts.length === 3 && parts[0] ? parts[0] : null;
}

export function isValidVerificationToken(token: string, email: string, now = new Date()): boolean {
  const [userId, expiresText, given] = token.split(".");
  if (!userId || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(userId, email, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function signature(userId: string, email: string, expires: number): string {
  return createHmac("sha256", config().SESSION_SECRET)
    .update(`email-verification\n${userId}\n${expires}\n${emailLookupKey(email)}`)
    .digest("base64url");
}
