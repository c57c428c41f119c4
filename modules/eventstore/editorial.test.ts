import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EditConflictError,
  editorialDecider,
  EditInvalidError,
  EntryExistsError,
  EntryNotFoundError,
  isRestorable,
  VersionNotFoundError,
  type EditorialRules,
} from "./editorial.ts";
import { defineEvent } from "./event-definition.ts";
import { foldState } from "./command-handler.ts";
import { wholeEntryDecider } from "./whole-entry.ts";
import { deciderSpec } from "./testing.ts";

// The shared editorial rules, on the smallest entity that has them: a note whose pin a restore keeps.
const noteSchema = z.object({ id: z.string(), text: z.string(), pinned: z.boolean() });
type Note = z.output<typeof noteSchema>;
const NoteWritten = defineEvent("EditorialTestNoteWritten", noteSchema);
const NoteRewritten = defineEvent("EditorialTestNoteRewritten", noteSchema);
const NoteDeleted = defineEvent("EditorialTestNoteDeleted", z.object({ id: z.string() }));
const wholeNote = wholeEntryDecider({ added: NoteWritten, revised: NoteRewritten });

const noteRules: EditorialRules<Note> = {
  noun: "note",
  evolve: wholeNote.evolve,
  creates: (event) => NoteWritten.match(event) !== undefined,
  deletes: (event) => NoteDeleted.match(event) !== undefined,
  changes: (current, desired) => wholeNote.decide(desired, current),
  deletion: (current) => NoteDeleted.create({ id: current.id }),
  restore: (current, earlier) => ({ ...earlier, pinned: current.pinned }),
};
const decider = editorialDecider(noteRules);
const spec = deciderSpec(decider);

const first: Note = { id: "n1", text: "First words", pinned: false };
const second: Note = { id: "n1", text: "Second words", pinned: true };
const written = NoteWritten.create(first);
const rewritten = NoteRewritten.create(second);

describe("the shared editorial decider", () => {
  it("given nothing, when created, then the module's creation events; given a stream, when created again, then it already exists", () => {
    spec.given([]).when({ kind: "create", content: first }).then([written]);
    spec.given([written]).when({ kind: "create", content: first }).then(new EntryExistsError("note"));
  });

  it("given version 1, when revised from version 1, then the module's revision; the same content, then nothing is written", () => {
    spec.given([written]).when({ kind: "revise", content: second, expectedVersion: 1 }).then([rewritten]);
    spec.given([written]).when({ kind: "revise", content: first, expectedVersion: 1 }).then([]);
  });

  it("given version 2, when revised, deleted or restored from version 1, then a conflict naming both versions", () => {
    const conflict = new EditConflictError("note", 2, 1);
    spec.given([written, rewritten]).when({ kind: "revise", content: first, expectedVersion: 1 }).then(conflict);
    spec.given([written, rewritten]).when({ kind: "delete", expectedVersion: 1 }).then(conflict);
    spec.given([written, rewritten]).when({ kind: "restore", fromVersion: 1, expectedVersion: 1 }).then(conflict);
  });

  it("given problems found by the command, when created, revised or restored, then refused on those fields", () => {
    const problems = { text: "Choose another text." };
    spec.given([]).when({ kind: "create", content: first, problems }).then(new EditInvalidError(problems));
    spec.given([written]).when({ kind: "revise", content: second, expectedVersion: 1, problems }).then(new EditInvalidError(problems));
    spec.given([written, rewritten]).when({ kind: "restore", fromVersion: 1, expectedVersion: 2, problems }).then(new EditInvalidError(problems));
  });

  it("given nothing or a deleted entity, when revised, deleted or restored, then not found", () => {
    const deleted = NoteDeleted.create({ id: "n1" });
    spec.given([]).when({ kind: "revise", content: first, expectedVersion: 0 }).then(new EntryNotFoundError("note"));
    spec.given([written, deleted]).when({ kind: "delete" }).then(new EntryNotFoundError("note"));
    spec.given([written, deleted]).when({ kind: "restore", fromVersion: 1, expectedVersion: 2 }).then(new EntryNotFoundError("note"));
  });

  it("given a deleted entity written again, when revised from the latest version, then it is live again", () => {
    spec
      .given([written, NoteDeleted.create({ id: "n1" }), written])
      .when({ kind: "revise", content: second, expectedVersion: 3 })
      .then([rewritten]);
  });

  it("given two versions, when version 1 is restored, then the module's revision marked with the version it brought back, keeping what the module keeps", () => {
    spec
      .given([written, rewritten])
      .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
      .then([{ ...NoteRewritten.create({ ...first, pinned: true }), metadata: { restoredFromVersion: 1 } }]);
  });

  it("given two versions, when a version the stream lacks is restored, then that version is not found", () => {
    spec.given([written, rewritten]).when({ kind: "restore", fromVersion: 3, expectedVersion: 2 }).then(new VersionNotFoundError("note", 3));
    spec.given([written, rewritten]).when({ kind: "restore", fromVersion: 0, expectedVersion: 2 }).then(new VersionNotFoundError("note", 0));
  });

  it("offers a restore only of a version that would change the live entity", () => {
    const state = foldState(decider, [written, rewritten]);
    expect(isRestorable(noteRules, { ...state, content: first }, state)).toBe(true);
    expect(isRestorable(noteRules, { ...state, content: { ...second, pinned: false } }, state)).toBe(false);
    expect(isRestorable(noteRules, { ...state, content: first }, { ...state, deleted: true })).toBe(false);
  });
});
