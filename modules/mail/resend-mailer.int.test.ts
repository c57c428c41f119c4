import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase } from "../platform/index.ts";
import { db } from "../database.ts";
import { resendMailer } from "./index.ts";

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

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
      response.setHeader("Content-Type", "application/json");
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ name: "internal_server_error", message: "Try again", statusCode: 500 }));
        return;
      }
      response.end(JSON.stringify({ id: `email-${received.length}` }));
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
});
