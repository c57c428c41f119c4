import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEvent } from "./event-definition.ts";
import {
  actorLabel,
  editorialRevisions,
  fieldChanges,
  lineDiff,
  revisionSnapshots,
  userActors,
  type EditorialHistoryRules,
  type HistoryField,
} from "./history.ts";
import { recordedStream } from "./testing.ts";

// A toy domain, so this stays free of any module's: a note with a title and a body.
const NoteWritten = defineEvent("NoteWritten", z.object({ title: z.string(), body: z.string() }));
const NoteArchived = defineEvent("NoteArchived", z.object({}));
type Note = { title: string; body: string; archived: boolean } | null;
const noteEvolver = {
  initialState: (): Note => null,
  evolve: (state: Note, event: Parameters<typeof NoteWritten.match>[0]): Note => {
    const written = NoteWritten.match(event);
    if (written) return { ...written, archived: false };
    return state && NoteArchived.match(event) ? { ...state, archived: true } : state;
  },
};
const fields: HistoryField<Note>[] = [
  { label: "Title", read: (note) => note?.title ?? null },
  { label: "Body", read: (note) => note?.body ?? null, long: true },
  { label: "Archived", read: (note) => (note ? (note.archived ? "Yes" : "No") : null) },
];

describe("folding a stream into revisions", () => {
  it("given three events, when folded, then each has its version, type and the state before and after it", () => {
    const events = recordedStream("note-1", [
      NoteWritten.create({ title: "A", body: "one" }),
      { ...NoteWritten.create({ title: "B", body: "one" }), metadata: { restoredFromVersion: 1 } },
      NoteArchived.create({}),
    ]);
    const snapshots = revisionSnapshots(noteEvolver, events);
    expect(
      snapshots.map((snapshot) => [snapshot.version, snapshot.type, snapshot.restoredFromVersion, snapshot.before?.title ?? null, snapshot.after]),
    ).toEqual([
      [1, "NoteWritten", null, null, { title: "A", body: "one", archived: false }],
      [2, "NoteWritten", 1, "A", { title: "B", body: "one", archived: false }],
      [3, "NoteArchived", null, "B", { title: "B", body: "one", archived: true }],
    ]);
  });
});

describe("what changed between two states", () => {
  it("given a changed title and an unchanged body, then only the title, as before → after", () => {
    expect(fieldChanges(fields, { title: "A", body: "x", archived: false }, { title: "B", body: "x", archived: false })).toEqual([
      { label: "Title", kind: "value", before: "A", after: "B" },
    ]);
  });

  it("given nothing before, then every field that has a value, long text as added lines", () => {
    expect(fieldChanges(fields, null, { title: "A", body: "one\ntwo", archived: false })).toEqual([
      { label: "Title", kind: "value", before: null, after: "A" },
      {
        label: "Body",
        kind: "lines",
        lines: [
          { kind: "added", text: "one" },
          { kind: "added", text: "two" },
        ],
      },
      { label: "Archived", kind: "value", before: null, after: "No" },
    ]);
  });

  it("given a long text with one line changed among many, then the line is removed and added, with two lines of context and the rest folded", () => {
    const before = ["1", "2", "3", "4", "5", "6", "7", "8", "9"].join("\n");
    const after = ["1", "2", "3", "4", "five", "6", "7", "8", "9"].join("\n");
    expect(lineDiff(before, after)).toEqual([
      { kind: "skipped", count: 2 },
      { kind: "unchanged", text: "3" },
      { kind: "unchanged", text: "4" },
      { kind: "removed", text: "5" },
      { kind: "added", text: "five" },
      { kind: "unchanged", text: "6" },
      { kind: "unchanged", text: "7" },
      { kind: "skipped", count: 2 },
    ]);
  });
});

describe("line endings", () => {
  it("given the same lines with \\r\\n and \\n, then no line reads as changed", () => {
    expect(lineDiff("## Body\r\n\r\nFirst.", "## Body\n\nSecond.")).toEqual([
      { kind: "unchanged", text: "## Body" },
      { kind: "unchanged", text: "" },
      { kind: "removed", text: "First." },
      { kind: "added", text: "Second." },
    ]);
  });
});

