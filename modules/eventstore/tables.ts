import type { ColumnType, Generated } from "kysely";

export interface EventsTable {
  global_position: Generated<number>;
  /** The appending transaction's id (xid8, as text); readers order by it first. */
  transaction_id: ColumnType<string, never, never>;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<EventMetadata, string, never>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface ProjectionCheckpointsTable {
  name: string;
  transaction_id: ColumnType<string, string | undefined, string>;
  global_position: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  last_error_position: number | null;
  failed_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface EventMetadata {
  /** Who caused the event: a user id, "system", or "anonymous". */
  actor: string;
  requestId: string;
  occurredAt: string;
  [key: string]: unknown;
}

/**
 * Each subject's key for its sealed personal fields (decision 0010). Not part
 * of the append-only log: deleting a row is what makes those fields unreadable.
 */
export interface PersonalDataKeysTable {
  /** Whose key: a user id, or a consultation request (`consultation:{id}`, decision 0029). */
  subject: string;
  /** 32 random bytes, the AES-256-GCM key; null once the subject is forgotten (a tombstone). */
  key: Buffer | null;
  created_at: Generated<Date>;
  forgotten_at: Date | null;
}

export interface EventStoreTables {
  events: EventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  personal_data_keys: PersonalDataKeysTable;
}
