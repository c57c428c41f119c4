import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "../database.ts";
import { appendEvents } from "../eventstore/index.ts";
import { AccountDeleted, UserRegistered, userStream } from "./events.ts";
import { createUserSession, endOtherUserSessions, endUserSession, resolveUserSession } from "./index.ts";
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "./sessions.ts";

afterAll(async () => {
  await closeRedis();
  await closeDatabase();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A user in the read model, as the users projection would have written it. */
async function newUser(): Promise<string> {
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
      is_admin: false,
      password_hash: "scrypt$unused",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

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
});
