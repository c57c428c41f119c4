import type { Kysely } from "kysely";
import { schemaView, sharedDatabase } from "../../platform/index.ts";
import type { ReadinessTables } from "./tables.ts";

/** This module's handle on the shared pool: its own tables only, so reaching another module's table is a type error. */
export type Db = Kysely<ReadinessTables>;

export const db = (): Db => sharedDatabase<ReadinessTables>();

/** A caller's handle or transaction (the projection's), seen with readiness's tables only. */
export const readinessView = schemaView<ReadinessTables>();
