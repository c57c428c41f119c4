import { isDeepStrictEqual } from "node:util";
import type { EventDefinition, NewEvent, RecordedEvent } from "./event-definition.ts";
import type { z } from "zod";

interface EntryEvents<Schema extends z.ZodType> {
  added: EventDefinition<string, Schema>;
  revised: EventDefinition<string, Schema>;
}

/*
 * Streams whose content is replaced whole: an "Added" event starts one and each
 * "Revised" event carries the complete new content (catalogue entries, scholarships).
 */

/** The entry's current content, folded from its stream: the last Added or Revised wins. */
export function currentEntry<Schema extends z.ZodType>(events: readonly RecordedEvent[], kind: EntryEvents<Schema>): z.output<Schema> | null {
  let current: z.output<Schema> | null = null;
  for (const event of events) current = kind.added.match(event) ?? kind.revised.match(event) ?? current;
  return current;
}

/**
 * What it takes to make an entry read `desired`: add it when new, revise it
 * when its content differs, nothing when it already matches. This is what
 * makes seeding idempotent and lets improved seed content reach a live site.
 */
export function decideEntry<Schema extends z.ZodType>(
  current: z.output<Schema> | null,
  desired: z.input<Schema>,
  kind: EntryEvents<Schema>,
): NewEvent[] {
  if (current === null) return [kind.added.create(desired)];
  const revision = kind.revised.create(desired);
  return isDeepStrictEqual(current, revision.data) ? [] : [revision];
}
