import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";

test.skip(() => test.info().project.name === "no-js", "the JSON API does not depend on the browser");

const valid = () => ({
  counselorId: "counselor_nadia_persaud",
  studentName: "Andre Clarke",
  studentEmail: `api-${randomUUID()}@example.com`,
  studentPhone: "+1 246 555 0100",
  areaOfInterest: "Canadian study permits",
  currentEducationLevel: "undergraduate",
  preferredContactMethod: "phone",
  message: "When should I apply for a study permit?",
});

test("GET /api/counselors lists counselors with the spec's field names", async ({ request }) => {
  const response = await request.get("/api/counselors");
  expect(response.status()).toBe(200);
  const counselors = (await response.json()) as Record<string, unknown>[];
  expect(counselors.length).toBeGreaterThanOrEqual(6);
  for (const field of [
    "id",
    "name",
    "title",
    "bio",
    "specializations",
    "experience",
    "education",
    "profileImageUrl",
    "email",
    "phone",
    "availableHours",
    "languages",
    "isActive",
    "isFeatured",
    "consultationFee",
    "createdAt",
    "updatedAt",
  ]) {
    expect(counselors[0]).toHaveProperty(field);
  }
  expect(counselors[0]!.isFeatured).toBe(true);
  expect(counselors.every((counselor) => counselor.isSample === true)).toBe(true);
});

test("POST /api/consultation-requests answers 201, and the same Idempotency-Key gives the same request", async ({ request }) => {
  const key = randomUUID();
  const body = valid();
  const first = await request.post("/api/consultation-requests", { data: body, headers: { "Idempotency-Key": key } });
  expect(first.status()).toBe(201);
  const again = await request.post("/api/consultation-requests", { data: body, headers: { "Idempotency-Key": key } });
  expect(again.status()).toBe(201);
  expect(await again.json()).toEqual(await first.json());
});

for (const [name, change, field] of [
  ["a missing name", { studentName: undefined }, "studentName"],
  ["a malformed email", { studentEmail: "nope" }, "studentEmail"],
  ["a name of the wrong type", { studentName: 12 }, "studentName"],
  ["an unknown counselor", { counselorId: "counselor_nobody" }, "counselorId"],
  ["an oversized message", { message: "x".repeat(5_001) }, "message"],
  ["script in the message", { message: "<script>alert(1)</script>" }, "message"],
  ["an unknown education level", { currentEducationLevel: "phd" }, "currentEducationLevel"],
] as const) {
  test(`POST /api/consultation-requests refuses ${name} with 400 and field errors`, async ({ request }) => {
    const response = await request.post("/api/consultation-requests", { data: { ...valid(), ...change } });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { message: string; fieldErrors: Record<string, string[]> } };
    expect(body.error.message).toBe("The consultation request is not valid.");
    expect(Object.keys(body.error.fieldErrors)).toEqual([field]);
  });
}

test("POST /api/consultation-requests refuses a body that is not a JSON object", async ({ request }) => {
  const response = await request.post("/api/consultation-requests", { data: "[1,2]", headers: { "Content-Type": "application/json" } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: { message: "Send a JSON object." } });
});

test("many students behind one IP can send requests, but one email is stopped after five in an hour", async ({ request }) => {
  // Twelve from one IP: past the old limit of 10 per IP.
  for (let student = 0; student < 12; student++) {
    expect((await request.post("/api/consultation-requests", { data: valid() })).status()).toBe(201);
  }
  const studentEmail = `api-${randomUUID()}@example.com`;
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await request.post("/api/consultation-requests", { data: { ...valid(), studentEmail } })).status()).toBe(201);
  }
  const refused = await request.post("/api/consultation-requests", { data: { ...valid(), studentEmail: studentEmail.toUpperCase() } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(3_000);
  const body = (await refused.json()) as { error: { message: string } };
  expect(body.error.message).toMatch(/^Too many consultation requests for this email address\. Please wait (59|60) minutes and try again\.$/);
  expect((await request.post("/api/consultation-requests", { data: valid() })).status()).toBe(201);
});
