import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { appendEvents, closeProjectionsQueue, readStream } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import { UserMadeAdmin, UserRegistered, userStream } from "./events.ts";
import { confirmSecondFactor, createUserSession, passSecondFactor, proposeSecondFactor, resolveSession, WRONG_SECOND_FACTOR_CODE } from "./index.ts";
import { hashPassword } from "./password.ts";
import { totpCode, totpStep, TOTP_STEP_SECONDS } from "./totp.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const by = { actor: "second-factor-test", requestId: "second-factor-test" };
const clientIp = "10.9.8.7";
const stepLater = (from: Date, steps: number) => new Date(from.getTime() + steps * TOTP_STEP_SECONDS * 1000);

/** An admin account, in its stream and in the users read model as the projection would write it. */
async function newAdmin(): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = `admin-${userId}@example.com`;
  const passwordHash = await hashPassword("pelican-harbour-42");
  await appendEvents(
    [
      {
        streamId: userStream(userId),
        expectedVersion: "no_stream",
        events: [UserRegistered.create({ userId, email, firstName: "Nadia", lastName: "Ali", passwordHash }), UserMadeAdmin.create({ userId })],
      },
    ],
    by,
  );
  const now = new Date();
  await db()
    .insertInto("users")
    .values({
      id: userId,
      email,
      first_name: "Nadia",
      last_name: "Ali",
      profile_image_url: null,
      is_admin: true,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId, email };
}

const secretOf = async (userId: string) =>
  (await db().selectFrom("second_factors").select("secret").where("user_id", "=", userId).executeTakeFirstOrThrow()).secret;
const eventTypes = async (userId: string) => (await readStream(db(), userStream(userId))).map((event) => event.type);

describe("an admin's second factor", () => {
  it("enrols with the app's first code, then signs in with a fresh code or a recovery code, each used once", async () => {
    const { userId, email } = await newAdmin();
    const enrolledAt = new Date();
    const first = await createUserSession(userId, enrolledAt);
    expect((await resolveSession(first.sessionId, enrolledAt))?.secondFactorNeeded).toBe("enrol");

    const proposal = await proposeSecondFactor(userId, email, enrolledAt);
    expect(proposal?.uri).toContain("otpauth://totp/Study%20Compass%3A");
    // A reload proposes the same key, so what the app already scanned stays right.
    expect((await proposeSecondFactor(userId, email, enrolledAt))?.key).toBe(proposal?.key);
    const secret = await secretOf(userId);
    expect(proposal?.key.replace(/ /g, "")).toBe(secret);

    const attempt = { userId, email, clientIp, sessionId: first.sessionId };
    expect(await confirmSecondFactor({ ...attempt, code: "000000" }, by, enrolledAt)).toEqual({
      status: "refused",
      message: WRONG_SECOND_FACTOR_CODE,
      httpStatus: 400,
    });
    const enrolled = await confirmSecondFactor({ ...attempt, code: totpCode(secret, totpStep(enrolledAt)) }, by, enrolledAt);
    if (enrolled.status !== "enrolled") throw new Error(`not enrolled: ${JSON.stringify(enrolled)}`);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const stored = JSON.stringify(await db().selectFrom("recovery_codes").selectAll().where("user_id", "=", userId).execute());
    for (const code of enrolled.recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ""));
    expect(await resolveSession(first.sessionId, enrolledAt)).toMatchObject({ user: { isAdmin: true }, secondFactorNeeded: null });
    expect(await proposeSecondFactor(userId, email, enrolledAt)).toBeNull();
    expect(await eventTypes(userId)).toEqual(["UserRegistered", "UserMadeAdmin", "SecondFactorEnrolled"]);
    expect(JSON.stringify(await readStream(db(), userStream(userId)))).not.toContain(secret);

    // A new sign-in: the password alone is a student's session.
    const signedInAt = stepLater(enrolledAt, 4);
    const second = await createUserSession(userId, signedInAt);
    expect(await resolveSession(second.sessionId, signedInAt)).toMatchObject({ user: { isAdmin: false }, secondFactorNeeded: "verify" });
    const next = { ...attempt, sessionId: second.sessionId };
    // The code enrolment used, still within ±1 step of a later moment, is refused: no replay.
    const replayed = await passSecondFactor({ ...next, code: totpCode(secret, totpStep(enrolledAt)) }, by, stepLater(enrolledAt, 1));
    expect(replayed.status).toBe("refused");
    expect(await passSecondFactor({ ...next, code: "123456" === totpCode(secret, totpStep(signedInAt)) ? "654321" : "123456" }, by, signedInAt)).toMatchObject({
      status: "refused",
      message: WRONG_SECOND_FACTOR_CODE,
    });
    const code = totpCode(secret, totpStep(signedInAt));
    expect(await passSecondFactor({ ...next, code: code.replace(/(\d{3})/, "$1 ") }, by, signedInAt)).toEqual({ status: "passed", recoveryCodesLeft: null });
    expect((await resolveSession(second.sessionId, signedInAt))?.user.isAdmin).toBe(true);
    // The same code on another browser a moment later: refused.
    const third = await createUserSession(userId, signedInAt);
    expect((await passSecondFactor({ ...next, sessionId: third.sessionId, code }, by, signedInAt)).status).toBe("refused");

    // A recovery code, typed in lower case: passes once, and its use is recorded.
    const recovery = enrolled.recoveryCodes[3]!;
    expect(await passSecondFactor({ ...next, sessionId: third.sessionId, code: recovery.toLowerCase() }, by, signedInAt)).toEqual({
      status: "passed",
      recoveryCodesLeft: 9,
    });
    expect((await resolveSession(third.sessionId, signedInAt))?.user.isAdmin).toBe(true);
    const fourth = await createUserSession(userId, signedInAt);
    expect((await passSecondFactor({ ...next, sessionId: fourth.sessionId, code: recovery }, by, signedInAt)).status).toBe("refused");
    expect((await resolveSession(fourth.sessionId, signedInAt))?.user.isAdmin).toBe(false);
    expect(await eventTypes(userId)).toEqual(["UserRegistered", "UserMadeAdmin", "SecondFactorEnrolled", "RecoveryCodeUsed"]);
  });

  it("refuses even the right code after 5 wrong ones in 15 minutes", async () => {
    const { userId, email } = await newAdmin();
    const now = new Date();
    const session = await createUserSession(userId, now);
    await proposeSecondFactor(userId, email, now);
    const attempt = { userId, email, clientIp, sessionId: session.sessionId };
    const right = totpCode(await secretOf(userId), totpStep(now));
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await confirmSecondFactor({ ...attempt, code: wrong }, by, now)).status).toBe("refused");
    expect(await confirmSecondFactor({ ...attempt, code: right }, by, now)).toEqual({
      status: "refused",
      httpStatus: 429,
      message: expect.stringMatching(/^Too many code attempts for this email address\. Please wait 1[45] minutes and try again\.$/),
    });
  });
});
