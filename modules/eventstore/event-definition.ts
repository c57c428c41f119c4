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
  /**
   * Why this event was appended, beyond who and when: a restore names the
   * version it brought back (`restoredFromVersion`, decision 0016). Stored in
   * the event's metadata, under the store's own actor, request id and time,
   * which always win; projections never need it.
   */
  metadata?: Readonly<Record<string, unknown>>;
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

/**
 * Which fields of an event are personal data, and whose (decision 0010). The
 * store seals them with the subject's own key when appending and opens them
 * when reading; once the subject's key is destroyed they read as null, so
 * their schemas must allow null. One line per event:
 *
 *   defineEvent("UserRegistered", schema, { personal: { subject: (data) => data.userId, fields: ["email", "firstName", "lastName"] } })
 */
export interface PersonalData<Data> {
  /**
   * Whose they are: one subject, or several (a signed-in student's consultation
   * request is theirs and the request's own): forgetting any one erases them.
   */
  subject: (data: Data) => string | readonly string[];
  fields: readonly (keyof Data & string)[];
}

export interface EventOptions<Data> {
  schemaVersion?: number;
  upcasters?: Upcasters;
  personal?: PersonalData<Data>;
  /** Appending this event destroys the subject's personal-data key, in the same transaction (an account's deletion). */
  forgets?: (data: Data) => string;
}

export type DataOf<Definition> = Definition extends EventDefinition<string, infer Schema> ? z.output<Schema> : never;

/** Event names are facts, so they read in the past tense: `ArticlePublished`, not `PublishArticle`. */
export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: EventOptions<z.output<Schema>> = {},
): EventDefinition<Type, Schema> {
  const schemaVersion = options.schemaVersion ?? 1;
  const upcasters = options.upcasters ?? {};
  if (options.personal || options.forgets) {
    storageRules.set(type, {
      personal: options.personal as PersonalData<unknown> | undefined,
      forgets: options.forgets as ((data: unknown) => string) | undefined,
    });
  }
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

/** What the store does with an event type's data when appending it. */
export interface StorageRule {
  personal?: PersonalData<unknown>;
  forgets?: (data: unknown) => string;
}

const storageRules = new Map<string, StorageRule>();

/** The storage rule of an event type, registered by its definition (none for most types). */
export function storageRuleOf(type: string): StorageRule | undefined {
  return storageRules.get(type);
}
