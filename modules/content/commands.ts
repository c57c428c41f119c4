import { syncToDesired, type Actor, type SyncOutcome } from "../eventstore/index.ts";
import { articleDecider, type DesiredArticle } from "./decide.ts";
import { articleStream } from "./events.ts";

/** Makes an article read as desired (used by the seed), appending only what changed. */
export function syncArticle(desired: DesiredArticle, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(articleDecider, articleStream(desired.articleId), desired, by);
}
