import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The admin's event editor, one walk: create (with field errors), edit and
 * reschedule, a conflict with another tab, history and restore, cancel. Each
 * run makes its own admin and its own event, named with a run-unique word, so
 * the js and no-js projects never see each other's.
 */

async function fillEvent(page: Page, fields: { title: string; startsAt: string; capacity?: string }) {
  await page.getByLabel("Title", { exact: true }).fill(fields.title);
  await page.getByLabel("Description", { exact: true }).fill("Mock interviews in small groups, with feedback.");
  await page.getByLabel("Starts", { exact: true }).fill(fields.startsAt);
  await page.getByLabel("Duration (minutes)", { exact: true }).fill("90");
  await page.getByLabel("Presenter", { exact: true }).fill("Study Compass Admissions Team");
  await page.getByLabel("Presenter's role", { exact: true }).fill("Admissions advisers");
  await page.getByLabel("Capacity (optional)", { exact: true }).fill(fields.capacity ?? "30");
}

test("an admin creates, reschedules, meets a conflict, restores and cancels an event, with errors beside the fields", ONCE, async ({ page }) => {
  test.slow();
  await signUp(page);
  await makeAdmin(page);
  const word = randomUUID().slice(0, 8);
  const title = `Interview Evening ${word}`;

  await page.goto("/admin/events/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Event" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Enter the event's title.")).toBeVisible();
  await expect(page.getByText("Enter the date and start time (Atlantic Standard Time).")).toBeVisible();
  await fillEvent(page, { title, startsAt: "2020-05-01T19:00" });
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Choose a start time in the future.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Starts", { exact: true }).fill("2030-05-01T19:00");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/admin\/events\?done=created/);
  await expect(page.getByText("Event created successfully")).toBeVisible();

  await page.goto(`/admin/events?q=${word}&status=upcoming`);
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(page.getByText("0/30 seats taken")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Event" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const editUrl = page.url();

  // Another tab saves first: this tab's save is refused, what was typed stays, their version is shown.
  const other = await page.context().newPage();
  await other.goto(editUrl);
  await other.getByLabel("Title", { exact: true }).fill(`${title} (theirs)`);
  await other.getByRole("button", { name: "Save Changes" }).click();
  await expect(other).toHaveURL(/done=updated/);
  await other.close();
  await page.getByLabel("Starts", { exact: true }).fill("2030-05-08T18:00");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Someone else saved this event after you opened it.", { exact: false })).toBeVisible();
  await expect(page.getByText("The version saved meanwhile")).toBeVisible();
  await expect(page.getByLabel("Starts", { exact: true })).toHaveValue("2030-05-08T18:00");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/done=rescheduled/);
  await expect(page.getByText("Event rescheduled: every registrant is being emailed the new time.")).toBeVisible();

  // History: restore the first version (its title and its time).
  const id = new URL(editUrl).pathname.split("/")[3]!;
  await page.goto(`/admin/events/${id}/history`);
  await expect(page.getByRole("heading", { level: 1, name: `History: ${title}` })).toBeVisible();
  await expect(page.getByText("Rescheduled").first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Restore this version (version 1)" }).click();
  await expect(page.getByText("Version 1 restored. It is now the current version.")).toBeVisible();

  // Cancel, through the confirmation step.
  await page.goto(`/admin/events?q=${word}`);
  await page.getByRole("link", { name: `Cancel ${title}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancel "${title}"?`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel event" }).click();
  await expect(page.getByText("Students now see it as cancelled, and every registrant is being emailed.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Cancelled", { exact: true })).toBeVisible();
  await page.goto(`/admin/events/${id}/history`);
  await expect(page.getByTestId("history-deleted")).toHaveText(
    "This event was cancelled. Its history is kept, but a cancelled event cannot be changed or restored.",
  );
  await expect(page.getByRole("button", { name: /Restore this version/ })).toHaveCount(0);
});
