import { describe, expect, it } from "vitest";
import type { SavedItemView } from "../saved/index.ts";
import { scholarshipDeadlinesFrom } from "./queries.ts";

function savedScholarship(id: string, deadline: string | null, status: SavedItemView["status"] = "to_do", available = true): SavedItemView {
  return {
    id,
    contentId: `scholarship_${id}`,
    status,
    priority: "medium",
    savedAt: new Date("2026-11-01T00:00:00Z"),
    updatedAt: new Date("2026-11-01T00:00:00Z"),
    personalNotes: null,
    title: available ? `Scholarship ${id}` : null,
    path: available ? `/funding#${id}` : null,
    contentType: "scholarship",
    scholarship: available ? ({ deadline } as NonNullable<Extract<SavedItemView, { contentType: "scholarship" }>["scholarship"]>) : null,
  };
}

describe("the dashboard's scholarship deadlines", () => {
  const today = "2026-11-23";
  it("lists deadlines from today on, soonest first, with the days left", () => {
    const deadlines = scholarshipDeadlinesFrom(
      [savedScholarship("late", "2027-01-15"), savedScholarship("today", "2026-11-23"), savedScholarship("soon", "2026-12-01")],
      today,
    );
    expect(deadlines.map((deadline) => [deadline.itemId, deadline.daysLeft])).toEqual([
      ["today", 0],
      ["soon", 8],
      ["late", 53],
    ]);
  });
  it.each([
    ["a passed deadline", savedScholarship("past", "2026-11-22")],
    ["no deadline (open)", savedScholarship("open", null)],
    ["one already applied for", savedScholarship("applied", "2026-12-01", "applied")],
    ["one awarded", savedScholarship("awarded", "2026-12-01", "awarded")],
    ["one no longer available", savedScholarship("gone", "2026-12-01", "to_do", false)],
  ])("leaves out %s", (_, item) => {
    expect(scholarshipDeadlinesFrom([item], today)).toEqual([]);
  });
  it("shows at most five", () => {
    const items = ["01", "02", "03", "04", "05", "06"].map((day) => savedScholarship(day, `2026-12-${day}`));
    expect(scholarshipDeadlinesFrom(items, today).map((deadline) => deadline.itemId)).toEqual(["01", "02", "03", "04", "05"]);
  });
});