describe("who made a change", () => {
  const names = new Map([["user_1", "Shanice Thomas (shanice@example.com)"]]);
  it.each([
    [{ actor: "user_1", requestId: "r" }, "Shanice Thomas (shanice@example.com)"],
    [{ actor: "system", requestId: "seed-1732400000000" }, "Seed"],
    [{ actor: "system", requestId: "rebuild" }, "System"],
    [{ actor: "operator", requestId: "cli-1" }, "Operator (command line)"],
    [{ actor: "user_gone", requestId: "r" }, "A deleted account"],
  ])("given the actor %o, then it reads %s", (metadata, label) => {
    expect(actorLabel({ ...metadata, occurredAt: "2026-11-24T09:00:00.000Z" }, names)).toBe(label);
  });

  it("given a stream by a user, the seed and an operator, then only the user's id is looked up", () => {
    const events = recordedStream("note-1", [
      { event: NoteWritten.create({ title: "A", body: "" }), actor: "system", requestId: "seed-1" },
      { event: NoteWritten.create({ title: "B", body: "" }), actor: "user_1" },
      { event: NoteWritten.create({ title: "C", body: "" }), actor: "operator" },
      { event: NoteWritten.create({ title: "D", body: "" }), actor: "user_1" },
    ]);
    expect(userActors(events)).toEqual(["user_1"]);
  });
});

describe("an editorial history", () => {
  const rules: EditorialHistoryRules<Note> = {
    evolver: noteEvolver,
    fields,
    changeWords: { NoteWritten: "Written", NoteArchived: "Archived" },
    restorable: (snapshot, current) => snapshot !== null && current !== null && !current.archived && snapshot.title !== current.title,
  };

  it("given written, rewritten and restored, when read, then newest first with who, when, the change in words, the diff, and restore offered on the version that differs", () => {
    const events = recordedStream("note-1", [
      { event: NoteWritten.create({ title: "A", body: "one" }), actor: "system", requestId: "seed-1", at: new Date("2026-11-01T10:00:00Z") },
      { event: NoteWritten.create({ title: "B", body: "one" }), actor: "user_1", at: new Date("2026-11-02T10:00:00Z") },
      {
        event: { ...NoteWritten.create({ title: "A", body: "one" }), metadata: { restoredFromVersion: 1 } },
        actor: "user_1",
        at: new Date("2026-11-03T10:00:00Z"),
      },
    ]);
    expect(editorialRevisions(rules, events, new Map([["user_1", "Editor One"]]))).toEqual([
      {
        version: 3,
        change: "Restored version 1",
        by: "Editor One",
        at: "2026-11-03T10:00:00.000Z",
        changes: [{ label: "Title", kind: "value", before: "B", after: "A" }],
        restorable: false,
      },
      {
        version: 2,
        change: "Written",
        by: "Editor One",
        at: "2026-11-02T10:00:00.000Z",
        changes: [{ label: "Title", kind: "value", before: "A", after: "B" }],
        restorable: true,
      },
      {
        version: 1,
        change: "Written",
        by: "Seed",
        at: "2026-11-01T10:00:00.000Z",
        changes: [
          { label: "Title", kind: "value", before: null, after: "A" },
          { label: "Body", kind: "lines", lines: [{ kind: "added", text: "one" }] },
          { label: "Archived", kind: "value", before: null, after: "No" },
        ],
        restorable: false,
      },
    ]);
  });

  it("given an archived note, then no version is offered for restore", () => {
    const events = recordedStream("note-1", [
      NoteWritten.create({ title: "A", body: "" }),
      NoteWritten.create({ title: "B", body: "" }),
      NoteArchived.create({}),
    ]);
    expect(editorialRevisions(rules, events, new Map()).map((revision) => revision.restorable)).toEqual([false, false, false]);
  });
});
