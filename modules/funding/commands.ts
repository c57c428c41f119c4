import { appendEvents, currentEntry, decideEntry, readStream, type Actor } from "../eventstore/index.ts";
import { db } from "../database.ts";
import { scholarshipEntry, scholarshipStream } from "./events.ts";
import type { Scholarship } from "./schemas.ts";

export type SyncOutcome = "added" | "revised" | "unchanged";

/** Makes a scholarship read as desired (the seed), appending only what changed. */
export async function syncScholarship(desired: Scholarship, by: Actor): Promise<SyncOutcome> {
  const streamId = scholarshipStream(desired.id);
  const history = await readStream(db(), streamId);
  const current = currentEntry(history, scholarshipEntry);
  const events = decideEntry(current, desired, scholarshipEntry);
  if (events.length === 0) return "unchanged";
  await appendEvents([{ streamId, expectedVersion: history.length === 0 ? "no_stream" : history.length, events }], by);
  return current === null ? "added" : "revised";
}
