import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { EmailAlreadyRegisteredError, emailClaimDecider, registrationEvents, UnknownUserError, userDecider, type Registration } from "./decide.ts";
import { EmailAddressClaimed, UserMadeAdmin } from "./events.ts";

const registration: Registration = {
  userId: "user-1",
  email: "aaliyah@example.com",
  firstName: "Aaliyah",
  lastName: "Baptiste",
  passwordHash: "scrypt$32768$8$1$salt$hash",
};

describe("claiming an email address", () => {
  const spec = deciderSpec(emailClaimDecider);

  it("given an unclaimed address, when someone registers with it, then it is claimed for them", () => {
    spec
      .given([])
      .when(registration)
      .then([EmailAddressClaimed.create({ email: registration.email, userId: "user-1" })]);
  });

  it("given a claimed address, when someone else registers with it, then they are refused", () => {
    spec
      .given([EmailAddressClaimed.create({ email: registration.email, userId: "user-1" })])
      .when({ ...registration, userId: "user-2" })
      .then(new EmailAlreadyRegisteredError());
  });
});

describe("making an admin", () => {
  const spec = deciderSpec(userDecider);
  const registered = registrationEvents(registration);

  it("given a registered user, when they are made admin, then it is recorded", () => {
    spec
      .given(registered)
      .when({ makeAdmin: "user-1" })
      .then([UserMadeAdmin.create({ userId: "user-1" })]);
  });

  it("given an admin, when they are made admin again, then nothing happens", () => {
    spec
      .given([...registered, UserMadeAdmin.create({ userId: "user-1" })])
      .when({ makeAdmin: "user-1" })
      .then([]);
  });

  it("given no registration, when someone is made admin, then it is refused", () => {
    spec.given([]).when({ makeAdmin: "user-1" }).then(UnknownUserError);
  });
});
