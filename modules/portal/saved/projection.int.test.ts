import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { ContentSaved, ContentUnsaved, SavedItemNoted, SavedItemStatusChanged } from "./events.ts";
import { savedItemsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const itemA1 = "00000000-0000-4000-8000-0000000000a1";
const itemA2 = "00000000-0000-4000-8000-0000000000a2";
const itemB1 = "00000000-0000-4000-8000-0000000000b1";
const savedAt = new Date("2026-03-01T10:00:00Z");
const notedAt = new Date("2026-03-02T10:00:00Z");
const appliedAt = new Date("2026-03-03T10:00:00Z");

const aSavesArticle = ContentSaved.create({ userId: "student-a", itemId: itemA1, contentType: "article", contentId: "article-1" });
const aSavesScholarship = ContentSaved.create({ userId: "student-a", itemId: itemA2, contentType: "scholarship", contentId: "chevening" });
const bSavesScholarship = ContentSaved.create({ userId: "student-b", itemId: itemB1, contentType: "scholarship", contentId: "chevening" });

describe("the saved items projection", () => {
  it("given a save, then the item starts as 'saved' with priority 'medium', dated by its event", async () => {
    await projectionSpec(savedItemsProjection)
      .given([{ event: aSavesArticle, recordedAt: savedAt }])
      .then({
        saved_items: [
          {
            id: itemA1,
            user_id: "student-a",
            content_type: "article",
            content_id: "article-1",
            personal_notes: null,
            status: "saved",
            priority: "medium",
            saved_at: savedAt,
            updated_at: savedAt,
          },
        ],
      });
  });

  it("given notes and a status change, then the row holds them, updated at the last change", async () => {
    await projectionSpec(savedItemsProjection)
      .given([
        { event: aSavesScholarship, recordedAt: savedAt },
        { event: SavedItemNoted.create({ userId: "student-a", itemId: itemA2, notes: "Ask Ms Clarke for a reference" }), recordedAt: notedAt },
        { event: SavedItemStatusChanged.create({ userId: "student-a", itemId: itemA2, status: "applied" }), recordedAt: appliedAt },
      ])
      .then({
        saved_items: [
          expect.objectContaining({ id: itemA2, personal_notes: "Ask Ms Clarke for a reference", status: "applied", saved_at: savedAt, updated_at: appliedAt }),
        ],
      });
  });

  it("given notes emptied, then the notes read as none", async () => {
    await projectionSpec(savedItemsProjection)
      .given([
        aSavesArticle,
        SavedItemNoted.create({ userId: "student-a", itemId: itemA1, notes: "x" }),
        SavedItemNoted.create({ userId: "student-a", itemId: itemA1, notes: "" }),
      ])
      .then({ saved_items: [expect.objectContaining({ id: itemA1, personal_notes: null })] });
  });

  it("given an unsave, then only that student's item is gone", async () => {
    await projectionSpec(savedItemsProjection)
      .given([
        aSavesScholarship,
        bSavesScholarship,
        ContentUnsaved.create({ userId: "student-a", itemId: itemA2, contentType: "scholarship", contentId: "chevening" }),
      ])
      .then({ saved_items: [expect.objectContaining({ id: itemB1, user_id: "student-b" })] });
  });

  it("given another student's item id in an event, then it changes nothing of theirs", async () => {
    await projectionSpec(savedItemsProjection)
      .given([bSavesScholarship, SavedItemStatusChanged.create({ userId: "student-a", itemId: itemB1, status: "rejected" })])
      .then({ saved_items: [expect.objectContaining({ id: itemB1, status: "saved" })] });
  });

  it("given AccountDeleted, then every row of that student is deleted and the other student's stay", async () => {
    await projectionSpec(savedItemsProjection)
      .given([aSavesArticle, aSavesScholarship, bSavesScholarship, AccountDeleted.create({ userId: "student-a" })])
      .then({ saved_items: [expect.objectContaining({ id: itemB1, user_id: "student-b" })] });
  });
});
