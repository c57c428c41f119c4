import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { registrationEvents } from "./decide.ts";
import { EmailAddressClaimed, UserMadeAdmin } from "./events.ts";
import { usersProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const registration = { userId: "user-1", email: "aaliyah@example.com", firstName: "Aaliyah", lastName: "Baptiste", passwordHash: "scrypt$32768$8$1$salt$hash" };

describe("the users projection", () => {
  it("given a registration, its email claim and an admin grant, then one admin user row", async () => {
    await projectionSpec(usersProjection)
      .given([
        EmailAddressClaimed.create({ email: registration.email, userId: "user-1" }),
        ...registrationEvents(registration),
        UserMadeAdmin.create({ userId: "user-1" }),
      ])
      .then({
        users: [
          expect.objectContaining({
            id: "user-1",
            email: "aaliyah@example.com",
            first_name: "Aaliyah",
            last_name: "Baptiste",
            is_admin: true,
            password_hash: registration.passwordHash,
          }),
        ],
      });
  });
});
