import { syncToDesired, type Actor, type SyncOutcome } from "../eventstore/index.ts";
import { scholarshipDecider } from "./decide.ts";
import { scholarshipStream } from "./events.ts";
import type { Scholarship } from "./schemas.ts";

/** Makes a scholarship read as desired (the seed), appending only what changed. */
export function syncScholarship(desired: Scholarship, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(scholarshipDecider, scholarshipStream(desired.id), desired, by);
}
