import { spawnSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";

import { E2E_EVENTS } from "../infra/testing/e2e-content.ts";
import { parseCalendar } from "../modules/platform/index.ts";
import { eventDate, eventDuration, eventTime } from "../modules/portal/index.ts";
import { expect, expectNoAccessibilityViolations, signUp, test } from "./fixtures.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

// The e2e-only events (infra/testing/e2e-seed.ts), dated from the run: the seeded programme's fixed dates pass.
const { workshop: WORKSHOP, webinar: WEBINAR, questions: QUESTIONS, panel: PANEL, withMeetingLink: OPEN_QUESTIONS, completed: COMPLETED } = E2E_EVENTS;
/** The master class the events screen features while it is upcoming (FEATURED_EVENT_ID in events.server.ts). */
const FEATURED_EVENT_ID = "interview-master-class";

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

/** The places a card says are left: "50 places" (none taken), "12 places left", or "Full". */
async function placesLeft(event: Locator): Promise<number> {
  const text = await event.locator(".event-places").innerText();
  expect(text).toMatch(/^(\d+ places?( left)?|Full)$/);
  return text === "Full" ? 0 : Number.parseInt(text, 10);
}

/** An instant as an RFC 5545 UTC date-time ("20270114T230000Z"), written here rather than taken from the code under test. */
function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The ICS DTSTART and DTEND of an event of ours. */
function icsTimes(event: { startsAt: string; durationMinutes: number }): { DTSTART: string; DTEND: string } {
  const startsAt = new Date(event.startsAt);
  return { DTSTART: icsUtc(startsAt), DTEND: icsUtc(new Date(startsAt.getTime() + event.durationMinutes * 60_000)) };
}

interface EventJson {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  isRegistered: boolean;
  status: string;
  maxAttendees?: number;
}

async function outboxFor(to: string): Promise<{ subject: string; attachments: { filename: string; contentType: string; content: string }[] | null }[]> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    return await sql`select subject, attachments from email_outbox where "to" = ${to} order by created_at`;
  } finally {
    await sql.end();
  }
}

