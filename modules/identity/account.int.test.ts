import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { projections } from "../operations/index.ts";
import { seedContent } from "../../infra/seed/index.ts";
import { catalogProjection, syncCatalogEntry } from "../catalog/index.ts";
import { db } from "../../workers/database.ts";
import { appendEvents, catchUp, closeProjectionsQueue, readStream, rebuildProjection } from "../eventstore/index.ts";
import { outboxEmails, outboxMailer } from "../mail/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { changeShortlist, createVisionBoard, noteSavedItem, saveContent, savedItemsOf, shortlistSchool } from "../portal/index.ts";
import { recordQuizResult } from "../quiz/index.ts";
import { scholarshipsProjection, syncScholarship } from "../funding/index.ts";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { sampleQuizAnswers } from "../quiz/testing.ts";
import {
  changePassword,
  completeSignUp,
  confirmSecondFactor,
  createUserSession,
  deleteAccount,
  EmailAlreadyVerifiedError,
  findUserByEmail,
  findUserById,
  identityNotifier,
  InvalidResetTokenError,
  InvalidSignUpLinkError,
  InvalidVerificationLinkError,
  passwordResetTokenStatus,
  profileFormSchema,
  proposeSecondFactor,
  registerUser,
  requestVerificationEmail,
  resetPassword,
  resolveUserSession,
  sendPasswordResetLink,
  signUpLinkStatus,
  startSignUp,
  profilesProjection,
  ProfileUpdated,
  studentAccountProfile,
  studentEligibilityProfile,
  updateStudentProfile,
  verifyCredentials,
  verifyEmail,
  WeakPasswordError,
  WrongPasswordError,
} from "./index.ts";
import { emailStream, userStream } from "./events.ts";
import { totpCode, totpStep } from "./totp.ts";
import type * as passwords from "./password.ts";
import { hashPassword } from "./password.ts";
import { PASSWORD_PROBLEMS } from "./password-policy.ts";

