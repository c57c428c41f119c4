import { describe, expect, it } from "vitest";
import { reminderEmail, reminderSubject } from "./emails.ts";
import type { ReminderItem } from "./sources.ts";

const scholarship: ReminderItem = {
  kind: "scholarship",
  itemId: "scholarship_a",
  title: "Caribbean <Future> & Leaders Award",
  deadline: "2026-12-10",
  path: "/funding?closed=1#scholarship-a",
  wording: "closes",
  statements: [],
};
const school: ReminderItem = {
  kind: "school",
  itemId: "school_a",
  title: "University of Somewhere",
  deadline: "2026-12-15",
  path: "/schools/university-of-somewhere",
  wording: "named-deadline",
  statements: ["Apply by December 15 (2026/27 cycle)"],
};
const input = {
  id: "reminder:u:scholarship:scholarship_a:2026-12-10:3",
  to: "ana@example.com",
  firstName: "Ana",
  origin: "https://example.test",
  createdAt: new Date(),
};

describe("reminder emails", () => {
  it("names the scholarship, the days left and the date in the subject", () => {
    expect(reminderSubject(scholarship, 3)).toBe("Reminder: Caribbean <Future> & Leaders Award closes in 3 days (Thursday 10 December 2026)");
    expect(reminderSubject(scholarship, 1)).toBe("Reminder: Caribbean <Future> & Leaders Award closes in 1 day (Thursday 10 December 2026)");
  });

  it("links the item and the settings page where reminders are turned off, and escapes the HTML", () => {
    const email = reminderEmail({ ...input, item: scholarship, daysLeft: 3 });
    expect(email.text).toContain("See the scholarship: https://example.test/funding?closed=1#scholarship-a");
    expect(email.text).toContain("https://example.test/portal/settings");
    expect(email.html).toContain("Caribbean &lt;Future&gt; &amp; Leaders Award");
    expect(email.html).not.toContain("<Future>");
    expect(email.html).toContain('<a href="https://example.test/portal/settings">');
  });

  it("quotes a school's own words and shows no worked-out date for it", () => {
    const email = reminderEmail({ ...input, item: school, daysLeft: 14 });
    expect(email.subject).toBe("Reminder: University of Somewhere has an application deadline in 14 days");
    expect(email.text).toContain("“Apply by December 15 (2026/27 cycle)”");
    expect(email.text).not.toContain("2026-12-15");
    expect(email.text).not.toContain("December 2026");
  });

  it("gives the date of a school deadline its source dates, beside the source's words", () => {
    const dated: ReminderItem = { ...school, wording: "dated-deadline", statements: ["Apply by December 15, 2026 (2027 entry)"] };
    const email = reminderEmail({ ...input, item: dated, daysLeft: 3 });
    expect(email.subject).toBe("Reminder: University of Somewhere has an application deadline in 3 days (Tuesday 15 December 2026)");
    expect(email.text).toContain("has an application deadline in 3 days: Tuesday 15 December 2026.");
    expect(email.text).toContain("“Apply by December 15, 2026 (2027 entry)”");
    expect(email.text).toContain("See the school: https://example.test/schools/university-of-somewhere");
  });
});
