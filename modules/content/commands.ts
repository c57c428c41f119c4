import { appendEvents, readStream, type Actor } from "../eventstore/index.ts";
import { db } from "../database.ts";
import { articleState, decideArticle, type DesiredArticle } from "./decide.ts";
import { articleStream } from "./events.ts";

export type SyncOutcome = "added" | "revised" | "unchanged";

/** Makes an article read as desired (used by the seed), appending only what changed. */
export async function syncArticle(desired: DesiredArticle, by: Actor): Promise<SyncOutcome> {
  const streamId = articleStream(desired.articleId);
  const history = await readStream(db(), streamId);
  const current = articleState(history);
  const events = decideArticle(current, desired);
  if (events.length === 0) return "unchanged";
  await appendEvents([{ streamId, expectedVersion: history.length === 0 ? "no_stream" : history.length, events }], by);
  return current === null ? "added" : "revised";
}
