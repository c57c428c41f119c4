import { spawnSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { createPostgres } from "../modules/platform/index.ts";
import { parseCalendar } from "../modules/portal/index.ts";
import { expect, expectNoAccessibilityViolations, signUp, test } from "./fixtures.ts";

const SUCCESS = { title: "Registration Successful!", description: "You've been registered for the event. Check your email for details." };
const FAILED_TITLE = "Registration Failed";
const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated the document, so Remix (not the browser) submits the form. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

function card(page: Page, title: string): Locator {
  return page.locator("article", { has: page.getByRole("heading", { name: title, exact: true }) });
}

async function seatsTaken(event: Locator): Promise<number> {
  const text = await event.getByText(/\d+\/\d+ attendees/).innerText();
  return Number(/(\d+)\//.exec(text)![1]);
}

async function outboxFor(to: string): Promise<{ subject: string; attachments: { filename: string; contentType: string; content: string }[] | null }[]> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    return await sql`select subject, attachments from email_outbox where "to" = ${to} order by created_at`;
  } finally {
    await sql.end();
  }
}

test("the hub lists upcoming and recent events as the spec lays them out; Register Now registers with the §8 toast, Registered and the count", async ({
  page,
}) => {
  const student = await signUp(page);
  await page.goto("/portal/exclusive");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Hub" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upcoming Events" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming Events" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recent Events" })).toBeVisible();

  const workshop = card(page, "Scholarship Application Workshop");
  await expect(workshop.getByText("Workshop", { exact: true })).toBeVisible();
  await expect(workshop.getByText("Thursday, January 14, 2027")).toBeVisible();
  await expect(workshop.getByText(/7:00 PM AST/)).toBeVisible();
  await expect(workshop.getByText("Study Compass Funding Team")).toBeVisible();
  await expect(workshop.getByText("Scholarships", { exact: true })).toBeVisible();
  await expect(workshop.getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
  const before = await seatsTaken(workshop);
  // The master class has no maximum: no count is shown.
  await expect(card(page, "Master Class: University Interviews").getByText(/attendees/)).toHaveCount(0);
  await expect(card(page, "Master Class: University Interviews").getByText("Webinar", { exact: true })).toBeVisible();
  await expect(card(page, "Student Life in Canada: Q&A").getByText("Q&A", { exact: true })).toBeVisible();
  await expect(card(page, "Paying for Study Abroad: Panel Discussion").getByText("Panel", { exact: true })).toBeVisible();

  const past = card(page, "Choosing Where to Study");
  await expect(past).toHaveClass(/is-completed/);
  await expect(past.getByText("Completed", { exact: true })).toBeVisible();
  await expect(past.getByText("Recording not available yet")).toBeVisible();
  await expect(past.getByRole("button", { name: /Register/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await ready(page);
  await workshop.getByRole("button", { name: "Register Now" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS.title })).toContainText(SUCCESS.description);
  await expect(workshop.getByText("Registered", { exact: true })).toBeVisible();
  await expect(workshop.getByRole("button", { name: "Register Now" })).toHaveCount(0);
  expect(await seatsTaken(workshop)).toBeGreaterThanOrEqual(before + 1);
  await expect(workshop.getByText(/\/50 attendees/)).toBeVisible();

  const registrations: { eventId: string }[] = await (await page.request.get("/api/portal/events/registrations")).json();
  expect(registrations.map((registration) => registration.eventId)).toEqual(["scholarship-application-workshop"]);

  // The dashboard's teaser: the next two events, with the registered one marked.
  await page.goto("/portal/dashboard");
  const teaser = page.getByRole("region", { name: "Exclusive events" });
  await expect(teaser.getByRole("link", { name: "Master Class: University Interviews" })).toHaveAttribute("href", "/portal/exclusive");
  await expect(teaser.getByRole("listitem").filter({ hasText: "Scholarship Application Workshop" })).toContainText("Registered");
  await expect(teaser.getByRole("listitem").filter({ hasText: "Master Class: University Interviews" })).not.toContainText("Registered");
  const events: { id: string; isRegistered: boolean; status: string; maxAttendees?: number }[] = await (
    await page.request.get("/api/portal/exclusive-events")
  ).json();
  expect(events.find((event) => event.id === "scholarship-application-workshop")).toMatchObject({ isRegistered: true, status: "upcoming", maxAttendees: 50 });
  expect(events.find((event) => event.id === "choosing-a-destination-webinar")).toMatchObject({ isRegistered: false, status: "completed" });

  await expect
    .poll(async () => (await outboxFor(student.email)).map((email) => email.subject), { timeout: 15_000 })
    .toContain("You're registered: Scholarship Application Workshop");
  const email = (await outboxFor(student.email)).find((sent) => sent.subject === "You're registered: Scholarship Application Workshop")!;
  const ics = parseCalendar(email.attachments![0]!.content);
  expect(ics.events[0]).toMatchObject({ SUMMARY: "Scholarship Application Workshop", DTSTART: "20270114T230000Z", DTEND: "20270115T003000Z" });
});

test("the events screen features the master class, lists events with Register and the recordings; refusals say why and write nothing", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/events");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Events & Support" })).toBeVisible();
  const featured = page.locator(".event-featured");
  await expect(featured.getByRole("heading", { name: "Master Class: University Interviews" })).toBeVisible();
  await expect(featured.getByText(/7:00 PM AST · 45 minutes/)).toBeVisible();
  await expect(card(page, "Scholarship Application Workshop").getByRole("button", { name: "Register", exact: true })).toBeVisible();
  await expect(card(page, "Student Life in Canada: Q&A").getByRole("button", { name: "Register", exact: true })).toBeVisible();
  const recordings = page.getByRole("region", { name: "Event Recordings" });
  await expect(recordings.getByRole("heading", { name: "Choosing Where to Study" })).toBeVisible();
  await expect(recordings.getByText("Recording not available yet").first()).toBeVisible();
  await expect(recordings.getByRole("link", { name: /Watch/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await ready(page);
  await featured.getByRole("button", { name: "Register Now - Free for Portal Users" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS.title })).toContainText(SUCCESS.description);
  await expect(featured.getByText("Registered", { exact: true })).toBeVisible();
  await expect(featured.getByRole("button", { name: "Register Now - Free for Portal Users" })).toHaveCount(0);

  // Forged or stale forms: a completed event, an unknown one, a blank id, an unknown intent.
  const completed = await page.request.post("/portal/events", { form: { intent: "register", eventId: "choosing-a-destination-webinar" } });
  expect(completed.status()).toBe(409);
  const completedPage = await completed.text();
  expect(completedPage).toContain(FAILED_TITLE);
  expect(completedPage).toContain("This event has already taken place, so registration is closed.");
  expect((await page.request.post("/portal/events", { form: { intent: "register", eventId: "no-such-event" } })).status()).toBe(404);
  const blank = await page.request.post("/portal/exclusive", { form: { intent: "register", eventId: "   " } });
  expect(blank.status()).toBe(400);
  expect(await blank.text()).toContain("Choose an event to register for.");
  expect((await page.request.post("/portal/exclusive", { form: { intent: "register", eventId: "x".repeat(500) } })).status()).toBe(400);
  expect((await page.request.post("/portal/exclusive", { form: { intent: "teleport" } })).status()).toBe(400);

  // The JSON API: 201 then 200 (one registration), 404 unknown, 409 completed, 400 blank.
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: "student-life-canada-q-and-a" } })).status()).toBe(201);
  expect((await page.request.post("/api/portal/events/student-life-canada-q-and-a/register")).status()).toBe(200);
  expect((await page.request.post("/api/portal/events/no-such-event/register")).status()).toBe(404);
  const closed = await page.request.post("/api/portal/events/application-timeline-q-and-a/register");
  expect(closed.status()).toBe(409);
  expect(await closed.json()).toEqual({ error: { message: "This event has already taken place, so registration is closed." } });
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: "" } })).status()).toBe(400);
  expect((await page.request.post("/api/portal/events/register", { form: { eventId: "interview-master-class" } })).status()).toBe(200);

  const registrations: { eventId: string }[] = await (await page.request.get("/api/portal/events/registrations")).json();
  expect(registrations.map((registration) => registration.eventId).sort()).toEqual(["interview-master-class", "student-life-canada-q-and-a"]);
  const upcoming: { id: string; status: string }[] = await (await page.request.get("/api/portal/events/upcoming")).json();
  expect(upcoming.every((event) => event.status === "upcoming")).toBe(true);
  expect(upcoming.map((event) => event.id)).not.toContain("choosing-a-destination-webinar");
});