test("the hub lists upcoming and recent events as the spec lays them out; Register Now registers with the spec's toast, Registered and the count", async ({
  page,
}) => {
  const student = await signUp(page);
  await page.goto("/portal/exclusive");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Hub" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upcoming Events" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming Events" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recent Events" })).toBeVisible();

  const workshop = card(page, WORKSHOP.title);
  const workshopStart = new Date(WORKSHOP.startsAt);
  await expect(workshop.getByText("Workshop", { exact: true })).toBeVisible();
  await expect(workshop.getByText(eventDate(workshopStart))).toBeVisible();
  await expect(workshop.getByText(eventTime(workshopStart))).toBeVisible();
  await expect(workshop.getByText(WORKSHOP.presenter)).toBeVisible();
  await expect(workshop.getByText("Scholarships", { exact: true })).toBeVisible();
  await expect(workshop.getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
  const before = await placesLeft(workshop);
  // The webinar has no maximum: no places are shown.
  await expect(card(page, WEBINAR.title).locator(".event-places")).toHaveCount(0);
  await expect(card(page, WEBINAR.title).getByText("Webinar", { exact: true })).toBeVisible();
  await expect(card(page, QUESTIONS.title).getByText("Q&A", { exact: true })).toBeVisible();
  await expect(card(page, PANEL.title).getByText("Panel", { exact: true })).toBeVisible();

  const past = card(page, COMPLETED.title);
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
  expect(await placesLeft(workshop)).toBeLessThanOrEqual(before - 1);
  await expect(workshop.locator(".event-places")).toHaveText(/^\d+ places? left$/);

  const registrations: { eventId: string }[] = await (await page.request.get("/api/portal/events/registrations")).json();
  expect(registrations.map((registration) => registration.eventId)).toEqual([WORKSHOP.eventId]);

  const events: EventJson[] = await (await page.request.get("/api/portal/exclusive-events")).json();
  expect(events.find((event) => event.id === WORKSHOP.eventId)).toMatchObject({ isRegistered: true, status: "upcoming", maxAttendees: 50 });
  expect(events.find((event) => event.id === COMPLETED.eventId)).toMatchObject({ isRegistered: false, status: "completed" });

  // The dashboard's teaser: the next two upcoming events, with the registered one marked. They are ours unless a
  // seeded event falls on the run's day; the workshop is among them either way (see E2E_EVENTS).
  const nextTwo = events.filter((event) => event.status === "upcoming").slice(0, 2);
  expect(nextTwo.map((event) => event.id)).toContain(WORKSHOP.eventId);
  await page.goto("/portal/dashboard");
  const teaser = page.getByRole("region", { name: "Exclusive events" });
  await expect(teaser.getByRole("listitem").getByRole("link")).toHaveText(nextTwo.map((event) => event.title));
  for (const event of nextTwo) {
    await expect(teaser.getByRole("link", { name: event.title, exact: true })).toHaveAttribute("href", "/portal/exclusive");
    const item = teaser.getByRole("listitem").filter({ hasText: event.title });
    if (event.isRegistered) await expect(item).toContainText("Registered");
    else await expect(item).not.toContainText("Registered");
  }
  await expect(teaser.getByRole("listitem").filter({ hasText: WORKSHOP.title })).toContainText("Registered");

  const subject = `You're registered: ${WORKSHOP.title}`;
  await expect.poll(async () => (await outboxFor(student.email)).map((email) => email.subject), { timeout: 15_000 }).toContain(subject);
  const email = (await outboxFor(student.email)).find((sent) => sent.subject === subject)!;
  const ics = parseCalendar(email.attachments![0]!.content);
  expect(ics.events[0]).toMatchObject({ SUMMARY: WORKSHOP.title, ...icsTimes(WORKSHOP) });

  // The student cancels their own registration: the seat is freed and Register Now comes back.
  await page.goto("/portal/exclusive");
  await ready(page);
  const taken = await placesLeft(card(page, WORKSHOP.title));
  await card(page, WORKSHOP.title).getByRole("button", { name: "Cancel registration" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration cancelled" })).toBeVisible();
  await expect(card(page, WORKSHOP.title).getByRole("button", { name: "Register Now" })).toBeVisible();
  await expect(card(page, WORKSHOP.title).getByText("Registered", { exact: true })).toHaveCount(0);
  expect(await placesLeft(card(page, WORKSHOP.title))).toBeGreaterThanOrEqual(taken + 1);
  expect(await (await page.request.get("/api/portal/events/registrations")).json()).toEqual([]);
  const finished = await page.request.post("/portal/exclusive", { form: { intent: "cancel-registration", eventId: COMPLETED.eventId } });
  expect(finished.status()).toBe(409);
});

test("the events screen features the master class while upcoming (else the soonest event), lists events with Register and the recordings; refusals say why and write nothing", async ({
  page,
}) => {
  await signUp(page);
  const upcomingEvents: EventJson[] = await (await page.request.get("/api/portal/events/upcoming")).json();
  // The seeded master class while it is upcoming, then the soonest upcoming event (one of ours, or a seeded one on its day).
  const expected = upcomingEvents.find((event) => event.id === FEATURED_EVENT_ID) ?? upcomingEvents[0]!;
  const expectedStart = new Date(expected.startsAt);
  await page.goto("/portal/events");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Events & Support" })).toBeVisible();
  const featured = page.locator(".event-featured");
  await expect(featured.getByRole("heading", { name: expected.title, exact: true })).toBeVisible();
  await expect(featured.getByText(eventDate(expectedStart))).toBeVisible();
  await expect(featured.getByText(`${eventTime(expectedStart)} · ${eventDuration(expected.durationMinutes)}`)).toBeVisible();
  await expect(card(page, QUESTIONS.title).getByRole("button", { name: "Register", exact: true })).toBeVisible();
  await expect(card(page, PANEL.title).getByRole("button", { name: "Register", exact: true })).toBeVisible();
  const recordings = page.getByRole("region", { name: "Event Recordings" });
  await expect(recordings.getByRole("heading", { name: COMPLETED.title })).toBeVisible();
  await expect(recordings.getByText("Recording not available yet").first()).toBeVisible();
  await expect(recordings.getByRole("link", { name: /Watch/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await ready(page);
  await featured.getByRole("button", { name: "Register Now - Free for Portal Users" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS.title })).toContainText(SUCCESS.description);
  await expect(featured.getByText("Registered", { exact: true })).toBeVisible();
  await expect(featured.getByRole("button", { name: "Register Now - Free for Portal Users" })).toHaveCount(0);

  // Forged or stale forms: a completed event, an unknown one, a blank id, an unknown intent.
  const completed = await page.request.post("/portal/events", { form: { intent: "register", eventId: COMPLETED.eventId } });
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
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: QUESTIONS.eventId } })).status()).toBe(201);
  expect((await page.request.post(`/api/portal/events/${QUESTIONS.eventId}/register`)).status()).toBe(200);
  expect((await page.request.post("/api/portal/events/no-such-event/register")).status()).toBe(404);
  const closed = await page.request.post(`/api/portal/events/${COMPLETED.eventId}/register`);
  expect(closed.status()).toBe(409);
  expect(await closed.json()).toEqual({ error: { message: "This event has already taken place, so registration is closed." } });
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: "" } })).status()).toBe(400);
  expect((await page.request.post("/api/portal/events/register", { form: { eventId: expected.id } })).status()).toBe(200);

  const registrations: { eventId: string }[] = await (await page.request.get("/api/portal/events/registrations")).json();
  expect(registrations.map((registration) => registration.eventId).sort()).toEqual([expected.id, QUESTIONS.eventId].sort());
  const upcoming: { id: string; status: string }[] = await (await page.request.get("/api/portal/events/upcoming")).json();
  expect(upcoming.every((event) => event.status === "upcoming")).toBe(true);
  expect(upcoming.map((event) => event.id)).not.toContain(COMPLETED.eventId);
});

