import { diffLines } from "diff";
import type { EditorialState } from "./editorial.ts";
import type { RecordedEvent } from "./event-definition.ts";
import type { EventMetadata } from "./tables.ts";

/*
 * An entity's editorial history, from its stream: each event
 * as a revision with the state after it, and what changed in words. Generic:
 * a module hands in its own evolve and the fields it shows; nothing here knows
 * a domain.
 */

/** One event of a stream with the state before and after it. */
export interface RevisionSnapshot<State> {
  version: number;
  type: string;
  metadata: EventMetadata;
  recordedAt: Date;
  /** The version whose content this event brought back, when it was a restore (decision 0016). */
  restoredFromVersion: number | null;
  before: State;
  after: State;
}

/** Folds a stream's events with the module's own evolve, keeping the state after each one. Oldest first. */
export function revisionSnapshots<State>(
  evolver: { initialState: () => State; evolve: (state: State, event: RecordedEvent) => State },
  events: readonly RecordedEvent[],
): RevisionSnapshot<State>[] {
  const snapshots: RevisionSnapshot<State>[] = [];
  let state = evolver.initialState();
  for (const event of events) {
    const after = evolver.evolve(state, event);
    const restored = event.metadata.restoredFromVersion;
    snapshots.push({
      version: event.streamVersion,
      type: event.type,
      metadata: event.metadata,
      recordedAt: event.recordedAt,
      restoredFromVersion: typeof restored === "number" ? restored : null,
      before: state,
      after,
    });
    state = after;
  }
  return snapshots;
}

/** The user ids among events' actors (the rest are named by `actorLabel`), for one look-up of their names. */
export function userActors(events: readonly { metadata: EventMetadata }[]): string[] {
  return [...new Set(events.filter((event) => nonUserActorLabel(event.metadata) === null).map((event) => event.metadata.actor))];
}

/** How an actor that is not a user reads: the seed, the system, an operator's CLI, a visitor, a bulk import (with its file); null for a user id. */
function nonUserActorLabel(metadata: EventMetadata): string | null {
  if (metadata.actor === "system") return metadata.requestId.startsWith("seed") ? "Seed" : "System";
  if (metadata.actor === "operator") return "Operator (command line)";
  if (metadata.actor === "anonymous") return "Anonymous visitor";
  if (metadata.actor === "import") return typeof metadata.importFile === "string" ? `Import (${metadata.importFile})` : "Import";
  return null;
}

export const DELETED_ACCOUNT_LABEL = "A deleted account";

/** Who caused an event, in words: a user's name (from `userNames`), or what kind of non-user actor it was. */
export function actorLabel(metadata: EventMetadata, userNames: ReadonlyMap<string, string>): string {
  return nonUserActorLabel(metadata) ?? userNames.get(metadata.actor) ?? DELETED_ACCOUNT_LABEL;
}

/** A field as the history shows it: its label, how to read it from a state as text, and whether it is long text (diffed by line). */
export interface HistoryField<State> {
  label: string;
  read: (state: State) => string | null;
  long?: boolean;
}

/** One line of a long field's diff; unchanged runs far from a change are folded into `skipped`. */
export type DiffLine = { kind: "added" | "removed" | "unchanged"; text: string } | { kind: "skipped"; count: number };

export type FieldChange = { label: string; kind: "value"; before: string | null; after: string | null } | { label: string; kind: "lines"; lines: DiffLine[] };

/** Unchanged lines kept on each side of a change; longer unchanged runs are folded. */
const CONTEXT_LINES = 2;

/** The fields whose text differs between two states, in the fields' order: long text as a line diff, the rest as before → after. */
export function fieldChanges<State>(fields: readonly HistoryField<State>[], before: State, after: State): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = field.read(before);
    const now = field.read(after);
    if (old === now) continue;
    changes.push(
      field.long
        ? { label: field.label, kind: "lines", lines: lineDiff(old ?? "", now ?? "") }
        : { label: field.label, kind: "value", before: old, after: now },
    );
  }
  return changes;
}

