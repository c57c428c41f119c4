import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import {
  EmailAlreadyRegisteredError,
  EmailAlreadyVerifiedError,
  emailClaimDecider,
  registrationEvents,
  UnknownUserError,
  userDecider,
  type Registration,
} from "./decide.ts";
import {
  AccountDeleted,
  EmailAddressClaimed,
  EmailAddressReleased,
  EmailVerificationRequested,
  EmailVerified,
  NotificationPreferencesChanged,
  PasswordChanged,
  ProfileUpdated,
  RecoveryCodeUsed,
  SecondFactorEnrolled,
  UserMadeAdmin,
  type StudentProfileFields,
} from "./events.ts";

const registration: Registration = {
  userId: "user-1",
  email: "aaliyah@example.com",
  firstName: "Aaliyah",
  lastName: "Baptiste",
  passwordHash: "scrypt$32768$8$1$salt$hash",
};
const registered = registrationEvents(registration);

describe("claiming an email address", () => {
  const spec = deciderSpec(emailClaimDecider);

  it("given an unclaimed address, when someone registers with it, then it is claimed for them", () => {
    spec
      .given([])
      .when(registration)
      .then([EmailAddressClaimed.create({ userId: "user-1" })]);
  });

  it("given a claimed address, when someone else registers with it, then they are refused", () => {
    spec
      .given([EmailAddressClaimed.create({ userId: "user-1" })])
      .when({ ...registration, userId: "user-2" })
      .then(new EmailAlreadyRegisteredError());
  });

  it("given an address released by its deleted account, when someone registers with it, then it is claimed again", () => {
    spec
      .given([EmailAddressClaimed.create({ userId: "user-1" }), EmailAddressReleased.create({ userId: "user-1" })])
      .when({ ...registration, userId: "user-2" })
      .then([EmailAddressClaimed.create({ userId: "user-2" })]);
  });

  it("given a claim stored before decision 0010 (v1, with the address), when read, then it still counts as a claim", () => {
    const legacy = { type: "EmailAddressClaimed", schemaVersion: 1, data: { email: "aaliyah@example.com", userId: "user-1" } };
    spec
      .given([legacy])
      .when({ ...registration, userId: "user-2" })
      .then(EmailAlreadyRegisteredError);
  });
});