test("Join Meeting appears only for a registered student, and only once an operator set the link", async ({ page }) => {
  const link = "https://meet.example.org/study-compass-open-q-and-a";
  const set = spawnSync("node_modules/.bin/tsx", ["workers/cli/events-set-link.ts", OPEN_QUESTIONS.eventId, link], {
    env: process.env,
    encoding: "utf8",
  });
  expect(set.status, set.stderr).toBe(0);
  await signUp(page);
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: PANEL.eventId } })).status()).toBe(201);
  await page.goto("/portal/exclusive");
  const qa = card(page, OPEN_QUESTIONS.title);
  await expect(qa.getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
  const events: { id: string; meetingLink?: string }[] = await (await page.request.get("/api/portal/events")).json();
  expect(events.find((event) => event.id === OPEN_QUESTIONS.eventId)).not.toHaveProperty("meetingLink");

  await ready(page);
  await qa.getByRole("button", { name: "Register Now" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS.title })).toBeVisible();
  await expect(qa.getByRole("link", { name: "Join Meeting" })).toHaveAttribute("href", link);
  // Registered for the panel, whose link was never set: still no Join Meeting.
  const panel = card(page, PANEL.title);
  await expect(panel.getByText("Registered", { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Join Meeting" })).toHaveCount(0);
});

test("the personal calendar feed is read by its secret URL without a session, holds the registered event, and a reset makes the old URL 404", async ({
  page,
  request,
}) => {
  await signUp(page);
  expect((await page.request.post("/api/portal/events/register", { data: { eventId: PANEL.eventId } })).status()).toBe(201);
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
  expect(calendar.events.map((entry) => entry.SUMMARY)).toEqual([PANEL.title]);
  expect(calendar.events[0]).toMatchObject(icsTimes(PANEL));

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
