import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { recordedStream } from "../eventstore/testing.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { scholarshipHistoryOf } from "./history.ts";

const scholarship = scholarships[0]!;
const names = new Map([["user_editor", "Editor One (editor@example.com)"]]);

describe("a scholarship's history", () => {
  const listed = { event: ScholarshipListed.create(scholarship), actor: "system", requestId: "seed-1" };
  const revised = ScholarshipRevised.create({ ...scholarship, title: "A clearer title", description: `${scholarship.description}\n\nNew paragraph.` });
  const hidden = ScholarshipRevised.create({ ...scholarship, title: "A clearer title", isActive: false });

  it("given listed by the seed, revised, hidden and restored, then newest first with who, what changed, and restore offered where the content differs", () => {
    const restored = { ...ScholarshipRevised.create({ ...scholarship, isActive: false }), metadata: { restoredFromVersion: 1 } };
    const history = scholarshipHistoryOf(scholarship.id, recordedStream(`scholarship-${scholarship.id}`, [listed, revised, hidden, restored]), names)!;
    expect(history).toMatchObject({ id: scholarship.id, title: scholarship.title, version: 4, deleted: false, publicPath: null });
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by, revision.restorable])).toEqual([
      [4, "Restored version 1", "Editor One (editor@example.com)", false],
      [3, "Revised", "Editor One (editor@example.com)", true],
      [2, "Revised", "Editor One (editor@example.com)", true],
      [1, "Listed", "Seed", false],
    ]);
    expect(history.revisions[0]!.changes).toEqual([{ label: "Title", kind: "value", before: "A clearer title", after: scholarship.title }]);
    expect(history.revisions[1]!.changes.map((change) => change.label)).toEqual(["Status", "Description"]);
    expect(history.revisions[2]!.changes).toContainEqual({
      label: "Description",
      kind: "lines",
      lines: expect.arrayContaining([
        { kind: "added", text: "" },
        { kind: "added", text: "New paragraph." },
      ]),
    });
  });

  it("given a deleted scholarship, then its history says so and offers no restore", () => {
    const history = scholarshipHistoryOf(
      scholarship.id,
      recordedStream(`scholarship-${scholarship.id}`, [listed, revised, ScholarshipDeleted.create({ id: scholarship.id })]),
      names,
    )!;
    expect(history).toMatchObject({ deleted: true, publicPath: null });
    expect(history.revisions[0]).toMatchObject({ change: "Deleted", changes: [{ label: "Status", kind: "value", before: "Active", after: "Deleted" }] });
    expect(history.revisions.some((revision) => revision.restorable)).toBe(false);
  });

  it("given an active scholarship, then its public path is /funding searched by its title", () => {
    const history = scholarshipHistoryOf(scholarship.id, recordedStream(`scholarship-${scholarship.id}`, [listed]), names)!;
    expect(history.publicPath).toBe(`/funding?${new URLSearchParams({ q: scholarship.title })}`);
  });
});
