import { describe, expect, it } from "vitest";
import { eventIdOfEmail } from "./outbox.ts";

describe("the event an outbox email came from", () => {
  it("is the event-id part of '{event id}:{role}'", () => {
    expect(eventIdOfEmail("0b0e8a52-6c1e-4c53-9d43-5b1c0b8f1a2e:student")).toBe("0b0e8a52-6c1e-4c53-9d43-5b1c0b8f1a2e");
  });

  it("is unknown for an email id of another shape (a reminder's)", () => {
    expect(eventIdOfEmail("reminder:user-1:scholarship:abc:2027-01-01:3")).toBeNull();
  });
});
