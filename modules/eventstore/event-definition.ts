import type { z } from "zod";
import type { EventMetadata } from "./tables.ts";

/** An event as stored, before its data is checked against a definition. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  globalPosition: number;
  transactionId: string;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** An event about to be appended. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  schemaVersion: number;
  data: Data;
}

/**
 * Earlier schema versions of an event, each with a function that lifts data of
 * that version to the next one. Stored events are never edited; readers upcast.
 */
export type Upcasters = Record<number, (data: unknown) => unknown>;

export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly schema: Schema;
  /** Builds a new event, validating its data so nothing malformed is ever stored. */
  create(data: z.input<Schema>): NewEvent<Type, z.output<Schema>>;
  /**
   * Narrows an event to this type, returning its (upcast, validated) data. A
   * recorded event or one just decided (not stored yet) both qualify, so a
   * decider can fold its own new events.
   */
  match(event: NewEvent): z.output<Schema> | undefined;
}

export type DataOf<Definition> = Definition extends EventDefinition<string, infer Schema> ? z.output<Schema> : never;

/** Event names are facts, so they read in the past tense: `ArticlePublished`, not `PublishArticle`. */
export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { schemaVersion?: number; upcasters?: Upcasters } = {},
): EventDefinition<Type, Schema> {
  const schemaVersion = options.schemaVersion ?? 1;
  const upcasters = options.upcasters ?? {};
  return {
    type,
    schemaVersion,
    schema,
    create(data) {
      return { type, schemaVersion, data: schema.parse(data) };
    },
    match(event) {
      if (event.type !== type) return undefined;
      let data = event.data;
      for (let version = event.schemaVersion; version < schemaVersion; version++) {
        const upcast = upcasters[version];
        if (!upcast) throw new Error(`${type}: no upcaster from schema version ${version}`);
        data = upcast(data);
      }
      return schema.parse(data);
    },
  };
}
