import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeRedis } from "../platform/index.ts";
import { limitConsultationRequest } from "./index.ts";

afterAll(async () => {
  await closeRedis();
});

const newIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const body = (studentEmail: string) => ({ counselorId: "counselor_a", studentName: "Shanice Thomas", studentEmail, areaOfInterest: "UK admissions" });
const newEmail = () => `student-${randomUUID()}@example.com`;

describe("consultation request limits", () => {
  it("lets many students behind one IP send requests (the old limit was 10 per IP)", async () => {
    const labIp = newIp();
    for (let student = 0; student < 40; student++) expect(await limitConsultationRequest(labIp, body(newEmail()))).toBeNull();
  });

  it("stops the sixth request from one email within an hour, whatever the IP", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 5; attempt++) expect(await limitConsultationRequest(newIp(), body(email))).toBeNull();
    const refused = await limitConsultationRequest(newIp(), body(email.toUpperCase()));
    expect(refused?.message).toMatch(/^Too many consultation requests for this email address\. Please wait (59|60) minutes and try again\.$/);
  });

  it("stops one IP after 100 requests in 15 minutes", async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 100; attempt++) expect(await limitConsultationRequest(ip, body(newEmail()))).toBeNull();
    expect((await limitConsultationRequest(ip, body(newEmail())))?.message).toMatch(/^Too many consultation requests from your network\./);
  });

  it("counts invalid bodies on the IP only, so a flood of them is bounded but leaves the quota for valid requests", async () => {
    const ip = newIp();
    const email = newEmail();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect(await limitConsultationRequest(ip, attempt % 2 ? null : { ...body(email), studentName: "" })).toBeNull();
    }
    expect(await limitConsultationRequest(ip, { studentEmail: "not an email" })).not.toBeNull();
    // Neither the IP's quota for valid requests nor the email's was touched.
    for (let attempt = 0; attempt < 5; attempt++) expect(await limitConsultationRequest(ip, body(email))).toBeNull();
  });
});
