import { z } from "zod";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { exclusiveEventsProjection, setEventMeetingLink, UnknownExclusiveEventError } from "../../modules/portal/index.ts";

/*
 * npm run events:set-link -- <event id> <https://meeting link | none>
 *
 * Sets the link registered students join an event by (EventMeetingLinkSet);
 * Join Meeting appears on their hub only once one is set. "none" clears it.
 * Until the admin area exists this is how a link is published.
 */
const USAGE = "Usage: npm run events:set-link -- <event id> <https://... | none>";

const argumentsSchema = z.object({
  eventId: z.string({ error: "name the event by its id" }).min(1),
  meetingLink: z.union([z.literal("none").transform(() => null), z.url({ protocol: /^https$/, error: "the link must be an https:// address, or none" })]),
});

export async function main(argv: string[]): Promise<number> {
  const input = argumentsSchema.safeParse({ eventId: argv[0], meetingLink: argv[1] });
  if (!input.success || argv.length !== 2) {
    console.error(`${input.error?.issues.map((issue) => issue.message).join("; ") ?? "two arguments expected"}\n${USAGE}`);
    return 2;
  }
  try {
    const changed = await setEventMeetingLink(input.data.eventId, input.data.meetingLink, { actor: "operator", requestId: `cli-${Date.now()}` });
    // The hub shows it at once, whether or not a projector is running.
    await catchUp(exclusiveEventsProjection);
    const what = input.data.meetingLink ? `set to ${input.data.meetingLink}` : "cleared";
    console.log(changed ? `The meeting link of ${input.data.eventId} is ${what}.` : `The meeting link of ${input.data.eventId} was already ${what}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof UnknownExclusiveEventError)) throw error;
    console.error(`No event has the id ${input.data.eventId}.`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } finally {
    await closeProjectionsQueue();
    await closeDatabase();
    await closeRedis();
  }
}
