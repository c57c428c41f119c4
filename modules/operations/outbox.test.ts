import { describe, expect, it } from "vitest";
import { eventIdOfEmail, outboxStatus } from "./outbox.ts";

describe("the event an outbox email came from", () => {
  it("is the event-id part of '{event id}:{role}'", () => {
    expect(eventIdOfEmail("0b0e8a52-6c1e-4c53-9d43-5b1c0b8f1a2e:student")).toBe("0b0e8a52-6c1e-4c53-9d43-5b1c0b8f1a2e");
  });

  it("is unknown for an email id of another shape (a reminder's)", () => {
    expect(eventIdOfEmail("reminder:user-1:scholarship:abc:2027-01-01:3")).toBeNull();
  });
});

describe("where an outbox email stands", () => {
  const at = new Date("2026-11-24T12:00:00Z");

  it("is sent, with Resend's message id, once Resend accepted it", () => {
    expect(outboxStatus({ provider_message_id: "re_123", provider_error: null, provider_answered_at: at })).toEqual({
      status: "sent",
      providerAnswer: { messageId: "re_123", at },
    });
  });

  it("is retrying, with Resend's refusal, while Resend refuses it", () => {
    expect(outboxStatus({ provider_message_id: null, provider_error: "422 validation_error: Invalid `to` field", provider_answered_at: at })).toEqual({
      status: "retrying",
      providerAnswer: { error: "422 validation_error: Invalid `to` field", at },
    });
  });

  it("is kept, with no provider's answer, when no provider sent it", () => {
    expect(outboxStatus({ provider_message_id: null, provider_error: null, provider_answered_at: null })).toEqual({ status: "kept", providerAnswer: null });
  });
});
