import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase } from "../platform/index.ts";
import { db } from "./db.ts";
import { outboxEmails, resendMailer } from "./index.ts";

/** The email's outbox row as the Resend adapter leaves it. */
async function storedRow(id: string) {
  return db()
    .selectFrom("email_outbox")
    .select(["id", "to", "subject", "text", "html", "attachments", "provider_message_id", "provider_error", "provider_answered_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let failNext = false;
let refuseNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
      response.setHeader("Content-Type", "application/json");
      if (refuseNext) {
        refuseNext = false;
        response.statusCode = 422;
        response.end(JSON.stringify({ name: "validation_error", message: "Invalid `to` field.", statusCode: 422 }));
        return;
      }
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ name: "internal_server_error", message: "Try again", statusCode: 500 }));
        return;
      }
      // Resend answers a repeated idempotency key with the first send's id.
      const key = String(request.headers["idempotency-key"] ?? received.length);
      response.end(JSON.stringify({ id: `re_${key.replace(/[^a-z0-9]/gi, "")}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
});

const email = {
  id: "6f1c-event:counselor",
  to: "counselor@counselors.studycompass.example",
  subject: "New consultation request from Kofi",
  text: "Plain text body",
  html: "<p>HTML body</p>",
  createdAt: new Date("2026-01-01T00:00:00Z"),
};

describe("the Resend adapter", () => {
  it("posts the email to Resend with the event-and-role idempotency key", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, email));
    const [call] = received.splice(0);
    expect(call).toMatchObject({ method: "POST", url: "/emails" });
    expect(call!.headers["idempotency-key"]).toBe("6f1c-event:counselor");
    expect(call!.headers.authorization).toBe("Bearer re_test_key");
    expect(call!.body).toMatchObject({
      from: "Study Compass <hello@studycompass.example>",
      to: ["counselor@counselors.studycompass.example"],
      subject: "New consultation request from Kofi",
      text: "Plain text body",
      html: "<p>HTML body</p>",
    });
  });

  it("throws when Resend refuses, so the projection batch is retried, with the same key", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    failNext = true;
    await expect(
      db()
        .transaction()
        .execute((trx) => mailer.send(trx, email)),
    ).rejects.toThrow(/Resend refused/);
    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, email));
    expect(received.splice(0).map((call) => call.headers["idempotency-key"])).toEqual(["6f1c-event:counselor", "6f1c-event:counselor"]);
  });

  it("passes attachments on, their text content base64-encoded as Resend expects, and sends none when there are none", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    await db()
      .transaction()
      .execute((trx) =>
        mailer.send(trx, { ...email, id: "7a2d-event:student", attachments: [{ filename: "event.ics", contentType: "text/calendar", content: ics }] }),
      );
    const [withFile] = received.splice(0);
    expect(withFile!.body.attachments).toEqual([{ filename: "event.ics", content_type: "text/calendar", content: Buffer.from(ics).toString("base64") }]);
    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, email));
    expect(received.splice(0)[0]!.body).not.toHaveProperty("attachments");
  });

  it("keeps Resend's message id on the email's outbox row, without its body, and lists no body-less row among the kept emails", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    const sent = { ...email, id: "8b3e-event:student", to: "student@example.com", subject: "Your consultation request" };
    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, sent));
    received.splice(0);
    const row = await storedRow(sent.id);
    expect(row).toMatchObject({
      id: "8b3e-event:student",
      to: "student@example.com",
      subject: "Your consultation request",
      text: null,
      html: null,
      attachments: null,
      provider_message_id: "re_8b3eeventstudent",
      provider_error: null,
    });
    expect(row!.provider_answered_at).toBeInstanceOf(Date);
    expect((await outboxEmails({ to: "student@example.com" })).map((kept) => kept.id)).toEqual([]);
  });

  it("keeps Resend's refusal even though the batch rolls back, then its id once a retry is accepted", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    const refused = { ...email, id: "9c4f-event:counselor", to: "not-an-address" };
    refuseNext = true;
    await expect(
      db()
        .transaction()
        .execute((trx) => mailer.send(trx, refused)),
    ).rejects.toThrow(/Resend refused email 9c4f-event:counselor: 422 validation_error: Invalid `to` field\./);
    expect(await storedRow(refused.id)).toMatchObject({ provider_message_id: null, provider_error: "422 validation_error: Invalid `to` field." });

    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, refused));
    expect(await storedRow(refused.id)).toMatchObject({ provider_message_id: "re_9c4feventcounselor", provider_error: null });
    expect(received.splice(0).map((call) => call.headers["idempotency-key"])).toEqual(["9c4f-event:counselor", "9c4f-event:counselor"]);
  });

  it("keeps no id when the batch that got it rolls back: the retry, answered with the same id, records it", async () => {
    const mailer = resendMailer({ apiKey: "re_test_key", from: "Study Compass <hello@studycompass.example>", baseUrl });
    const rolledBack = { ...email, id: "aa11-event:student" };
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await mailer.send(trx, rolledBack);
          throw new Error("a later email of the batch failed");
        }),
    ).rejects.toThrow(/later email/);
    expect(await storedRow(rolledBack.id)).toBeUndefined();
    await db()
      .transaction()
      .execute((trx) => mailer.send(trx, rolledBack));
    expect((await storedRow(rolledBack.id))?.provider_message_id).toBe("re_aa11eventstudent");
    received.splice(0);
  });
});
