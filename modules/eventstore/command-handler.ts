import type { Handle } from "../platform/index.ts";
import { db as storeDb, storeView } from "./db.ts";
import type { NewEvent } from "./event-definition.ts";
import { ConcurrencyError } from "./errors.ts";
import type { Projection } from "./projection.ts";
import { waitForProjections } from "./projector.ts";
import { appendEvents, readStream, type Actor, type Position, type StreamAppend } from "./store.ts";

/**
 * A module's pure decision logic for one kind of stream: the state before any
 * event, how each event changes it, and what a command turns into. `decide`
 * returns the new events (none when the stream already reads as asked) or
 * throws a domain error (a refusal); it never does I/O, so it is tested with
 * given/when/then tables (`deciderSpec` in ./testing.ts).
 */
export interface Decider<Command, State> {
  initialState: () => State;
  evolve: (state: State, event: NewEvent) => State;
  decide: (command: Command, state: State) => NewEvent[];
}

/** The state a stream's events fold into. */
export function foldState<State>(decider: Pick<Decider<never, State>, "initialState" | "evolve">, events: readonly NewEvent[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}

export interface HandleCommandOptions<Given = unknown> {
  /** Another handle (or transaction) than the shared pool's, of any schema: the store sees its own tables in it. */
  db?: Handle<Given>;
  /** How many times to read and decide again when another writer appended to the stream first (default 3). */
  retries?: number;
  /**
   * Other streams appended in the same transaction, only when `decide`
   * returned events. For streams that are new by construction (a fresh id and
   * `expectedVersion: "no_stream"`): the decided stream stays the only
   * consistency boundary. See identity's registerUser.
   */
  alongside?: StreamAppend[];
  /** Read-your-writes: wait (bounded) until these projections pass the appended events. */
  waitFor?: readonly Projection[];
}

export interface CommandResult<State> {
  /** The events appended to the stream; empty when the decision was "nothing to do". */
  events: NewEvent[];
  /** The stream's version before the command (0: the stream did not exist). */
  previousVersion: number;
  stateBefore: State;
  state: State;
  /** The last appended event's position, or null when nothing was appended. */
  position: Position | null;
}

/**
 * The one command path: read the stream, fold its state, decide, append with
 * the version read as the expected one, then wake the projectors. Another
 * writer appending in between makes the append fail with a ConcurrencyError;
 * the command is then read and decided again (bounded), so a decision is
 * always taken on the stream as it was when appended to.
 */
export async function handleCommand<Command, State, Given = unknown>(
  decider: Decider<Command, State>,
  streamId: string,
  command: Command,
  by: Actor,
  options: HandleCommandOptions<Given> = {},
): Promise<CommandResult<State>> {
  const database = options.db ? storeView(options.db) : storeDb();
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const history = await readStream(database, streamId);
    const previousVersion = history.at(-1)?.streamVersion ?? 0;
    const stateBefore = foldState(decider, history);
    const events = decider.decide(command, stateBefore);
    const state = events.reduce(decider.evolve, stateBefore);
    if (events.length === 0) return { events, previousVersion, stateBefore, state, position: null };
    try {
      const appended = await appendEvents(
        [{ streamId, expectedVersion: previousVersion === 0 ? "no_stream" : previousVersion, events }, ...(options.alongside ?? [])],
        by,
        database,
      );
      if (options.waitFor?.length) await waitForProjections(options.waitFor, appended.position, { db: database });
      return { events, previousVersion, stateBefore, state, position: appended.position };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }
}
