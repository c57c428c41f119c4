import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { registrationEvents } from "./decide.ts";
import {
  AccountDeleted,
  EmailAddressClaimed,
  EmailVerified,
  NotificationPreferencesChanged,
  PasswordChanged,
  ProfileUpdated,
  UserMadeAdmin,
  UserRegistered,
  type StudentProfileFields,
} from "./events.ts";
import { profilesProjection, usersProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const registration = { userId: "user-1", email: "aaliyah@example.com", firstName: "Aaliyah", lastName: "Baptiste", passwordHash: "scrypt$32768$8$1$salt$hash" };
const profile: StudentProfileFields & { userId: string } = {
  userId: "user-1",
  firstName: "Aaliyah",
  lastName: "Baptiste-Ramdial",
  educationLevel: "undergraduate",
  careerInterests: ["law", "medicine"],
  preferredDestinations: ["canada"],
  targetStartMonth: "2027-09",
  localCurrency: "TTD",
  citizenship: "TT",
  birthYear: 2007,
  workExperienceYears: 1,
  cxcResults: [
    { exam: "CSEC", subject: "Mathematics", grade: 1 },
    { exam: "CAPE", subject: "Biology Unit 1", grade: 2 },
  ],
};
const verifiedAt = new Date("2026-02-01T10:00:00Z");

describe("the users projection", () => {
  it("given a registration, its email claim and an admin grant, then one admin user row", async () => {
    await projectionSpec(usersProjection)
      .given([EmailAddressClaimed.create({ userId: "user-1" }), ...registrationEvents(registration), UserMadeAdmin.create({ userId: "user-1" })])
      .then({
        users: [
          expect.objectContaining({
            id: "user-1",
            email: "aaliyah@example.com",
            first_name: "Aaliyah",
            last_name: "Baptiste",
            is_admin: true,
            password_hash: registration.passwordHash,
            email_verified_at: null,
          }),
        ],
      });
  });

  it("given a verification, a password change and a renamed profile, then the row has all three", async () => {
    await projectionSpec(usersProjection)
      .given([
        ...registrationEvents(registration),
        { event: EmailVerified.create({ userId: "user-1" }), recordedAt: verifiedAt },
        PasswordChanged.create({ userId: "user-1", passwordHash: "scrypt$new", via: "settings" }),
        ProfileUpdated.create(profile),
      ])
      .then({
        users: [expect.objectContaining({ id: "user-1", email_verified_at: verifiedAt, password_hash: "scrypt$new", last_name: "Baptiste-Ramdial" })],
      });
  });

  it("given a deleted account, then no row; and its registration read after the key was destroyed (nulls) writes none", async () => {
    await projectionSpec(usersProjection)
      .given([...registrationEvents(registration), AccountDeleted.create({ userId: "user-1" })])
      .then({ users: [] });
    await projectionSpec(usersProjection)
      .given([
        UserRegistered.create({ userId: "user-1", email: null, firstName: null, lastName: null, passwordHash: null }),
        PasswordChanged.create({ userId: "user-1", passwordHash: null, via: "settings" }),
        AccountDeleted.create({ userId: "user-1" }),
      ])
      .then({ users: [] });
  });

  it("given a registration stored before decision 0010 (v1, in the clear), then it reads as before", async () => {
    const legacy = { type: "UserRegistered", schemaVersion: 1, data: registration };
    await projectionSpec(usersProjection)
      .given([legacy])
      .then({ users: [expect.objectContaining({ id: "user-1", email: "aaliyah@example.com" })] });
  });
});

describe("the profiles projection", () => {
  it("given a profile and notification preferences, then one row with both", async () => {
    const at = new Date("2026-03-01T08:00:00Z");
    await projectionSpec(profilesProjection)
      .given([
        ProfileUpdated.create(profile),
        {
          event: NotificationPreferencesChanged.create({ userId: "user-1", deadlineReminders: true, eventEmails: false, expertAnswerEmails: true }),
          recordedAt: at,
        },
      ])
      .then({
        user_profiles: [
          {
            user_id: "user-1",
            education_level: "undergraduate",
            career_interests: ["law", "medicine"],
            preferred_destinations: ["canada"],
            target_start_month: "2027-09",
            local_currency: "TTD",
            citizenship: "TT",
            birth_year: 2007,
            work_experience_years: 1,
            cxc_results: profile.cxcResults,
            deadline_reminders: true,
            event_emails: false,
            expert_answer_emails: true,
            updated_at: at,
          },
        ],
      });
  });

  it("given preferences before any profile, then defaults elsewhere; given a deleted account, then no row", async () => {
    await projectionSpec(profilesProjection)
      .given([NotificationPreferencesChanged.create({ userId: "user-2", deadlineReminders: false, eventEmails: true, expertAnswerEmails: true })])
      .then({ user_profiles: [expect.objectContaining({ user_id: "user-2", career_interests: [], education_level: null, deadline_reminders: false })] });
    await projectionSpec(profilesProjection)
      .given([ProfileUpdated.create(profile), AccountDeleted.create({ userId: "user-1" })])
      .then({ user_profiles: [] });
  });

  it("given a profile saved before the scholarship facts (v1), then it reads with them not stated", async () => {
    const { citizenship: _c, birthYear: _b, workExperienceYears: _w, cxcResults: _r, ...before } = profile;
    await projectionSpec(profilesProjection)
      .given([{ type: ProfileUpdated.type, schemaVersion: 1, data: before }])
      .then({
        user_profiles: [
          expect.objectContaining({
            user_id: "user-1",
            education_level: "undergraduate",
            citizenship: null,
            birth_year: null,
            work_experience_years: null,
            cxc_results: [],
          }),
        ],
      });
  });

  it("given a profile read after its key was destroyed (every sealed field null), then the row states nothing", async () => {
    const forgotten = Object.fromEntries(Object.keys(profile).map((field) => [field, field === "userId" ? "user-1" : null]));
    await projectionSpec(profilesProjection)
      .given([ProfileUpdated.create(forgotten as typeof profile)])
      .then({
        user_profiles: [
          expect.objectContaining({
            user_id: "user-1",
            career_interests: [],
            citizenship: null,
            birth_year: null,
            work_experience_years: null,
            cxc_results: [],
          }),
        ],
      });
  });
});