// The real hash, counted: a reset must not spend one on a link that is not valid.
vi.mock("./password.ts", async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const by = { actor: "anonymous", requestId: "account-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;
const notifier = identityNotifier(outboxMailer);

beforeAll(async () => {
  // Every projection the workers run, with the notifier writing to the outbox whatever the environment says.
  projector = await startProjector([...projections.filter((projection) => projection.kind !== "side-effect"), notifier]);
  const canada = seedContent.destination.find((destination) => destination.slug === "canada")!;
  await syncCatalogEntry("destination", canada, by);
  // A school and a scholarship for the portal's free text (shortlist notes, saved-item notes).
  const school = seedContent.school.find((entry) => entry.destinationId === canada.id)!;
  await syncCatalogEntry("school", school, by);
  await syncScholarship(scholarships[0]!, by);
  await catchUp(catalogProjection);
  await catchUp(scholarshipsProjection);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

/** A distinctive name, so finding it anywhere means it leaked. */
const newStudent = () => {
  const tag = randomUUID().slice(0, 8);
  return { firstName: `Zenobia${tag}`, lastName: `Quashie${tag}`, email: `zenobia-${tag}@example.com`, password: "first password 123" };
};

async function emailsTo(address: string) {
  await catchUp(notifier);
  return outboxEmails({ to: address });
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

describe("email verification", () => {
  it("sends a link at sign-up, once; opening it verifies the address; a forged or altered one does not", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    expect(user.emailVerified).toBe(false);
    const [email, ...more] = await emailsTo(student.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe("Verify your email address for Study Compass");
    const token = linkIn(email!.text).searchParams.get("token")!;

    await expect(verifyEmail(token.slice(0, -2) + "xx", by)).rejects.toBeInstanceOf(InvalidVerificationLinkError);
    await expect(verifyEmail(`${randomUUID()}.9999999999.abc`, by)).rejects.toBeInstanceOf(InvalidVerificationLinkError);
    expect((await findUserById(user.id))?.emailVerified).toBe(false);

    await verifyEmail(token, by);
    expect((await findUserById(user.id))?.emailVerified).toBe(true);
    const session = await createUserSession(user.id);
    expect((await resolveUserSession(session.sessionId))?.emailVerified).toBe(true);
    await expect(requestVerificationEmail(user.id, by)).rejects.toBeInstanceOf(EmailAlreadyVerifiedError);
  });

  it("sends another email when asked again before verifying", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    await requestVerificationEmail(user.id, by);
    expect(await emailsTo(student.email)).toHaveLength(2);
  });
});

describe("sign-up by emailed link", () => {
  it("emails a new address a single-use link that registers it, verified, with the quiz kept; a taken address's owner is told instead", async () => {
    const student = newStudent();
    await startSignUp({ ...student, redirectTo: "/questionnaire?view=result" }, sampleQuizAnswers);
    expect(await findUserByEmail(student.email)).toBeNull();
    const [link, ...more] = await emailsTo(student.email);
    expect(more).toEqual([]);
    expect(link!.subject).toBe("Finish creating your Study Compass account");
    expect(link!.text).not.toContain(student.firstName);
    const url = linkIn(link!.text);
    expect(url.pathname).toBe("/signup/confirm");
    const token = url.searchParams.get("token")!;
    expect(await signUpLinkStatus(token)).toBe("valid");

    const done = await completeSignUp(token, by);
    expect(done).toEqual({ userId: expect.any(String), redirectTo: "/questionnaire?view=result", quizAnswers: sampleQuizAnswers });
    expect(await verifyCredentials(student.email, student.password)).toMatchObject({ id: done.userId, firstName: student.firstName, emailVerified: true });
    // Verified by the link: no verification email follows.
    expect((await emailsTo(student.email)).map((email) => email.subject)).toEqual(["Finish creating your Study Compass account"]);
    expect(await signUpLinkStatus(token)).toBe("used");
    await expect(completeSignUp(token, by)).rejects.toEqual(new InvalidSignUpLinkError("used"));
    await expect(completeSignUp("B".repeat(43), by)).rejects.toEqual(new InvalidSignUpLinkError("unknown"));
    const [kept] = await db().selectFrom("pending_registrations").selectAll().where("email", "=", student.email).execute();
    expect(kept).toMatchObject({ first_name: "", last_name: "", password_hash: "", quiz_answers: null });

    // The same form for the now-taken address: no second account, no link, the owner gets a note with none of the form's text.
    await startSignUp({ ...student, firstName: "Mallory http://evil.example" }, null);
    const [, note] = await emailsTo(student.email);
    expect(note!.subject).toBe("Someone tried to create a Study Compass account with your address");
    expect(note!.text).not.toContain("Mallory");
    expect(note!.text).not.toContain("evil.example");
    expect(await db().selectFrom("pending_registrations").select("token_hash").where("email", "=", student.email).execute()).toHaveLength(1);
  });

  it("refuses a link after 24 hours", async () => {
    const student = newStudent();
    await startSignUp(student, null, new Date(Date.now() - 25 * 3_600_000));
    const token = linkIn((await emailsTo(student.email))[0]!.text).searchParams.get("token")!;
    expect(await signUpLinkStatus(token)).toBe("expired");
    await expect(completeSignUp(token, by)).rejects.toEqual(new InvalidSignUpLinkError("expired"));
    expect(await findUserByEmail(student.email)).toBeNull();
  });
});

describe("forgot password", () => {
  it("emails a single-use link to an account's address and nothing to an unknown one; the link sets the password and ends every session", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    const phone = await createUserSession(user.id);
    await sendPasswordResetLink(`unknown-${randomUUID()}@example.com`);
    await sendPasswordResetLink(student.email.toUpperCase());
    const resets = (await outboxEmails({ to: student.email })).filter((email) => email.subject === "Reset your Study Compass password");
    expect(resets).toHaveLength(1);
    const token = linkIn(resets[0]!.text).searchParams.get("token")!;
    expect(JSON.stringify(await db().selectFrom("password_reset_tokens").selectAll().where("user_id", "=", user.id).execute())).not.toContain(token);
    expect(await passwordResetTokenStatus(token)).toBe("valid");

    vi.mocked(hashPassword).mockClear();
    await expect(resetPassword("A".repeat(43), "password12", by)).rejects.toEqual(new InvalidResetTokenError("unknown"));
    expect(hashPassword).not.toHaveBeenCalled();
    await expect(resetPassword(token, student.email.toUpperCase(), by)).rejects.toEqual(new WeakPasswordError(PASSWORD_PROBLEMS.email));
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await passwordResetTokenStatus(token)).toBe("valid");

    expect(await resetPassword(token, "second password 456", by)).toBe(user.id);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(await verifyCredentials(student.email, "second password 456")).not.toBeNull();
    expect(await verifyCredentials(student.email, student.password)).toBeNull();
    expect(await resolveUserSession(phone.sessionId)).toBeNull();

    expect(await passwordResetTokenStatus(token)).toBe("used");
    await expect(resetPassword(token, "third password 789", by)).rejects.toEqual(new InvalidResetTokenError("used"));
    await expect(resetPassword("A".repeat(43), "third password 789", by)).rejects.toEqual(new InvalidResetTokenError("unknown"));
    expect(hashPassword).toHaveBeenCalledTimes(1);

    const [changed, ...more] = (await emailsTo(student.email)).filter((email) => email.subject === "Your Study Compass password was changed");
    expect(more).toEqual([]);
    expect(changed!.text).toContain("through a password reset link");
    expect(linkIn(changed!.text).pathname).toBe("/forgot-password");
  });

  it("refuses a link after an hour", async () => {
    const student = newStudent();
    await registerUser(student, by);
    await sendPasswordResetLink(student.email, new Date(Date.now() - 61 * 60_000));
    const [reset] = (await outboxEmails({ to: student.email })).filter((email) => email.subject.startsWith("Reset"));
    const token = linkIn(reset!.text).searchParams.get("token")!;
    expect(await passwordResetTokenStatus(token)).toBe("expired");
    await expect(resetPassword(token, "new password 123", by)).rejects.toEqual(new InvalidResetTokenError("expired"));
  });
});

describe("changing the password", () => {
  it("needs the current password and a new one the policy accepts for this address; the owner is emailed once", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    await expect(changePassword(user.id, { currentPassword: "not it at all", newPassword: "brand new password" }, by)).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    const localPart = student.email.split("@")[0]!;
    await expect(changePassword(user.id, { currentPassword: student.password, newPassword: `${localPart}!2027` }, by)).rejects.toEqual(
      new WeakPasswordError(PASSWORD_PROBLEMS.email),
    );
    expect(await emailsTo(student.email)).toHaveLength(1); // the verification email alone
    await changePassword(user.id, { currentPassword: student.password, newPassword: "brand new password" }, by);
    expect(await verifyCredentials(student.email, "brand new password")).not.toBeNull();

    await emailsTo(student.email); // a second pass over the same events sends nothing more
    const changed = (await emailsTo(student.email)).filter((email) => email.subject === "Your Study Compass password was changed");
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toMatch(
      /^The password of the Study Compass account that uses this email address was changed on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC, from the account's settings\. Every other device was signed out\.\n\nReset my password: https?:\/\/\S+\/forgot-password\n\nIf this was you, there is nothing to do\. If it was not, choose a new password now with the link above/,
    );
  });
});

describe("the profile's facts for scholarship matching", () => {
  const nothingStated = { citizenship: null, educationLevel: null, birthYear: null, workExperienceYears: null, cxcResults: [] };

  it("are read back as saved by studentEligibilityProfile, and the profile page reads them too; none stated before, none for an unknown id", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    expect(await studentEligibilityProfile(user.id)).toEqual(nothingStated);
    expect(await studentEligibilityProfile(randomUUID())).toBeNull();

    const form = profileFormSchema().parse({
      firstName: student.firstName,
      lastName: student.lastName,
      educationLevel: "high-school-graduate",
      citizenship: "LC",
      birthYear: 2007,
      workExperienceYears: 0,
      cxcResults: [{ exam: "CSEC", subject: "Mathematics", grade: 1 }, {}, { exam: "CAPE", subject: "Biology Unit 1", grade: 2 }],
    });
    await updateStudentProfile(user.id, form, by);
    const saved = {
      citizenship: "LC",
      educationLevel: "high-school-graduate",
      birthYear: 2007,
      workExperienceYears: 0,
      cxcResults: [
        { exam: "CSEC", subject: "Mathematics", grade: 1 },
        { exam: "CAPE", subject: "Biology Unit 1", grade: 2 },
      ],
    };
    expect(await studentEligibilityProfile(user.id)).toEqual(saved);
    expect(await studentAccountProfile(user.id)).toMatchObject(saved);

    // Clearing them (a result row emptied, the rest left blank) states nothing again.
    await updateStudentProfile(user.id, profileFormSchema().parse({ firstName: student.firstName, lastName: student.lastName, cxcResults: [{}] }), by);
    expect(await studentEligibilityProfile(user.id)).toEqual(nothingStated);
  });

  it("read as not stated from a profile saved before them (ProfileUpdated v1), which can then be saved with them", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    const before = {
      userId: user.id,
      firstName: student.firstName,
      lastName: student.lastName,
      educationLevel: "undergraduate",
      careerInterests: [],
      preferredDestinations: ["canada"],
      targetStartMonth: null,
      localCurrency: "JMD",
    };
    await appendEvents(
      [{ streamId: userStream(user.id), expectedVersion: "any", events: [{ type: ProfileUpdated.type, schemaVersion: 1, data: before }] }],
      by,
    );
    await catchUp(profilesProjection);
    expect(await studentEligibilityProfile(user.id)).toEqual({ ...nothingStated, educationLevel: "undergraduate" });
    expect(await studentAccountProfile(user.id)).toMatchObject({
      localCurrency: "JMD",
      citizenship: null,
      birthYear: null,
      workExperienceYears: null,
      cxcResults: [],
    });

    const form = profileFormSchema().parse({
      firstName: student.firstName,
      lastName: student.lastName,
      educationLevel: "undergraduate",
      citizenship: "other",
      workExperienceYears: 3,
    });
    await updateStudentProfile(user.id, form, by);
    expect(await studentEligibilityProfile(user.id)).toEqual({
      ...nothingStated,
      educationLevel: "undergraduate",
      citizenship: "other",
      workExperienceYears: 3,
    });
  });
});

