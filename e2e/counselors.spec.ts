import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";

const SUCCESS = "Your consultation request has been sent successfully. The counselor will contact you soon.";

/** Emails the projector wrote to the outbox for one address (the e2e server has no RESEND_API_KEY). */
function outboxTo(address: string): { subject: string; text: string; html: string }[] {
  const out = execFileSync(
    "psql",
    [
      process.env.DATABASE_URL ?? "",
      "-At",
      "-c",
      `select coalesce(json_agg(json_build_object('subject', subject, 'text', text, 'html', html) order by id), '[]') from email_outbox where "to" = '${address.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(out) as { subject: string; text: string; html: string }[];
}

async function waitForOutbox(address: string, count: number) {
  await expect.poll(() => outboxTo(address).length, { timeout: 15_000 }).toBe(count);
  return outboxTo(address);
}

test("lists featured counselors first with sample badges, specializations and free consultations", ONCE, async ({ page }) => {
  await page.goto("/counselors");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to a Counselor");
  await expect(page.getByText("Free initial consultations.")).toBeVisible();
  const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Counselors" }) }).locator(".counselor-card");
  await expect(featured).toHaveCount(3);
  // Featured cards show three specializations, others two, then '+N more'.
  await expect(featured.first().locator(".specializations li:not(.more)")).toHaveCount(3);
  await expect(featured.first().locator(".specializations .more")).toHaveText("+1 more");
  const others = page.locator("section", { has: page.getByRole("heading", { name: "More Counselors" }) }).locator(".counselor-card");
  await expect(others.first().locator(".specializations li:not(.more)")).toHaveCount(2);
  await expect(page.locator(".counselor-card").filter({ hasNot: page.getByText("Sample profile") })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test("requests a consultation: field errors first, then success and two emails", async ({ page }) => {
  const email = `student-${randomUUID()}@example.com`;
  await page.goto("/counselors");
  await page.getByRole("link", { name: "Request Consultation with Alicia Baptiste" }).click();
  const form = page.locator("form.consultation-form");
  await expect(form.getByLabel("Area of Interest")).toHaveValue("UK admissions");
  await expect(form.getByLabel("Preferred Contact Method")).toHaveValue("email");
  if (test.info().project.name === "js") await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Bad input: the browser's `required` would stop an empty name, so send one the server refuses.
  await form.getByLabel("Full Name").fill("<b>Shanice</b>");
  await form.getByLabel("Email Address").fill(email);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByText("Remove the angle-bracket tags (like <b>) from this field.")).toBeVisible();
  await expect(form.getByText("Submission Failed")).toBeVisible();
  await expect(form.getByLabel("Email Address")).toHaveValue(email);

  await form.getByLabel("Full Name").fill("Shanice Thomas");
  await form.getByLabel("Area of Interest").selectOption("Scholarships");
  await form.getByLabel("Current Education Level (optional)").selectOption("high-school-graduate");
  await form.getByLabel("Additional Information (optional)").fill("Looking at law in London, 100% & more — Zoë");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request Submitted!")).toBeVisible();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  if (test.info().project.name === "js") await expect(page.getByRole("dialog")).toBeHidden();

  // The confirmation goes to an address nobody verified: it carries nothing the sender wrote.
  const [confirmation] = await waitForOutbox(email, 1);
  expect(confirmation!.subject).toBe("We received a consultation request from this address");
  expect(confirmation!.text).toContain("We received a consultation request from this address through Study Compass.");
  for (const written of ["Shanice", "Looking at law", "Zoë"]) expect(confirmation!.text + confirmation!.html).not.toContain(written);
  const toCounselor = outboxTo("alicia.baptiste@counselors.studycompass.example").filter((sent) => sent.text.includes(email));
  expect(toCounselor).toHaveLength(1);
  expect(toCounselor[0]!.subject).toBe("New consultation request from Shanice Thomas");
  expect(toCounselor[0]!.text).toContain("Current education level: High school graduate (CAPE / A-levels)");
  expect(toCounselor[0]!.text).toContain("Looking at law in London, 100% & more — Zoë");
  expect(toCounselor[0]!.html).toContain("100% &amp; more");
});

test("a refreshed or resubmitted form sends one request", async ({ page, request, clientIp }) => {
  const email = `student-${randomUUID()}@example.com`;
  await page.goto("/counselors?request=counselor_marcus_campbell");
  const form = page.locator("#request-form form");
  const requestKey = await form.locator('input[name="requestKey"]').inputValue();
  const body = {
    counselorId: "counselor_marcus_campbell",
    requestKey,
    studentName: "Kofi Grant",
    studentEmail: email,
    areaOfInterest: "US admissions",
    preferredContactMethod: "email",
    website: "",
  };
  for (let i = 0; i < 3; i++) {
    const response = await request.post("/counselors", { form: body, headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": clientIp } });
    expect(response.status()).toBe(200);
  }
  await waitForOutbox(email, 1);
  await page.waitForTimeout(500);
  expect(outboxTo(email)).toHaveLength(1);
});

test("a bot filling the honeypot is told it succeeded and nothing is sent", async ({ page, request, clientIp }) => {
  const email = `bot-${randomUUID()}@example.com`;
  await page.goto("/counselors");
  const response = await request.post("/counselors", {
    form: {
      counselorId: "counselor_marcus_campbell",
      requestKey: randomUUID(),
      studentName: "Bot",
      studentEmail: email,
      areaOfInterest: "general",
      website: "http://spam.example",
    },
    headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": clientIp },
  });
  expect(response.status()).toBe(200);
  await page.waitForTimeout(1_000);
  expect(outboxTo(email)).toHaveLength(0);
});

test("one email is stopped after five requests in an hour: the reason shows next to the form and nothing is sent", async ({ page, request, clientIp }) => {
  const email = `student-${randomUUID()}@example.com`;
  await page.goto("/counselors");
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request.post("/counselors", {
      form: {
        counselorId: "counselor_marcus_campbell",
        requestKey: randomUUID(),
        studentName: "Kofi Grant",
        studentEmail: email,
        areaOfInterest: "US admissions",
        preferredContactMethod: "email",
        website: "",
      },
      headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": clientIp },
    });
    expect(response.status()).toBe(200);
  }
  await waitForOutbox(email, 5);

  await page.getByRole("link", { name: "Request Consultation with Alicia Baptiste" }).click();
  const form = page.locator("form.consultation-form");
  await form.getByLabel("Full Name").fill("Kofi Grant");
  await form.getByLabel("Email Address").fill(email);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByText(/^Too many consultation requests for this email address\. Please wait (59|60) minutes and try again\.$/)).toBeVisible();
  await expect(form.getByText("Submission Failed")).toBeVisible();
  await expect(form.getByText("There was an error submitting your request. Please try again.")).toHaveCount(0);
  await expect(form.getByLabel("Email Address")).toHaveValue(email);
  await page.waitForTimeout(1_000);
  expect(outboxTo(email)).toHaveLength(5);
});

test("an unknown counselor in the address shows the list, with status 200", ONCE, async ({ page }) => {
  const response = await page.goto("/counselors?request=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(response?.status()).toBe(200);
  await expect(page.locator("#request-form")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Featured Counselors" })).toBeVisible();
});
