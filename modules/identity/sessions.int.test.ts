import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import { appendEvents } from "../eventstore/index.ts";
import { AccountDeleted, UserRegistered, userStream } from "./events.ts";
import {
  createUserSession,
  endOtherUserSessions,
  endUserSession,
  endUserSessionByPublicId,
  listSignedInDevices,
  resolveSession,
  resolveUserSession,
} from "./index.ts";
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "./sessions.ts";

afterAll(async () => {
  await closeRedis();
  await closeDatabase();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A user in the read model, as the users projection would have written it. */
async function newUser({ isAdmin = false } = {}): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db()
    .insertInto("users")
    .values({
      id,
      email: `student-${id}@example.com`,
      first_name: "Kemar",
      last_name: "Joseph",
      profile_image_url: null,
      is_admin: isAdmin,
      password_hash: "scrypt$unused",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const HOUR = 60 * MINUTE;
const madeAdmin = (userId: string) => db().updateTable("users").set({ is_admin: true }).where("id", "=", userId).execute();

const lastSeen = async (userId: string) =>
  (await db().selectFrom("user_sessions").select("last_seen_at").where("user_id", "=", userId).executeTakeFirstOrThrow()).last_seen_at;

describe("sessions", () => {
  it("resolves a new session to its user, and stores only a hash of the cookie's id", async () => {
    const userId = await newUser();
    const { sessionId, expiresAt } = await createUserSession(userId);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await resolveUserSession(sessionId))?.id).toBe(userId);
    const rows = await db().selectFrom("user_sessions").selectAll().where("user_id", "=", userId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(sessionId);
    expect(expiresAt.getTime() - rows[0]!.created_at.getTime()).toBe(SESSION_ABSOLUTE_TIMEOUT_MS);
  });

  it("signs in an account the users projection has not shown yet, from its own stream; a deleted one is signed out", async () => {
    const userId = randomUUID();
    const by = { actor: "anonymous", requestId: "sessions-test" };
    const registered = UserRegistered.create({
      userId,
      email: `new-${userId}@example.com`,
      firstName: "Asha",
      lastName: "Mohammed",
      passwordHash: "scrypt$unused",
    });
    await appendEvents([{ streamId: userStream(userId), expectedVersion: "no_stream", events: [registered] }], by);
    const { sessionId } = await createUserSession(userId);
    // Nothing projected the account into `users`: the stream alone signs the student in.
    expect(await db().selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeUndefined();
    expect(await resolveUserSession(sessionId)).toEqual({
      id: userId,
      email: `new-${userId}@example.com`,
      firstName: "Asha",
      lastName: "Mohammed",
      profileImageUrl: null,
      isAdmin: false,
      emailVerified: false,
    });
    await appendEvents([{ streamId: userStream(userId), expectedVersion: 1, events: [AccountDeleted.create({ userId })] }], by);
    expect(await resolveUserSession(sessionId)).toBeNull();
  });

  it("knows the session the account's sign-up began from every later sign-in (the dashboard's greeting)", async () => {
    const userId = await newUser();
    const signUp = await createUserSession(userId, new Date(), { signUp: true });
    const signIn = await createUserSession(userId);
    expect((await resolveSession(signUp.sessionId))?.beganWithSignUp).toBe(true);
    expect((await resolveSession(signIn.sessionId))?.beganWithSignUp).toBe(false);
  });

  it("gives every sign-in a new id", async () => {
    const userId = await newUser();
    const first = await createUserSession(userId);
    const second = await createUserSession(userId);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("refuses an unknown, malformed or empty id", async () => {
    expect(await resolveUserSession("A".repeat(43))).toBeNull();
    expect(await resolveUserSession("not a session id")).toBeNull();
    expect(await resolveUserSession("")).toBeNull();
  });

  it("refuses a session left unused for longer than the idle timeout", async () => {
    const userId = await newUser();
    const created = new Date();
    const { sessionId } = await createUserSession(userId, created);
    expect((await resolveUserSession(sessionId, later(created, SESSION_IDLE_TIMEOUT_MS - MINUTE)))?.id).toBe(userId);
    const other = await createUserSession(userId, created);
    expect(await resolveUserSession(other.sessionId, later(created, SESSION_IDLE_TIMEOUT_MS + 1_000))).toBeNull();
  });

  it("keeps a session in use alive past the idle timeout, but never past the absolute timeout", async () => {
    const userId = await newUser();
    const created = new Date();
    const { sessionId } = await createUserSession(userId, created);
    for (const day of [6, 12, 18, 24, 29]) {
      expect((await resolveUserSession(sessionId, later(created, day * DAY)))?.id, `day ${day}`).toBe(userId);
    }
    expect(await resolveUserSession(sessionId, later(created, SESSION_ABSOLUTE_TIMEOUT_MS + 1_000))).toBeNull();
  });

  it("records activity at most once a minute", async () => {
    const userId = await newUser();
    const created = new Date();
    const { sessionId } = await createUserSession(userId, created);
    await resolveUserSession(sessionId, later(created, 30_000));
    expect((await lastSeen(userId)).getTime()).toBe(created.getTime());
    await resolveUserSession(sessionId, later(created, 61_000));
    expect((await lastSeen(userId)).getTime()).toBe(created.getTime() + 61_000);
  });

  it("ends a session at once, leaving the user's others", async () => {
    const userId = await newUser();
    const phone = await createUserSession(userId);
    const laptop = await createUserSession(userId);
    await endUserSession(phone.sessionId);
    expect(await resolveUserSession(phone.sessionId)).toBeNull();
    expect((await resolveUserSession(laptop.sessionId))?.id).toBe(userId);
  });

  it("ends all of a user's other sessions, and no one else's", async () => {
    const userId = await newUser();
    const otherUserId = await newUser();
    const current = await createUserSession(userId);
    const others = [await createUserSession(userId), await createUserSession(userId)];
    const someoneElse = await createUserSession(otherUserId);
    expect(await endOtherUserSessions(userId, current.sessionId)).toBe(2);
    expect((await resolveUserSession(current.sessionId))?.id).toBe(userId);
    for (const other of others) expect(await resolveUserSession(other.sessionId)).toBeNull();
    expect((await resolveUserSession(someoneElse.sessionId))?.id).toBe(otherUserId);
  });

  it("clears sessions that timed out when someone signs in", async () => {
    const userId = await newUser();
    const longAgo = new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS - DAY);
    await createUserSession(userId, longAgo);
    await createUserSession(await newUser());
    expect(await db().selectFrom("user_sessions").select("id_hash").where("user_id", "=", userId).execute()).toHaveLength(0);
  });

  it("holds an admin account's sessions to 30 minutes idle and 12 hours absolute, however busy", async () => {
    const adminId = await newUser({ isAdmin: true });
    const signedIn = new Date();
    const idle = await createUserSession(adminId, signedIn);
    expect((await resolveSession(idle.sessionId, later(signedIn, 29 * MINUTE)))?.user.id).toBe(adminId);
    expect(await resolveSession(idle.sessionId, later(signedIn, 29 * MINUTE + 30 * MINUTE + 1_000))).toBeNull();

    const busy = await createUserSession(adminId, signedIn);
    expect(busy.expiresAt.getTime() - signedIn.getTime()).toBe(12 * HOUR);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      expect(await resolveSession(busy.sessionId, later(signedIn, minutes * MINUTE)), `${minutes} minutes in`).not.toBeNull();
    }
    expect(await resolveSession(busy.sessionId, later(signedIn, 12 * HOUR + 1_000))).toBeNull();
  });

  it("shrinks a student's sessions to the admin limits the moment the account becomes admin", async () => {
    const userId = await newUser();
    const signedIn = new Date();
    const old = await createUserSession(userId, signedIn);
    const recent = await createUserSession(userId, signedIn);
    // As a student, 13 hours in and 11 hours 45 minutes in are fine.
    expect((await resolveSession(old.sessionId, later(signedIn, 13 * HOUR)))?.user.id).toBe(userId);
    expect((await resolveSession(recent.sessionId, later(signedIn, 11 * HOUR + 45 * MINUTE)))?.user.id).toBe(userId);
    await madeAdmin(userId);
    // Used a minute ago, but begun more than 12 hours ago: ended.
    expect(await resolveSession(old.sessionId, later(signedIn, 13 * HOUR + MINUTE))).toBeNull();
    // Within both limits: still signed in, yet not admin until it passes the second factor.
    const resolved = await resolveSession(recent.sessionId, later(signedIn, 11 * HOUR + 50 * MINUTE));
    expect(resolved?.user.isAdmin).toBe(false);
    expect(resolved?.secondFactorNeeded).toBe("enrol");
    expect(await resolveSession(recent.sessionId, later(signedIn, 12 * HOUR + 1_000))).toBeNull();
  });

  it("lists an account's live devices by public id, marks this one, and lets only their owner end them", async () => {
    const userId = await newUser();
    const otherUserId = await newUser();
    const signedIn = new Date(Date.now() - HOUR);
    const laptop = await createUserSession(userId, signedIn, { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" });
    const phone = await createUserSession(userId, later(signedIn, MINUTE), {
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    await createUserSession(userId, new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS - DAY));
    const someoneElse = await createUserSession(otherUserId);

    const devices = await listSignedInDevices(userId, laptop.sessionId);
    expect(devices.map(({ device, current, signedInAt }) => ({ device, current, signedInAt }))).toEqual([
      { device: "Safari on iOS", current: false, signedInAt: later(signedIn, MINUTE) },
      { device: "Firefox on Linux", current: true, signedInAt: signedIn },
    ]);
    expect(JSON.stringify(devices)).not.toContain(phone.sessionId);

    const theirs = (await listSignedInDevices(otherUserId, null))[0]!;
    expect(await endUserSessionByPublicId(userId, theirs.publicId)).toBe(false);
    expect((await resolveUserSession(someoneElse.sessionId))?.id).toBe(otherUserId);
    expect(await endUserSessionByPublicId(userId, "not-a-uuid")).toBe(false);

    expect(await endUserSessionByPublicId(userId, devices[0]!.publicId)).toBe(true);
    expect(await resolveUserSession(phone.sessionId)).toBeNull();
    expect((await resolveUserSession(laptop.sessionId))?.id).toBe(userId);
  });
});
