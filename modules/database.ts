import type { Kysely } from "kysely";
import type { CatalogTables } from "./catalog/tables.ts";
import type { ContentTables } from "./content/tables.ts";
import type { CounselingTables } from "./counseling/tables.ts";
import type { EventStoreTables } from "./eventstore/tables.ts";
import type { FundingTables } from "./funding/tables.ts";
import type { IdentityTables } from "./identity/tables.ts";
import type { MailTables } from "./mail/tables.ts";
import type { PlannerTables } from "./portal/planner/tables.ts";
import type { BoardsTables } from "./portal/boards/tables.ts";
import { sharedDatabase } from "./platform/index.ts";
import type { ReadinessTables } from "./portal/readiness/tables.ts";
import type { PortalSavedTables } from "./portal/saved/tables.ts";
import type { ShortlistTables } from "./portal/shortlist/tables.ts";
import type { RemindersTables } from "./portal/reminders/tables.ts";
import type { PortalEventsTables } from "./portal/exclusive-events/tables.ts";
import type { ChecklistsTables } from "./portal/checklists/tables.ts";
import type { QuizTables } from "./quiz/tables.ts";
import type { SearchTables } from "./search/tables.ts";
import type { ExpertQuestionsTables } from "./portal/questions/tables.ts";

/**
 * Every module's tables in one schema type. This root file is the only place
 * that names them all, so `platform` (the pool) knows no domain and each
 * module owns its `tables.ts`. A new module adds its tables here.
 */
export type Database = EventStoreTables &
  IdentityTables &
  CatalogTables &
  ContentTables &
  FundingTables &
  SearchTables &
  QuizTables &
  CounselingTables &
  MailTables &
  ShortlistTables &
  ReadinessTables &
  PlannerTables &
  BoardsTables &
  PortalSavedTables &
  RemindersTables &
  PortalEventsTables &
  ExpertQuestionsTables &
  ChecklistsTables;
export type Db = Kysely<Database>;

/** The process-wide database handle, typed with every module's tables. */
export function db(): Db {
  return sharedDatabase<Database>();
}
