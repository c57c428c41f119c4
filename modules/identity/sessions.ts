import { createHash, randomBytes } from "node:crypto";
import { db } from "../database.ts";
import { foldState, readStream } from "../eventstore/index.ts";
import { userDecider } from "./decide.ts";
import { describeDevice } from "./device.ts";
import { userStream } from "./events.ts";
import { toUser, userColumns, type User } from "./queries.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The numbers (also in docs/security.md, with the admins' shorter ones): a session unused for 7 days ends, and
 * every session ends 30 days after sign-in. A student checking the portal weekly
 * on their own phone stays signed in; a lab computer someone forgot to sign out
 * of is cleared within a week, and each month the password is asked again.
 */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * DAY;
/**
 * An admin account's sessions are short (ASVS 3.3.2 at level 2: 12
 * hours absolute, 30 minutes idle), since one can change what every visitor
 * reads. They follow the account, not the session: a session that began
 * before its account was made admin is held to these from its next request.
 */
export const ADMIN_SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE;
export const ADMIN_SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;

/** When a session ends, for an account of this kind: the absolute end, and the idle end after activity at `lastSeenAt`. */
function sessionEnds(isAdmin: boolean, createdAt: Date, expiresAt: Date, lastSeenAt: Date): { expiresAt: Date; idleExpiresAt: Date } {
  const absolute = isAdmin ? Math.min(expiresAt.getTime(), createdAt.getTime() + ADMIN_SESSION_ABSOLUTE_TIMEOUT_MS) : expiresAt.getTime();
  const idle = lastSeenAt.getTime() + (isAdmin ? ADMIN_SESSION_IDLE_TIMEOUT_MS : SESSION_IDLE_TIMEOUT_MS);
  return { expiresAt: new Date(absolute), idleExpiresAt: new Date(Math.min(idle, absolute)) };
}
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

/**
 * Starts a session with a fresh random id (never one the browser offered, so
 * no fixation). `userAgent` is the signing-in browser's, summarised for the
 * devices list. An admin account's session starts with the admin limits.
 */
export async function createUserSession(userId: string, now = new Date(), how: SessionStart = {}): Promise<NewSession> {
  const sessionId = randomBytes(32).toString("base64url");
  const account = await db().selectFrom("users").select("is_admin").where("id", "=", userId).executeTakeFirst();
  const ends = sessionEnds(account?.is_admin ?? false, now, new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS), now);
  // Housekeeping on sign-in, through the expiry index: sessions that ended by timeout go.
  await db().deleteFrom("user_sessions").where("idle_expires_at", "<=", now).execute();
  await db()
    .insertInto("user_sessions")
    .values({
      id_hash: hashSessionId(sessionId),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: ends.idleExpiresAt,
      expires_at: ends.expiresAt,
      device: describeDevice(how.userAgent ?? null),
      began_with_sign_up: how.signUp ?? false,
    })
    .execute();
  return { sessionId, expiresAt: ends.expiresAt };
}

/** How a session began: the browser that signed in, and whether it was the account's sign-up. */
export interface SessionStart {
  userAgent?: string | null;
  signUp?: boolean;
}

/** A live session as the site sees it: whose it is, and how far it got signing in. */
export interface ResolvedSession {
  /** `isAdmin` is true only once this session passed the second factor: before, it is a student's session. */
  user: User;
  /** The id the devices list names it by (not the cookie's secret). */
  publicId: string;
  /**
   * For an admin account's session that has not passed the second factor:
   * "enrol" while the account has no authenticator app set up, "verify" once
   * it has. Null for everyone else.
   */
  secondFactorNeeded: "enrol" | "verify" | null;
  /** The session the account's sign-up began: the dashboard greets a newcomer "Welcome", everyone else "Welcome back". */
  beganWithSignUp: boolean;
}

/** The user a live session belongs to, or null (unknown, ended, idle too long or too old). */
export async function resolveUserSession(sessionId: string, now = new Date()): Promise<User | null> {
  return (await resolveSession(sessionId, now))?.user ?? null;
}

