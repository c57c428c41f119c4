import { describe, expect, it } from "vitest";
import { offersRegistration, placesText } from "./event-card-data.ts";

describe("placesText", () => {
  it.each([
    [50, 0, "50 places"],
    [50, 38, "12 places left"],
    [50, 49, "1 place left"],
    [50, 50, "Full"],
    [50, 51, "Full"],
    [null, 7, null],
  ])("given a maximum of %j and %j registered, then the card says %j", (max, current, expected) => {
    expect(placesText(max, current)).toBe(expected);
  });
});

describe("offersRegistration", () => {
  it.each([
    [{ isRegistered: false, maxAttendees: 50, currentAttendees: 49, status: "upcoming" as const }, true],
    [{ isRegistered: false, maxAttendees: 50, currentAttendees: 50, status: "upcoming" as const }, false],
    [{ isRegistered: true, maxAttendees: 50, currentAttendees: 10, status: "upcoming" as const }, false],
    [{ isRegistered: false, maxAttendees: null, currentAttendees: 500, status: "upcoming" as const }, true],
    [{ isRegistered: false, maxAttendees: 50, currentAttendees: 10, status: "cancelled" as const }, false],
  ])("given %j, then the card offers to register: %j", (event, expected) => {
    expect(offersRegistration(event)).toBe(expected);
  });
});
