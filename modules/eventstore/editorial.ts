import type { Decider } from "./command-handler.ts";
import type { NewEvent } from "./event-definition.ts";

/*
 * The one editorial shape every edited entity shares (articles, scholarships,
 * schools, destinations...): create, revise from the version the editor read,
 * delete, and restore an earlier version as a new revision. A module says how
 * its events change its content and which events make a change; this decider
 * owns the rules every editor relies on: a stale version is a conflict and
 * never a silent overwrite, a deleted entity cannot be revised, a restore is a
 * revision like any other (decision 0016), and nothing is written when nothing
 * changes.
 */

/** What a module tells the shared editorial decider about its entity. */
export interface EditorialRules<Content> {
  /** Singular, lower case ("article"): errors name the entity with it. */
  noun: string;
  /** The content after an event; the content as it was for an event that does not change it. */
  evolve(content: Content | null, event: NewEvent): Content | null;
  /** Whether the event starts the entity (again, after a deletion). */
  creates(event: NewEvent): boolean;
  /** Whether the event deletes the entity. */
  deletes(event: NewEvent): boolean;
  /** The events that make `current` (null: nothing yet) read as `desired`; none when it already does. */
  changes(current: Content | null, desired: Content): NewEvent[];
  /** The event that deletes it; none for an entity that is only ever hidden (a catalogue entry students' shortlists keep naming). */
  deletion?(current: Content): NewEvent;
  /** What restoring `earlier` makes of `current`: which fields come back and which stay as they are now (decision 0016). */
  restore(current: Content, earlier: Content): Content;
}

/** Field errors found by the command against the read side (a slug in use, a pathway that no longer exists): refused after the version check. */
export type EditProblems = Readonly<Record<string, string>>;

export type EditorialCommand<Content> =
  | { kind: "create"; content: Content; problems?: EditProblems }
  | { kind: "revise"; content: Content; expectedVersion: number; problems?: EditProblems }
  | { kind: "delete"; expectedVersion?: number }
  /** Brings back an earlier version's content, from the version the editor was looking at. */
  | { kind: "restore"; fromVersion: number; expectedVersion: number; problems?: EditProblems };

/** An editor's view of an entity's stream. */
export interface EditorialState<Content> {
  /** The content as of the last event; kept after a deletion, for its history. */
  content: Content | null;
  deleted: boolean;
  /** The stream's version: how many events it holds. */
  version: number;
  /** The content after each version (index 0: version 1), so a restore can bring one back. */
  revisions: (Content | null)[];
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** No such entity, or it was deleted. */
export class EntryNotFoundError extends Error {
  constructor(readonly noun: string) {
    super(`${capitalised(noun)} not found`);
    this.name = "EntryNotFoundError";
  }
}

/** A create on a stream that already has events: a replayed request, or an id reused. */
export class EntryExistsError extends Error {
  constructor(readonly noun: string) {
    super(`This ${noun} already exists.`);
    this.name = "EntryExistsError";
  }
}

/**
 * Someone saved the entity after the editor opened it: the change was made
 * from a version that is no longer the latest. Nothing is written; the editor
 * reads the latest beside their own text, so nothing is lost.
 */
export class EditConflictError extends Error {
  constructor(
    readonly noun: string,
    readonly currentVersion: number,
    readonly expectedVersion: number,
  ) {
    super(`Someone else saved this ${noun} after you opened it.`);
    this.name = "EditConflictError";
  }
}

/** A restore named a version the stream does not have. */
export class VersionNotFoundError extends Error {
  constructor(
    readonly noun: string,
    readonly version: number,
  ) {
    super(`This ${noun} has no version ${version}.`);
    this.name = "VersionNotFoundError";
  }
}

/** The change names something that does not exist or is taken: one message per field, nothing written. */
export class EditInvalidError extends Error {
  constructor(readonly fieldErrors: EditProblems) {
    super(Object.values(fieldErrors).join(" "));
    this.name = "EditInvalidError";
  }
}

/** The content of one version of the entity, or VersionNotFoundError. */
export function contentAtVersion<Content>(rules: Pick<EditorialRules<Content>, "noun">, state: EditorialState<Content>, version: number): Content {
  const content = Number.isInteger(version) && version >= 1 ? state.revisions[version - 1] : undefined;
  if (!content) throw new VersionNotFoundError(rules.noun, version);
  return content;
}

/** The live content: null when there is none yet or it was deleted. */
export function liveContent<Content>(state: EditorialState<Content>): Content | null {
  return state.deleted ? null : state.content;
}

function refuseProblems(problems: EditProblems | undefined): void {
  if (problems && Object.keys(problems).length > 0) throw new EditInvalidError(problems);
}

/** The fold of an entity's stream into its editorial state: what the editor, the history and the seed read. */
export function editorialEvolve<Content>(rules: EditorialRules<Content>, state: EditorialState<Content>, event: NewEvent): EditorialState<Content> {
  const content = rules.evolve(state.content, event);
  const deleted = rules.deletes(event) ? true : rules.creates(event) ? false : state.deleted;
  return { content, deleted, version: state.version + 1, revisions: [...state.revisions, content] };
}

export const emptyEditorialState = <Content>(): EditorialState<Content> => ({ content: null, deleted: false, version: 0, revisions: [] });

/** The editors' decider for one kind of entity. */
export function editorialDecider<Content>(rules: EditorialRules<Content>): Decider<EditorialCommand<Content>, EditorialState<Content>> {
  return {
    initialState: emptyEditorialState,
    evolve: (state, event) => editorialEvolve(rules, state, event),
    decide(command, state) {
      if (command.kind === "create") {
        if (state.version > 0) throw new EntryExistsError(rules.noun);
        refuseProblems(command.problems);
        return rules.changes(null, command.content);
      }
      const current = liveContent(state);
      if (current === null) throw new EntryNotFoundError(rules.noun);
      if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
        throw new EditConflictError(rules.noun, state.version, command.expectedVersion);
      }
      switch (command.kind) {
        case "delete":
          if (!rules.deletion) throw new Error(`A ${rules.noun} cannot be deleted; make it inactive instead.`);
          return [rules.deletion(current)];
        case "revise":
          refuseProblems(command.problems);
          return rules.changes(current, command.content);
        case "restore": {
          const restored = rules.restore(current, contentAtVersion(rules, state, command.fromVersion));
          refuseProblems(command.problems);
          // Revisions like any other, so every projection follows; the metadata says which version they brought back.
          return rules.changes(current, restored).map((event) => ({ ...event, metadata: { restoredFromVersion: command.fromVersion } }));
        }
      }
    },
  };
}

/** Whether a history offers "Restore this version": the entity is live and restoring that version would change it. */
export function isRestorable<Content>(rules: EditorialRules<Content>, snapshot: EditorialState<Content>, current: EditorialState<Content>): boolean {
  const live = liveContent(current);
  return snapshot.content !== null && live !== null && rules.changes(live, rules.restore(live, snapshot.content)).length > 0;
}