describe("a user's account", () => {
  const spec = deciderSpec(userDecider);
  const profile: StudentProfileFields = {
    firstName: "Aaliyah",
    lastName: "Baptiste",
    educationLevel: "high-school-graduate",
    careerInterests: ["medicine"],
    preferredDestinations: ["canada"],
    targetStartMonth: "2027-09",
    localCurrency: "TTD",
    citizenship: "TT",
    birthYear: 2008,
    workExperienceYears: 0,
    cxcResults: [{ exam: "CSEC", subject: "Mathematics", grade: 1 }],
  };

  it("given a registered user, when they are made admin, then it is recorded", () => {
    spec
      .given(registered)
      .when({ type: "make-admin", userId: "user-1" })
      .then([UserMadeAdmin.create({ userId: "user-1" })]);
  });

  it("given an admin, when they are made admin again, then nothing happens", () => {
    spec
      .given([...registered, UserMadeAdmin.create({ userId: "user-1" })])
      .when({ type: "make-admin", userId: "user-1" })
      .then([]);
  });

  it("given no registration, when someone is made admin, then it is refused", () => {
    spec.given([]).when({ type: "make-admin", userId: "user-1" }).then(UnknownUserError);
  });

  it("given an unverified address, when the student opens the link, then it is verified, and opening it again changes nothing", () => {
    spec
      .given(registered)
      .when({ type: "verify-email", userId: "user-1" })
      .then([EmailVerified.create({ userId: "user-1" })]);
    spec
      .given([...registered, EmailVerified.create({ userId: "user-1" })])
      .when({ type: "verify-email", userId: "user-1" })
      .then([]);
  });

  it("given an unverified address, when the student asks for another email, then it is requested; once verified, it is refused", () => {
    spec
      .given(registered)
      .when({ type: "request-verification", userId: "user-1" })
      .then([EmailVerificationRequested.create({ userId: "user-1" })]);
    spec
      .given([...registered, EmailVerified.create({ userId: "user-1" })])
      .when({ type: "request-verification", userId: "user-1" })
      .then(new EmailAlreadyVerifiedError());
  });

  it("given a user, when the password changes, then the new hash is recorded", () => {
    spec
      .given(registered)
      .when({ type: "change-password", userId: "user-1", passwordHash: "scrypt$new", via: "settings" })
      .then([PasswordChanged.create({ userId: "user-1", passwordHash: "scrypt$new", via: "settings" })]);
  });

  it("given a profile, when the same profile is saved, then nothing happens; when it differs, it is updated whole", () => {
    spec
      .given(registered)
      .when({ type: "update-profile", userId: "user-1", profile })
      .then([ProfileUpdated.create({ userId: "user-1", ...profile })]);
    spec
      .given([...registered, ProfileUpdated.create({ userId: "user-1", ...profile })])
      .when({ type: "update-profile", userId: "user-1", profile: { ...profile } })
      .then([]);
  });

  it("given a profile saved before the scholarship facts (v1), when it is saved again unchanged, then nothing happens", () => {
    const { citizenship: _c, birthYear: _b, workExperienceYears: _w, cxcResults: _r, ...before } = profile;
    const stored = { type: ProfileUpdated.type, schemaVersion: 1, data: { userId: "user-1", ...before } };
    spec
      .given([...registered, stored])
      .when({ type: "update-profile", userId: "user-1", profile: { ...before, citizenship: null, birthYear: null, workExperienceYears: null, cxcResults: [] } })
      .then([]);
  });

  it("given the default preferences, when the same are saved, then nothing happens; when one is turned off, it is recorded", () => {
    const all = { deadlineReminders: true, eventEmails: true, expertAnswerEmails: true };
    spec.given(registered).when({ type: "set-notifications", userId: "user-1", notifications: all }).then([]);
    spec
      .given(registered)
      .when({ type: "set-notifications", userId: "user-1", notifications: { ...all, eventEmails: false } })
      .then([NotificationPreferencesChanged.create({ userId: "user-1", ...all, eventEmails: false })]);
  });

  it("given a user, when they delete their account, then it is deleted, and nothing more can happen to it", () => {
    spec
      .given(registered)
      .when({ type: "delete-account", userId: "user-1" })
      .then([AccountDeleted.create({ userId: "user-1" })]);
    const deleted = [...registered, AccountDeleted.create({ userId: "user-1" })];
    spec.given(deleted).when({ type: "delete-account", userId: "user-1" }).then(UnknownUserError);
    spec.given(deleted).when({ type: "update-profile", userId: "user-1", profile }).then(UnknownUserError);
    spec.given(deleted).when({ type: "verify-email", userId: "user-1" }).then(UnknownUserError);
  });

  it("given an admin, when they enrol an authenticator app, then it is recorded once; a used recovery code is recorded each time", () => {
    const admin = [...registered, UserMadeAdmin.create({ userId: "user-1" })];
    spec
      .given(admin)
      .when({ type: "record-second-factor-enrolment", userId: "user-1" })
      .then([SecondFactorEnrolled.create({ userId: "user-1" })]);
    const enrolled = [...admin, SecondFactorEnrolled.create({ userId: "user-1" })];
    spec.given(enrolled).when({ type: "record-second-factor-enrolment", userId: "user-1" }).then([]);
    spec
      .given(enrolled)
      .when({ type: "record-recovery-code-use", userId: "user-1", codesLeft: 9 })
      .then([RecoveryCodeUsed.create({ userId: "user-1", codesLeft: 9 })]);
  });
});
