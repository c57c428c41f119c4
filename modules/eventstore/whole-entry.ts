import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { handleCommand, type Decider } from "./command-handler.ts";
import type { EventDefinition, NewEvent } from "./event-definition.ts";
import type { Actor } from "./store.ts";

/*
 * Streams whose content is replaced whole: an "Added" event starts one and each
 * "Revised" event carries the complete new content (catalogue entries,
 * scholarships, counselor profiles).
 */
export interface EntryEvents<Schema extends z.ZodType> {
  added: EventDefinition<string, Schema>;
  revised: EventDefinition<string, Schema>;
}

/**
 * What it takes to make an entry read as the desired content: add it when new,
 * revise it when its content differs, nothing when it already matches. This is
 * what makes seeding idempotent and lets improved seed content reach a live
 * site. The state is the entry's current content (the last Added or Revised
 * wins; other events in the stream leave it as it was).
 */
export function wholeEntryDecider<Schema extends z.ZodType>(kind: EntryEvents<Schema>): Decider<z.input<Schema>, z.output<Schema> | null> {
  return {
    initialState: () => null,
    evolve: (current, event) => kind.added.match(event) ?? kind.revised.match(event) ?? current,
    decide(desired, current): NewEvent[] {
      if (current === null) return [kind.added.create(desired)];
      const revision = kind.revised.create(desired);
      return isDeepStrictEqual(current, revision.data) ? [] : [revision];
    },
  };
}

/** Who appended a stored event; undefined for one just decided (not stored yet). */
function actorOf(event: NewEvent): string | undefined {
  const metadata = (event as { metadata?: { actor?: unknown } }).metadata;
  return typeof metadata?.actor === "string" ? metadata.actor : undefined;
}

export interface SeedSyncState<State> {
  state: State;
  /** Someone other than the seed (an editor, an import) appended to the stream. */
  editedByOthers: boolean;
}

/**
 * The seed's side of an edited entity. The seed syncs desired state, so
 * improved seed content reaches a live site; but once anyone else has
 * appended to the stream (an editor revised or deleted it, an import loaded
 * it) theirs is the truth, and a re-seed leaves the stream alone instead of
 * silently overwriting the edit or bringing a deleted entry back. Who touched
 * it is read from the events' metadata (the actor of every append), the fact
 * that records exactly this.
 */
export function seedSyncDecider<Desired, State>(decider: Decider<Desired, State>, seedActor: string): Decider<Desired, SeedSyncState<State>> {
  return {
    initialState: () => ({ state: decider.initialState(), editedByOthers: false }),
    evolve(seen, event) {
      const actor = actorOf(event);
      return { state: decider.evolve(seen.state, event), editedByOthers: seen.editedByOthers || (actor !== undefined && actor !== seedActor) };
    },
    decide: (desired, seen) => (seen.editedByOthers ? [] : decider.decide(desired, seen.state)),
  };
}

/** What syncing a stream to its desired content did. */
export type SyncOutcome = "added" | "revised" | "unchanged";

/**
 * Makes a stream read as `desired` through its decider (the seed's path for
 * every kind of content), appending only what changed: "added" when the
 * stream was new, "revised" when it changed, "unchanged" when nothing did.
 */
export async function syncToDesired<Desired, State>(decider: Decider<Desired, State>, streamId: string, desired: Desired, by: Actor): Promise<SyncOutcome> {
  const result = await handleCommand(decider, streamId, desired, by);
  if (result.events.length === 0) return "unchanged";
  return result.previousVersion === 0 ? "added" : "revised";
}
