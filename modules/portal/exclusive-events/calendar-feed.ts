import { createHmac, timingSafeEqual } from "node:crypto";
import type { Decider, NewEvent } from "../../eventstore/index.ts";
import { config } from "../../platform/index.ts";
import { CalendarFeedReset } from "./events.ts";

export type CalendarFeedCommand = { kind: "reset"; userId: string };

/** How many times the student reset their link (0: never); only a token of the current generation opens the feed. */
export type CalendarFeedState = { generation: number };

export const calendarFeedDecider: Decider<CalendarFeedCommand, CalendarFeedState> = {
  initialState: () => ({ generation: 0 }),
  evolve(state, event) {
    const reset = CalendarFeedReset.match(event);
    return reset ? { generation: reset.generation } : state;
  },
  decide(command, state): NewEvent[] {
    return [CalendarFeedReset.create({ userId: command.userId, generation: state.generation + 1 })];
  },
};

/*
 * The feed's secret is derived, never stored: an HMAC (keyed from
 * SESSION_SECRET) of the student's id and the link's generation. Nothing
 * secret sits in the events or the read tables, a reset (a new generation)
 * makes every earlier link fail, and the check is constant-time. The token
 * names the student's id (an opaque uuid) so the feed needs no lookup table.
 */
function feedKey(): Buffer {
  return createHmac("sha256", config().SESSION_SECRET).update("calendar-feed").digest();
}

function mac(userId: string, generation: number): string {
  return createHmac("sha256", feedKey()).update(`${userId}:${generation}`).digest("base64url");
}

export function calendarFeedToken(userId: string, generation: number): string {
  return `${Buffer.from(userId).toString("base64url")}.${generation}.${mac(userId, generation)}`;
}

/** The student and generation a token claims, when its MAC is right (the caller still checks the generation is current). */
export function readCalendarFeedToken(token: string): { userId: string; generation: number } | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, "base64url").toString("utf8");
  const generation = Number(match[2]);
  const expected = Buffer.from(mac(userId, generation));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, generation };
}
