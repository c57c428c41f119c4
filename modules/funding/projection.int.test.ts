import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { scholarshipsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const scholarship = scholarships[0]!;
const listedAt = new Date("2026-03-01T12:00:00Z");
const revisedAt = new Date("2026-04-01T12:00:00Z");
const spec = projectionSpec(scholarshipsProjection);

describe("the scholarships projection", () => {
  it("given a listed and revised scholarship, then one row with the revised content, created when listed", async () => {
    await spec
      .given([
        { event: ScholarshipListed.create(scholarship), recordedAt: listedAt },
        { event: ScholarshipRevised.create({ ...scholarship, deadlineCycle: "2999 round" }), recordedAt: revisedAt },
      ])
      .then({
        scholarships: [
          expect.objectContaining({ id: scholarship.id, slug: scholarship.slug, deadline_cycle: "2999 round", created_at: listedAt, updated_at: revisedAt }),
        ],
      });
  });

  it("given a scholarship listed then deleted, then no row", async () => {
    await spec.given([ScholarshipListed.create(scholarship), ScholarshipDeleted.create({ id: scholarship.id })]).then({ scholarships: [] });
  });

  it("reads a version 1 event as having no deadline cycle, note or source", async () => {
    const { deadlineCycle: _cycle, deadlineNote: _note, deadlineSourceUrl: _source, ...version1 } = scholarship;
    const rows = await spec.given([{ type: ScholarshipListed.type, schemaVersion: 1, data: version1 }]).rows();
    expect(rows.scholarships).toEqual([expect.objectContaining({ id: scholarship.id, deadline_cycle: null, deadline_note: null, deadline_source_url: null })]);
  });

  it("given a scholarship for postgraduates revised to both levels, then its row names both; a version 2 event reads as any level", async () => {
    const { studyLevels: _levels, ...version2 } = scholarship;
    await spec
      .given([
        { event: ScholarshipListed.create({ ...scholarship, studyLevels: ["postgraduate"] }), recordedAt: listedAt },
        { event: ScholarshipRevised.create({ ...scholarship, studyLevels: ["undergraduate", "postgraduate"] }), recordedAt: revisedAt },
        ScholarshipListed.create({ ...scholarship, id: "scholarship_other", slug: "other-award", studyLevels: ["postgraduate"] }),
        { type: ScholarshipRevised.type, schemaVersion: 2, data: { ...version2, id: "scholarship_other", slug: "other-award" } },
      ])
      .then({
        scholarships: [
          expect.objectContaining({ id: scholarship.id, study_levels: ["undergraduate", "postgraduate"] }),
          expect.objectContaining({ id: "scholarship_other", study_levels: [] }),
        ],
      });
  });
});
