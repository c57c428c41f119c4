import type { Kysely } from "kysely";
import { sharedDatabase } from "../../platform/index.ts";
import type { CatalogTables } from "../tables.ts";
import type { ProgrammeTables } from "./tables.ts";

/** The programmes' handle on the shared pool: their own table, and the catalogue's (a programme is listed with its school). */
export type Db = Kysely<ProgrammeTables & CatalogTables>;

export const db = (): Db => sharedDatabase<ProgrammeTables & CatalogTables>();
