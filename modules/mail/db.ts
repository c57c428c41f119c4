import type { Kysely } from "kysely";
import { schemaView, sharedDatabase } from "../platform/index.ts";
import type { MailTables } from "./tables.ts";

/** This module's handle on the shared pool: its own tables only, so reaching another module's table is a type error. */
export type Db = Kysely<MailTables>;

export const db = (): Db => sharedDatabase<MailTables>();

/** A caller's handle or transaction (a side-effect projection's), seen with mail's tables only. */
export const mailView = schemaView<MailTables>();
