import { createHash, randomBytes } from "node:crypto";
import { db } from "../database.ts";
import { foldState, readStream } from "../eventstore/index.ts";
import { userDecider } from "./decide.ts";
import { userStream } from "./events.ts";
import { toUser, userColumns, type User } from "./queries.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Issue 10's numbers (also in the README): a session unused for 7 days ends, and
 * every session ends 30 days after sign-in. A student checking the portal weekly
 * on their own phone stays signed in; a lab computer someone forgot to sign out
 * of is cleared within a week, and each month the password is asked again.
 */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * DAY;
/** last_seen_at moves at most once a minute: reading a session is not a write per request. */
const LAST_SEEN_PRECISION_MS = MINUTE;

/** 32 random bytes, base64url: what the cookie carries. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

export interface NewSession {
  sessionId: string;
  /** The absolute expiry, for the cookie's Expires. */
  expiresAt: Date;
}

/** Starts a session with a fresh random id (never one the browser offered, so no fixation). */
export async function createUserSession(userId: string, now = new Date()): Promise<NewSession> {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  // Housekeeping on sign-in, through the expiry index: sessions that ended by timeout go.
  await db().deleteFrom("user_sessions").where("idle_expires_at", "<=", now).execute();
  await db()
    .insertInto("user_sessions")
    .values({
      id_hash: hashSessionId(sessionId),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, expiresAt.getTime())),
      expires_at: expiresAt,
    })
    .execute();
  return { sessionId, expiresAt };
}

/** The user a live session belongs to, or null (unknown, ended, idle too long or too old). */
export async function resolveUserSession(sessionId: string, now = new Date()): Promise<User | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const row = await db()
    .selectFrom("user_sessions")
    .innerJoin("users", "users.id", "user_sessions.user_id")
    .select([...userColumns, "user_sessions.last_seen_at", "user_sessions.expires_at"])
    .where("user_sessions.id_hash", "=", idHash)
    .where("user_sessions.idle_expires_at", ">", now)
    .where("user_sessions.expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return userOfSessionNotYetProjected(idHash, now);
  if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_PRECISION_MS) {
    const stale = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
    // Conditional, so the parallel loaders of one page write once.
    await db()
      .updateTable("user_sessions")
      .set({ last_seen_at: now, idle_expires_at: new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, row.expires_at.getTime())) })
      .where("id_hash", "=", idHash)
      .where("last_seen_at", "<=", stale)
      .execute();
  }
  return toUser(row);
}

/** Ends one session (sign-out): its cookie answers as signed out from now on. */
export async function endUserSession(sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db().deleteFrom("user_sessions").where("id_hash", "=", hashSessionId(sessionId)).execute();
}

/** Ends every session of the user except the one given (after a password change, say); returns how many ended. */
export async function endOtherUserSessions(userId: string, keepSessionId: string): Promise<number> {
  const result = await db().deleteFrom("user_sessions").where("user_id", "=", userId).where("id_hash", "!=", hashSessionId(keepSessionId)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of the user (a password reset by email link, a deleted account). */
export async function endAllUserSessions(userId: string): Promise<number> {
  const result = await db().deleteFrom("user_sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A live session whose account the users table does not show yet: sign-up
 * made both a moment ago, and the users projection is behind (it waits for
 * the read horizon, which any long transaction in the cluster holds back).
 * The account's own stream is the truth, so the student is signed in from it
 * rather than bounced out (decision 0001 explains the horizon).
 */
async function userOfSessionNotYetProjected(idHash: string, now: Date): Promise<User | null> {
  const session = await db()
    .selectFrom("user_sessions")
    .select("user_id")
    .where("id_hash", "=", idHash)
    .where("idle_expires_at", ">", now)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!session) return null;
  const state = foldState(userDecider, await readStream(db(), userStream(session.user_id)));
  if (!state.registered || state.deleted || state.email === null) return null;
  return {
    id: session.user_id,
    email: state.email,
    firstName: state.profile?.firstName ?? null,
    lastName: state.profile?.lastName ?? null,
    profileImageUrl: null,
    isAdmin: state.isAdmin,
    emailVerified: state.emailVerified,
  };
}
