import { escapeHtml, type OutgoingEmail } from "../../mail/index.ts";
import type { ReminderItem } from "./sources.ts";

export interface ReminderEmailInput {
  id: string;
  to: string;
  firstName: string | null;
  item: ReminderItem;
  /** Whole days left when it is sent: the scheduled number, or fewer for a reminder that stands in for missed ones. */
  daysLeft: number;
  origin: string;
  createdAt: Date;
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Thursday 10 December 2026". */
export function formatDeadline(deadline: string): string {
  // From the parts, since ICU versions differ on the comma after the weekday.
  const parts = new Map(LONG_DATE.formatToParts(new Date(`${deadline}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.get("weekday")} ${parts.get("day")} ${parts.get("month")} ${parts.get("year")}`;
}

function inDays(days: number): string {
  return days === 1 ? "in 1 day" : `in ${days} days`;
}

/** The subject: "Reminder: <title> closes in 3 days (Thursday 10 December 2026)". */
export function reminderSubject(item: ReminderItem, daysLeft: number): string {
  const title = item.title.replace(/\s+/g, " ").trim();
  switch (item.wording) {
    case "closes":
    case "alert-closes":
      return `Reminder: ${title} closes ${inDays(daysLeft)} (${formatDeadline(item.deadline)})`;
    case "starts":
      return `Reminder: ${title} starts ${inDays(daysLeft)} (${formatDeadline(item.deadline)})`;
    case "dated-deadline":
      return `Reminder: ${title} has an application deadline ${inDays(daysLeft)} (${formatDeadline(item.deadline)})`;
    case "named-deadline":
      return `Reminder: ${title} has an application deadline ${inDays(daysLeft)}`;
  }
}

function opening(item: ReminderItem, daysLeft: number): string[] {
  const title = item.title.replace(/\s+/g, " ").trim();
  switch (item.wording) {
    case "closes":
      return [`${title}, a scholarship you saved, closes ${inDays(daysLeft)}: ${formatDeadline(item.deadline)} is the last day to apply.`];
    case "alert-closes":
      return [
        `${title}, a scholarship you asked us to tell you about when it opened, closes ${inDays(daysLeft)}: ${formatDeadline(item.deadline)} is the last day to apply.`,
      ];
    case "starts":
      return [`${title}, an event you registered for, starts ${inDays(daysLeft)}, on ${formatDeadline(item.deadline)}.`, ...item.statements];
    case "dated-deadline":
      return [
        `${title}, a school on your shortlist, has an application deadline ${inDays(daysLeft)}: ${formatDeadline(item.deadline)}. In its own words:`,
        ...item.statements.map((statement) => `“${statement}”`),
        "Check the school's official page before you rely on it: schools sometimes move a date.",
      ];
    case "named-deadline":
      // The school's words name a day, not a year: say so rather than promise a date.
      return [
        `${title}, a school on your shortlist, names an application deadline ${inDays(daysLeft)}. In its own words:`,
        ...item.statements.map((statement) => `“${statement}”`),
        "Dates can change from one admissions cycle to the next: check the school's official page before you rely on it.",
      ];
  }
}

/** A deadline reminder, in text and HTML (every dynamic part escaped). */
export function reminderEmail(input: ReminderEmailInput): OutgoingEmail {
  const { item, daysLeft, origin } = input;
  const greeting = `Hi ${input.firstName?.replace(/\s+/g, " ").trim() || "there"},`;
  const paragraphs = opening(item, daysLeft);
  const itemLink = {
    text: item.wording === "starts" ? "See the event" : item.wording === "closes" || item.wording === "alert-closes" ? "See the scholarship" : "See the school",
    url: `${origin}${item.path}`,
  };
  const settingsUrl = `${origin}/portal/settings`;
  const footer =
    "You get deadline reminders 14, 3 and 1 days before each deadline you follow on Study Compass. To stop them, turn deadline reminders off in your settings:";
  const text = [greeting, "", ...paragraphs, "", `${itemLink.text}: ${itemLink.url}`, "", footer, settingsUrl].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(itemLink.url)}">${escapeHtml(itemLink.text)}</a></p>`,
    `<p>${escapeHtml(footer)} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
  ].join("");
  return { id: input.id, to: input.to, subject: reminderSubject(item, daysLeft), text, html, createdAt: input.createdAt };
}
