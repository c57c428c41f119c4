import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { SchoolShortlisted, SchoolUnshortlisted, ShortlistEntryNoted, ShortlistPriorityChanged, ShortlistStatusChanged } from "./events.ts";
import { shortlistProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const spec = projectionSpec(shortlistProjection);
const a = "student-a";
const b = "student-b";
const addedAt = new Date("2026-03-01T12:00:00Z");
const changedAt = new Date("2026-03-02T12:00:00Z");

describe("the shortlist projection", () => {
  it("given a school shortlisted, then its status, priority and notes changed, then one row with them, added when shortlisted", async () => {
    await spec
      .given([
        { event: SchoolShortlisted.create({ userId: a, schoolId: "school_mit" }), recordedAt: addedAt },
        ShortlistStatusChanged.create({ userId: a, schoolId: "school_mit", status: "application_started" }),
        ShortlistPriorityChanged.create({ userId: a, schoolId: "school_mit", priority: "top_choice" }),
        { event: ShortlistEntryNoted.create({ userId: a, schoolId: "school_mit", notes: "Ask about CAPE credit." }), recordedAt: changedAt },
      ])
      .then({
        shortlist_entries: [
          {
            id: `${a}:school_mit`,
            user_id: a,
            school_id: "school_mit",
            status: "application_started",
            priority: "top_choice",
            notes: "Ask about CAPE credit.",
            added_at: addedAt,
            updated_at: changedAt,
          },
        ],
      });
  });

  it("given a school shortlisted then removed, then no row; added again, it starts afresh", async () => {
    await spec
      .given([
        SchoolShortlisted.create({ userId: a, schoolId: "school_mit" }),
        ShortlistStatusChanged.create({ userId: a, schoolId: "school_mit", status: "applied" }),
        SchoolUnshortlisted.create({ userId: a, schoolId: "school_mit" }),
      ])
      .then({ shortlist_entries: [] });
    const rows = await spec
      .given([
        SchoolShortlisted.create({ userId: a, schoolId: "school_mit" }),
        ShortlistStatusChanged.create({ userId: a, schoolId: "school_mit", status: "applied" }),
        SchoolUnshortlisted.create({ userId: a, schoolId: "school_mit" }),
        SchoolShortlisted.create({ userId: a, schoolId: "school_mit" }),
      ])
      .rows();
    expect(rows.shortlist_entries).toEqual([expect.objectContaining({ status: "saved", priority: "considering", notes: "" })]);
  });

  it("given two students' shortlists and one account deleted, then only the other student's rows remain", async () => {
    await spec
      .given([
        SchoolShortlisted.create({ userId: a, schoolId: "school_mit" }),
        ShortlistEntryNoted.create({ userId: a, schoolId: "school_mit", notes: "private" }),
        SchoolShortlisted.create({ userId: b, schoolId: "school_mit" }),
        SchoolShortlisted.create({ userId: a, schoolId: "school_ubc" }),
        AccountDeleted.create({ userId: a }),
      ])
      .then({ shortlist_entries: [expect.objectContaining({ user_id: b, school_id: "school_mit", notes: "" })] });
  });
});
