import { describe, expect, it } from "vitest";
import { recordedStream } from "../eventstore/testing.ts";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { evolveScholarship } from "./scholarship-rows.ts";

const scholarship = scholarships[0]!;
const [listed, revised, deleted] = recordedStream(`scholarship-${scholarship.id}`, [
  { event: ScholarshipListed.create(scholarship), at: new Date("2026-03-01T12:00:00Z") },
  { event: ScholarshipRevised.create({ ...scholarship, title: "Renamed" }), at: new Date("2026-04-01T12:00:00Z") },
  ScholarshipDeleted.create({ id: scholarship.id }),
]);

describe("a scholarship's row, event by event", () => {
  it("given no row, when listed, then a row created and updated at the event's time", () => {
    expect(evolveScholarship(undefined, listed!)).toEqual(
      expect.objectContaining({ id: scholarship.id, title: scholarship.title, created_at: "2026-03-01T12:00:00.000Z", updated_at: "2026-03-01T12:00:00.000Z" }),
    );
  });

  it("given a row, when revised, then the whole entry replaced, created when first listed", () => {
    const row = evolveScholarship(evolveScholarship(undefined, listed!), revised!);
    expect(row).toEqual(expect.objectContaining({ title: "Renamed", created_at: "2026-03-01T12:00:00.000Z", updated_at: "2026-04-01T12:00:00.000Z" }));
  });

  it("given no row, when revised, then a row created at the revision (as an upsert did)", () => {
    expect(evolveScholarship(undefined, revised!)).toEqual(expect.objectContaining({ created_at: "2026-04-01T12:00:00.000Z" }));
  });

  it("given a row, when deleted, then no row", () => {
    expect(evolveScholarship(evolveScholarship(undefined, listed!), deleted!)).toBeUndefined();
  });
});
