import type { Decider, NewEvent } from "../../eventstore/index.ts";
import { OpeningAlertCancelled, OpeningAlertRequested } from "./events.ts";

export type OpeningAlertCommand = { kind: "request"; userId: string; scholarshipId: string } | { kind: "cancel"; userId: string; scholarshipId: string };

/** The students who asked to be told about one award (stream `opening-alerts-${scholarshipId}`). */
export type OpeningAlertState = ReadonlySet<string>;

/**
 * Asking twice is asked once; cancelling what was never asked is a no-op, not
 * an error (like unsaving). Whether the award is open is not the decider's
 * business: asking about an open one is allowed, only pointless, and the page
 * does not offer it.
 */
export const openingAlertDecider: Decider<OpeningAlertCommand, OpeningAlertState> = {
  initialState: () => new Set<string>(),
  evolve(state, event) {
    const requested = OpeningAlertRequested.match(event);
    if (requested) return new Set([...state, requested.userId]);
    const cancelled = OpeningAlertCancelled.match(event);
    if (cancelled) return new Set([...state].filter((userId) => userId !== cancelled.userId));
    return state;
  },
  decide(command, state): NewEvent[] {
    const { userId, scholarshipId } = command;
    switch (command.kind) {
      case "request":
        return state.has(userId) ? [] : [OpeningAlertRequested.create({ userId, scholarshipId })];
      case "cancel":
        return state.has(userId) ? [OpeningAlertCancelled.create({ userId, scholarshipId })] : [];
    }
  },
};