describe("deleting an account", () => {
  it("leaves no email or name in any read table after a full replay, nor in the clear in the events; the address can sign up again", async () => {
    const student = newStudent();
    const user = await registerUser(student, by);
    const form = profileFormSchema().parse({
      firstName: student.firstName,
      lastName: `${student.lastName}-Renamed`,
      educationLevel: "graduate",
      preferredDestinations: ["canada"],
      startMonth: 9,
      startYear: new Date().getUTCFullYear() + 1,
      localCurrency: "JMD",
      citizenship: "TT",
      birthYear: 2006,
      workExperienceYears: 2,
      cxcResults: [{ exam: "CAPE", subject: `Steelpan${student.firstName}`, grade: 1 }],
    });
    await updateStudentProfile(user.id, form, by);
    await recordQuizResult(user.id, sampleQuizAnswers, { actor: user.id, requestId: "quiz" });
    await sendPasswordResetLink(student.email);
    const session = await createUserSession(user.id);
    // An authenticator app and recovery codes (admins' second factor): their secrets go with the account.
    await proposeSecondFactor(user.id, student.email);
    const secret = (await db().selectFrom("second_factors").select("secret").where("user_id", "=", user.id).executeTakeFirstOrThrow()).secret;
    const code = totpCode(secret, totpStep(new Date()));
    expect((await confirmSecondFactor({ userId: user.id, email: student.email, sessionId: session.sessionId, code, clientIp: "10.1.2.3" }, by)).status).toBe(
      "enrolled",
    );
    // The student's own words in the portal: sealed like their name, so they go with the key too.
    const portalWords = [`Dreamboard${student.firstName}`, `Shortnote${student.firstName}`, `Savednote${student.firstName}`];
    const school = seedContent.school.find((entry) => entry.destinationId === "dest_canada")!;
    await createVisionBoard(user.id, { title: portalWords[0]!, description: null, items: [{ text: portalWords[0]!, link: null }] }, by);
    await shortlistSchool(user.id, school.id, by);
    await changeShortlist(user.id, { intent: "notes", schoolId: school.id, notes: portalWords[1]! }, by);
    await saveContent(user.id, "scholarship", scholarships[0]!.id, by);
    await catchUp(projections.find((projection) => projection.name === "portal.saved-items")!);
    const [savedItem] = await savedItemsOf(user.id);
    await noteSavedItem(user.id, savedItem!.id, portalWords[2]!, by);
    expect(await studentAccountProfile(user.id)).toMatchObject({ educationLevel: "graduate", localCurrency: "JMD", preferredDestinations: ["canada"] });
    expect(await studentEligibilityProfile(user.id)).toMatchObject({ citizenship: "TT", birthYear: 2006, workExperienceYears: 2 });

    await expect(deleteAccount(user.id, "wrong password!", by)).rejects.toBeInstanceOf(WrongPasswordError);
    await deleteAccount(user.id, student.password, by);
    expect(await studentAccountProfile(user.id)).toBeNull();
    expect(await studentEligibilityProfile(user.id)).toBeNull();
    // The profile's event is still in the store, every sealed fact of it now unreadable.
    const profileEvents = (await readStream(db(), userStream(user.id))).flatMap((event) => ProfileUpdated.match(event) ?? []);
    expect(profileEvents).toEqual([
      expect.objectContaining({ educationLevel: null, citizenship: null, birthYear: null, workExperienceYears: null, cxcResults: null }),
    ]);
    expect(await verifyCredentials(student.email, student.password)).toBeNull();

    for (const projection of projections) {
      if (projection.kind === "side-effect") continue;
      await catchUp(projection);
      await rebuildProjection(projection);
    }

    const leaks = [student.email, student.firstName, student.lastName, `Steelpan${student.firstName}`, ...portalWords];
    const tables = (
      await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
        db(),
      )
    ).rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["users", "user_profiles", "student_profiles", "email_outbox", "events"]));
    for (const table of tables) {
      for (const leak of leaks) {
        const found = await sql<{ count: string }>`select count(*) from ${sql.id(table)} as t where t::text ilike ${`%${leak}%`}`.execute(db());
        expect(Number(found.rows[0]!.count), `${leak} in ${table}`).toBe(0);
      }
    }
    for (const table of [
      "user_sessions",
      "second_factors",
      "recovery_codes",
      "user_profiles",
      "student_profiles",
      "password_reset_tokens",
      "users",
      "saved_items",
      "shortlist_entries",
      "vision_boards",
      "readiness_inputs",
    ] as const) {
      const column = table === "users" ? "id" : "user_id";
      const rows = await sql<{ count: string }>`select count(*) from ${sql.id(table)} where ${sql.ref(column)} = ${user.id}`.execute(db());
      expect(Number(rows.rows[0]!.count), table).toBe(0);
    }
    const streams = await db().selectFrom("events").select("stream_id").where("stream_id", "ilike", `%${student.email}%`).execute();
    expect(streams).toEqual([]);
    expect(emailStream(student.email)).not.toContain(student.email);

    const again = await registerUser({ ...student, password: "a fresh start 2027" }, by);
    expect(again.id).not.toBe(user.id);
    expect(await verifyCredentials(student.email, "a fresh start 2027")).toMatchObject({ id: again.id });
  });
});
