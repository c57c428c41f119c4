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
