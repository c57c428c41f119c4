import type { Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { RecordedEvent } from "./event-definition.ts";

export interface Projection {
  /** Stable name: it keys the checkpoint. */
  name: string;
  /**
   * "read-model" projections own read tables and can be rebuilt from the events;
   * "external" ones keep an index elsewhere (Meilisearch): idempotent, rebuilt by
   * `reset()` and re-applying every event; "side-effect" projections (emails)
   * only ever run live, so a rebuild never repeats them.
   */
  kind: "read-model" | "external" | "side-effect";
  /** For "external" projections: empty the outside store before a rebuild. */
  reset?: () => Promise<void>;
  /**
   * Bump when the projection's code or tables change shape: the worker then
   * rebuilds it from the events on start, while the site keeps serving.
   */
  version: number;
  /**
   * The event types this projection applies. The runtime reads only these
   * (through the `events_type` index); its checkpoint still moves past the
   * others. An event type missing here is never applied, so list every one
   * `apply` matches.
   */
  handles: readonly string[];
  /**
   * Its tables feed pages anonymous visitors see: after a batch changes them, every
   * web process is told to drop its cached pages (server/page-cache.ts).
   */
  publicPages?: boolean;
  /** The read tables this projection writes, and no other projection writes. */
  tables: readonly string[];
  /**
   * A value each row derives from its own columns alone, and that costs far
   * more than writing the row (an article's HTML, compiled from its markdown;
   * a search document's title terms, rows of their own table). `apply` leaves
   * it to `derive`, which the runtime calls after a batch's events, in the
   * batch's transaction, for the rows they changed: an article revised five
   * times in a batch is compiled once. A rebuild derives each row once, after
   * its fill, with the row's stored generated columns back in place (so
   * `derive` may read them). The rows committed are the same either way.
   */
  derived?: {
    /** The key of the row whose derived value this event may change, or null. */
    rowOf(event: RecordedEvent): string | null;
    /** Computes and stores the derived value of these rows (those that still exist), inside the caller's transaction. */
    derive(trx: Transaction<Database>, rows: readonly string[]): Promise<void>;
  };
  /**
   * Applies one event inside the batch's transaction. Must depend only on the
   * tables and the event (use the event's time, never `now()`), so a replay
   * produces exactly the live result.
   */
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<void>;
  /**
   * Optional, set-based: applies a batch's events at once, with the effect of
   * `apply` on each in turn (`foldRows` does that for rows each event changes
   * on its own), in a few statements rather than one or two per event. The
   * runtime uses it when present; projection specs check that a batch and one
   * event at a time give the same rows.
   */
  applyBatch?(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void>;
}

/** Event types are given as their definitions (`ArticlePublished`) or their names. */
export function defineProjection(
  projection: Omit<Projection, "version" | "handles"> & { version?: number; handles: readonly ({ type: string } | string)[] },
): Projection {
  const handles = [...new Set(projection.handles.map((event) => (typeof event === "string" ? event : event.type)))];
  return { ...projection, version: projection.version ?? 1, handles };
}

export class ProjectionError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    readonly reason: unknown,
  ) {
    super(
      `Projection ${projection} failed on event ${event.type} at position ${event.globalPosition} (stream ${event.streamId} v${event.streamVersion}): ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    this.name = "ProjectionError";
  }
}
