import type { Kysely } from "kysely";
import { sharedDatabase } from "../../platform/index.ts";
import type { OpeningAlertsTables } from "./tables.ts";

/** This module's handle on the shared pool: its own tables only, so reaching another module's table is a type error. */
export type Db = Kysely<OpeningAlertsTables>;

export const db = (): Db => sharedDatabase<OpeningAlertsTables>();
