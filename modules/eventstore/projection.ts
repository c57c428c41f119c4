import type { Transaction } from "kysely";
import type { RecordedEvent } from "./event-definition.ts";
import type { EventStoreTables } from "./tables.ts";

/**
 * The transaction a projection works in: its own tables, plus the store's
 * (a side-effect projection may read a stream). The runtime itself knows only
 * the store's tables; `defineProjection` widens its transaction to the
 * projection's.
 */
export type ProjectionTransaction<Tables> = Transaction<Tables & EventStoreTables>;

/** A projection as the runtime runs it, whatever its tables: what `defineProjection` returns. */
export type Projection = ProjectionOf<EventStoreTables>;

/** A projection of the read tables `Tables` (a module's `tables.ts` type, or the part of it this projection writes). */
export interface ProjectionOf<Tables> {
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
    derive(trx: ProjectionTransaction<Tables>, rows: readonly string[]): Promise<void>;
  };
  /**
   * Applies one event inside the batch's transaction. Must depend only on the
   * tables and the event (use the event's time, never `now()`), so a replay
   * produces exactly the live result.
   */
  apply(trx: ProjectionTransaction<Tables>, event: RecordedEvent): Promise<void>;
  /**
   * Optional, set-based: applies a batch's events at once, with the effect of
   * `apply` on each in turn (`foldRows` does that for rows each event changes
   * on its own), in a few statements rather than one or two per event. The
   * runtime uses it when present; projection specs check that a batch and one
   * event at a time give the same rows.
   */
  applyBatch?(trx: ProjectionTransaction<Tables>, events: readonly RecordedEvent[]): Promise<void>;
}

/**
 * Event types are given as their definitions (`ArticlePublished`) or their
 * names. `Tables` names the tables the projection works in
 * (`defineProjection<FundingTables>({ ... })`): its `apply` sees those and the
 * store's, and the runtime, which sees only the store's, hands it its
 * transaction widened to them.
 */
export function defineProjection<Tables>(
  projection: Omit<ProjectionOf<Tables>, "version" | "handles"> & { version?: number; handles: readonly ({ type: string } | string)[] },
): Projection {
  const { apply, applyBatch, derived, handles, version, ...described } = projection;
  // kysely's `withTables` in effect (its handles are invariant in their schema, and it wants an index signature `tables.ts` interfaces lack).
  const own = (trx: Transaction<EventStoreTables>) => trx as unknown as ProjectionTransaction<Tables>;
  return {
    ...described,
    version: version ?? 1,
    handles: [...new Set(handles.map((event) => (typeof event === "string" ? event : event.type)))],
    apply: (trx, event) => apply(own(trx), event),
    ...(applyBatch ? { applyBatch: (trx: Transaction<EventStoreTables>, events: readonly RecordedEvent[]) => applyBatch(own(trx), events) } : {}),
    ...(derived
      ? { derived: { rowOf: derived.rowOf, derive: (trx: Transaction<EventStoreTables>, rows: readonly string[]) => derived.derive(own(trx), rows) } }
      : {}),
  };
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