test("Join Meeting appears only for a registered student, and only once an operator set the link", async ({ page }) => {
  const link = "https://meet.example.org/study-compass-canada-q-and-a";
  const set = spawnSync("node_modules/.bin/tsx", ["workers/cli/events-set-link.ts", "student-life-canada-q-and-a", link], {
    env: process.env,
    encoding: "utf8",
  });
  expect(set.status, set.stderr).toBe(0);
  await signUp(page);
  await page.goto("/portal/exclusive");
  const qa = card(page, "Student Life in Canada: Q&A");
  await expect(qa.getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
  const events: { id: string; meetingLink?: string }[] = await (await page.request.get("/api/portal/events")).json();
  expect(events.find((event) => event.id === "student-life-canada-q-and-a")).not.toHaveProperty("meetingLink");

  await ready(page);
  await qa.getByRole("button", { name: "Register Now" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS.title })).toBeVisible();
  await expect(qa.getByRole("link", { name: "Join Meeting" })).toHaveAttribute("href", link);
  // Registered but no link set: still no Join Meeting.
  await expect(card(page, "Paying for Study Abroad: Panel Discussion").getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
});

test("the personal calendar feed is read by its secret URL without a session, holds the registered event, and a reset makes the old URL 404", async ({
  page,
  request,
}) => {
  await signUp(page);
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: "paying-for-study-abroad-panel" } })).status()).toBe(201);
  await page.goto("/portal/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Calendar feed" })).toBeVisible();
  const feedField = page.getByLabel("Your personal calendar feed");
  const oldUrl = await feedField.inputValue();
  expect(oldUrl).toMatch(/\/portal\/calendar\.ics\?token=/);
  await expectNoAccessibilityViolations(page);

  // `request` carries no session: the token alone opens the feed.
  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const calendar = parseCalendar(await feed.text());
  expect(calendar.events.map((entry) => entry.SUMMARY)).toEqual(["Paying for Study Abroad: Panel Discussion"]);
  expect(calendar.events[0]).toMatchObject({ DTSTART: "20270318T230000Z", DTEND: "20270319T001500Z" });

  await ready(page);
  await page.getByRole("button", { name: "Reset calendar link" }).click();
  await expect(page.getByText("Your calendar link is reset: the old one no longer works. Add the new link to your calendar app.")).toBeVisible();
  await expect(feedField).not.toHaveValue(oldUrl);
  const newUrl = await feedField.inputValue();
  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
  expect((await request.get("/portal/calendar.ics")).status()).toBe(404);
  expect((await request.get("/portal/calendar.ics?token=not-a-token")).status()).toBe(404);
});