/** A live session, or null (unknown, ended, idle too long or too old for its account). */
export async function resolveSession(sessionId: string, now = new Date()): Promise<ResolvedSession | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const row = await db()
    .selectFrom("user_sessions")
    .innerJoin("users", "users.id", "user_sessions.user_id")
    .leftJoin("second_factors", "second_factors.user_id", "user_sessions.user_id")
    .select([
      ...userColumns,
      "user_sessions.created_at",
      "user_sessions.began_with_sign_up",
      "user_sessions.last_seen_at",
      "user_sessions.expires_at",
      "user_sessions.public_id",
      "user_sessions.second_factor_verified_at",
      "second_factors.confirmed_at as second_factor_confirmed_at",
    ])
    .where("user_sessions.id_hash", "=", idHash)
    .where("user_sessions.idle_expires_at", ">", now)
    .where("user_sessions.expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return userOfSessionNotYetProjected(idHash, now);
  const ends = sessionEnds(row.is_admin, row.created_at, row.expires_at, row.last_seen_at);
  // The stored ends are the student's when the account became admin after signing in: the admin's apply at once.
  if (ends.expiresAt <= now || ends.idleExpiresAt <= now) {
    await db().deleteFrom("user_sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_PRECISION_MS) {
    const stale = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
    const renewed = sessionEnds(row.is_admin, row.created_at, row.expires_at, now);
    // Conditional, so the parallel loaders of one page write once.
    await db()
      .updateTable("user_sessions")
      .set({ last_seen_at: now, idle_expires_at: renewed.idleExpiresAt, expires_at: renewed.expiresAt })
      .where("id_hash", "=", idHash)
      .where("last_seen_at", "<=", stale)
      .execute();
  }
  const secondFactorPassed = row.second_factor_verified_at !== null;
  return {
    user: { ...toUser(row), isAdmin: row.is_admin && secondFactorPassed },
    publicId: row.public_id,
    secondFactorNeeded: !row.is_admin || secondFactorPassed ? null : row.second_factor_confirmed_at ? "verify" : "enrol",
    beganWithSignUp: row.began_with_sign_up,
  };
}

/** Records on the session that it passed the second factor: from now on it counts as an admin's. */
export async function markSecondFactorPassed(sessionId: string, now = new Date()): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db().updateTable("user_sessions").set({ second_factor_verified_at: now }).where("id_hash", "=", hashSessionId(sessionId)).execute();
}

/** A signed-in device as the settings page lists it. */
export interface SignedInDevice {
  publicId: string;
  /** "Firefox on Windows"; "Unknown browser" when the browser did not say. */
  device: string;
  signedInAt: Date;
  lastActiveAt: Date;
  /** The session of the request asking. */
  current: boolean;
}

/** The account's live sessions, the most recently active first. */
export async function listSignedInDevices(userId: string, currentSessionId: string | null, now = new Date()): Promise<SignedInDevice[]> {
  const currentHash = currentSessionId ? hashSessionId(currentSessionId) : null;
  const rows = await db()
    .selectFrom("user_sessions")
    // A left join: a session whose account the users projection has not shown yet is listed too (as a student's).
    .leftJoin("users", "users.id", "user_sessions.user_id")
    .select([
      "user_sessions.id_hash",
      "user_sessions.public_id",
      "user_sessions.device",
      "user_sessions.created_at",
      "user_sessions.last_seen_at",
      "user_sessions.expires_at",
      "users.is_admin",
    ])
    .where("user_sessions.user_id", "=", userId)
    .where("user_sessions.idle_expires_at", ">", now)
    .where("user_sessions.expires_at", ">", now)
    .orderBy("user_sessions.last_seen_at", "desc")
    .orderBy("user_sessions.created_at", "desc")
    .execute();
  return rows
    .filter((row) => {
      const ends = sessionEnds(row.is_admin ?? false, row.created_at, row.expires_at, row.last_seen_at);
      return ends.expiresAt > now && ends.idleExpiresAt > now;
    })
    .map((row) => ({
      publicId: row.public_id,
      device: row.device ?? "Unknown browser",
      signedInAt: row.created_at,
      lastActiveAt: row.last_seen_at,
      current: row.id_hash === currentHash,
    }));
}

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends the session with this public id if it is this user's: one account can
 * never end another's (the id alone is not enough). Whether one ended.
 */
export async function endUserSessionByPublicId(userId: string, publicId: string): Promise<boolean> {
  if (!PUBLIC_ID.test(publicId)) return false;
  const result = await db().deleteFrom("user_sessions").where("user_id", "=", userId).where("public_id", "=", publicId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
async function userOfSessionNotYetProjected(idHash: string, now: Date): Promise<ResolvedSession | null> {
  const session = await db()
    .selectFrom("user_sessions")
    .select(["user_id", "public_id", "began_with_sign_up"])
    .where("id_hash", "=", idHash)
    .where("idle_expires_at", ">", now)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!session) return null;
  const state = foldState(userDecider, await readStream(db(), userStream(session.user_id)));
  if (!state.registered || state.deleted || state.email === null) return null;
  const user: User = {
    id: session.user_id,
    email: state.email,
    firstName: state.profile?.firstName ?? null,
    lastName: state.profile?.lastName ?? null,
    profileImageUrl: null,
    // Never admin from here: this path cannot check the admin limits or the second factor, and a new account is no admin.
    isAdmin: false,
    emailVerified: state.emailVerified,
  };
  return { user, publicId: session.public_id, secondFactorNeeded: null, beganWithSignUp: session.began_with_sign_up };
}
