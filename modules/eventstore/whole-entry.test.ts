import { describe, expect, it } from "vitest";
import { CategoryAdded, CategoryRevised, catalogEntryKinds } from "../catalog/index.ts";
import type { RecordedEvent } from "./event-definition.ts";
import { currentEntry, decideEntry } from "./whole-entry.ts";

const kind = catalogEntryKinds.category;
const funding = { id: "funding", name: "Funding", slug: "funding", description: "Scholarships and money." };

function recorded(event: { type: string; schemaVersion: number; data: unknown }, version: number): RecordedEvent {
  return {
    ...event,
    globalPosition: version,
    transactionId: String(version),
    eventId: `e${version}`,
    streamId: "category-funding",
    streamVersion: version,
    metadata: { actor: "system", requestId: "t", occurredAt: "2026-01-01T00:00:00Z" },
    recordedAt: new Date("2026-01-01T00:00:00Z"),
  };
}

describe("deciding a catalogue entry", () => {
  it("given no entry, when it is desired, then it is added", () => {
    expect(decideEntry(null, funding, kind)).toEqual([CategoryAdded.create(funding)]);
  });

  it("given the same entry, when it is desired again, then nothing happens (seeding twice adds nothing)", () => {
    expect(decideEntry(funding, { ...funding }, kind)).toEqual([]);
  });

  it("given an entry, when different content is desired, then it is revised whole", () => {
    const improved = { ...funding, description: "Scholarships, grants and loans." };
    expect(decideEntry(funding, improved, kind)).toEqual([CategoryRevised.create(improved)]);
  });

  it("refuses content that breaks the entry's schema", () => {
    expect(() => decideEntry(null, { ...funding, slug: "Not A Slug" }, kind)).toThrow();
  });

  it("folds a stream into its latest content", () => {
    const revised = { ...funding, name: "Funding & Scholarships" };
    const history = [recorded(CategoryAdded.create(funding), 1), recorded(CategoryRevised.create(revised), 2)];
    expect(currentEntry(history, kind)).toEqual(revised);
    expect(currentEntry([], kind)).toBeNull();
  });
});
