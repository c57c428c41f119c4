import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue, readStream } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import { startProjector } from "../../workers/projector.ts";
import { outboxEmails } from "../mail/index.ts";
import { EmailAlreadyRegisteredError, findUserById, issueDeviceToken, limitSignInAttempt, makeAdmin, registerUser, verifyCredentials } from "./index.ts";
import { usersProjection } from "./projection.ts";

const by = { actor: "anonymous", requestId: "identity-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector([usersProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const newEmail = () => `student-${randomUUID()}@example.com`;

describe("accounts", () => {
  it("can sign in right after signing up (read-your-writes through the projector worker)", async () => {
    const email = newEmail();
    const user = await registerUser({ firstName: "Aaliyah", lastName: "Baptiste", email, password: "correct horse battery" }, by);
    // No sleeping: registerUser returns once the users read model has the account.
    const signedIn = await verifyCredentials(email.toUpperCase(), "correct horse battery");
    expect(signedIn).toMatchObject({ id: user.id, email, firstName: "Aaliyah", lastName: "Baptiste", isAdmin: false });
  });

  it("never stores the password, only a scrypt hash", async () => {
    const email = newEmail();
    const user = await registerUser({ firstName: "Kofi", lastName: "Grant", email, password: "a very secret phrase" }, by);
    const [event] = await readStream(db(), `user-${user.id}`);
    expect(JSON.stringify(event?.data)).not.toContain("a very secret phrase");
    expect((event?.data as { passwordHash: string }).passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const email = newEmail();
    await registerUser({ firstName: "Dev", lastName: "Persad", email, password: "right password here" }, by);
    expect(await verifyCredentials(email, "wrong password here")).toBeNull();
    expect(await verifyCredentials(newEmail(), "right password here")).toBeNull();
  });

  it("lets only one of two simultaneous sign-ups with the same email through", async () => {
    const email = newEmail();
    const attempts = await Promise.allSettled(
      [1, 2, 3].map(() => registerUser({ firstName: "Same", lastName: "Email", email, password: "password number one" }, by)),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === "rejected");
    expect(refused.every((attempt) => attempt.reason instanceof EmailAlreadyRegisteredError)).toBe(true);
    const rows = await db().selectFrom("users").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
  });

  it("makes an existing account an admin", async () => {
    const email = newEmail();
    const user = await registerUser({ firstName: "Admin", lastName: "Person", email, password: "admin password 123" }, by);
    await makeAdmin(email, { actor: "operator", requestId: "t" });
    expect((await findUserById(user.id))?.isAdmin).toBe(true);
  });

  it("emails an admin once when strangers lock their address, and lets the admin's own browser in meanwhile", async () => {
    const email = newEmail();
    await registerUser({ firstName: "Admin", lastName: "Locked", email, password: "admin password 123" }, by);
    await makeAdmin(email, { actor: "operator", requestId: "t" });
    const ip = () => `10.77.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    for (let attempt = 0; attempt < 8; attempt++) expect(await limitSignInAttempt(ip(), email, null)).toBeNull();
    for (let attempt = 0; attempt < 3; attempt++) expect(await limitSignInAttempt(ip(), email, null)).not.toBeNull();
    const alerts = await outboxEmails({ to: email });
    expect(alerts.map((alert) => alert.subject)).toEqual(["Sign-in attempts to your admin account were blocked"]);
    expect(alerts[0]!.text).toContain("Browsers you have signed in with before still work.");
    expect(await limitSignInAttempt(ip(), email, issueDeviceToken(email))).toBeNull();

    // A student's address locked the same way alerts nobody.
    const student = newEmail();
    await registerUser({ firstName: "Student", lastName: "Locked", email: student, password: "student password 123" }, by);
    for (let attempt = 0; attempt < 9; attempt++) await limitSignInAttempt(ip(), student, null);
    expect(await outboxEmails({ to: student })).toEqual([]);
  });
});