/** A line diff of two texts, with unchanged runs longer than the context folded. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  // A last line without its line break is the same line: "Text." must not read as changed when "More." follows it.
  // Line endings are compared as \n: a browser posts a textarea's lines with \r\n, the API usually with \n.
  const terminated = (text: string) => {
    const lines = text.replace(/\r\n?/g, "\n");
    return lines === "" || lines.endsWith("\n") ? lines : `${lines}\n`;
  };
  for (const part of diffLines(terminated(before), terminated(after))) {
    if (part.value === "") continue;
    const kind = part.added ? "added" : part.removed ? "removed" : "unchanged";
    for (const text of part.value.replace(/\n$/, "").split("\n")) lines.push({ kind, text });
  }
  return foldUnchanged(lines);
}

function foldUnchanged(lines: DiffLine[]): DiffLine[] {
  const changed = lines.map((line, index) => (line.kind === "added" || line.kind === "removed" ? index : -1)).filter((index) => index >= 0);
  const near = (index: number) => changed.some((at) => Math.abs(at - index) <= CONTEXT_LINES);
  const folded: DiffLine[] = [];
  let run: DiffLine[] = [];
  // A run of one line is shown, not folded: "1 unchanged line" would hide as much as it says.
  const endRun = () => {
    folded.push(...(run.length > 1 ? [{ kind: "skipped" as const, count: run.length }] : run));
    run = [];
  };
  for (const [index, line] of lines.entries()) {
    if (line.kind === "unchanged" && !near(index)) {
      run.push(line);
      continue;
    }
    endRun();
    folded.push(line);
  }
  endRun();
  return folded;
}

/** A revision as the history page shows it. */
export interface EditorialRevision {
  version: number;
  /** What kind of change, in words: "Drafted", "Revised", "Restored version 2"... */
  change: string;
  /** Who: a user's name and email, or "Seed", "System"... */
  by: string;
  /** When, as an ISO instant. */
  at: string;
  changes: FieldChange[];
  /** Whether "Restore this version" is offered: an earlier version whose content differs from the current one, of an entity not deleted. */
  restorable: boolean;
}

export interface EditorialHistoryRules<State> {
  evolver: { initialState: () => State; evolve: (state: State, event: RecordedEvent) => State };
  fields: readonly HistoryField<State>[];
  /** Each event type in words ("ArticleDrafted": "Drafted"). */
  changeWords: Readonly<Record<string, string>>;
  /** Whether restoring `snapshot` onto `current` would change anything (false when the entity is gone). */
  restorable: (snapshot: State, current: State) => boolean;
}

/** A stream's revisions, newest first, each with who, when, what kind of change, its field diff and whether it can be restored. */
export function editorialRevisions<State>(
  rules: EditorialHistoryRules<State>,
  events: readonly RecordedEvent[],
  userNames: ReadonlyMap<string, string>,
): EditorialRevision[] {
  const snapshots = revisionSnapshots(rules.evolver, events);
  const current = snapshots.at(-1)?.after;
  return snapshots
    .map((snapshot, index) => ({
      version: snapshot.version,
      change: snapshot.restoredFromVersion !== null ? `Restored version ${snapshot.restoredFromVersion}` : (rules.changeWords[snapshot.type] ?? snapshot.type),
      by: actorLabel(snapshot.metadata, userNames),
      at: snapshot.recordedAt.toISOString(),
      changes: fieldChanges(rules.fields, snapshot.before, snapshot.after),
      restorable: index < snapshots.length - 1 && current !== undefined && rules.restorable(snapshot.after, current),
    }))
    .reverse();
}

/** What every edited entity's history page shows (articles, scholarships, schools, counselors...). */
export interface EditorialHistory {
  id: string;
  /** Its latest name or title (the last one it had, when deleted). */
  title: string;
  /** The stream's version now: what a restore must name as expected. */
  version: number;
  deleted: boolean;
  /** Where students find it, when they can. */
  publicPath: string | null;
  /** Newest first. */
  revisions: EditorialRevision[];
}

/** An editorial entity's history from its events (pure): null when the stream holds no content. */
export function editorialHistoryOf<Content>(
  rules: EditorialHistoryRules<EditorialState<Content>>,
  id: string,
  events: readonly RecordedEvent[],
  userNames: ReadonlyMap<string, string>,
  describe: (content: Content, deleted: boolean) => { title: string; publicPath: string | null },
): EditorialHistory | null {
  const current = events.reduce(rules.evolver.evolve, rules.evolver.initialState());
  if (!current.content) return null;
  return {
    id,
    ...describe(current.content, current.deleted),
    version: current.version,
    deleted: current.deleted,
    revisions: editorialRevisions(rules, events, userNames),
  };
}
