import type { Kysely } from "kysely";
import { sharedDatabase } from "../platform/index.ts";
import type { DirectoryTables } from "./tables.ts";

/** This module's handle on the shared pool: its own tables only, so reaching another module's table is a type error. */
export type Db = Kysely<DirectoryTables>;

export const db = (): Db => sharedDatabase<DirectoryTables>();
