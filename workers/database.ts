import type { Kysely } from "kysely";
import type { CatalogTables } from "../modules/catalog/tables.ts";
import type { ProgrammeTables } from "../modules/catalog/programmes/tables.ts";
import type { ContentTables } from "../modules/content/tables.ts";
import type { CounselingTables } from "../modules/counseling/tables.ts";
import type { DirectoryTables } from "../modules/directory/tables.ts";
import type { EventStoreTables } from "../modules/eventstore/tables.ts";
import type { FundingTables } from "../modules/funding/tables.ts";
import type { IdentityTables } from "../modules/identity/tables.ts";
import type { MailTables } from "../modules/mail/tables.ts";
import type { PlannerTables } from "../modules/portal/planner/tables.ts";
import type { BoardsTables } from "../modules/portal/boards/tables.ts";
import { sharedDatabase } from "../modules/platform/index.ts";
import type { ReadinessTables } from "../modules/portal/readiness/tables.ts";
import type { PortalSavedTables } from "../modules/portal/saved/tables.ts";
import type { ShortlistTables } from "../modules/portal/shortlist/tables.ts";
import type { RemindersTables } from "../modules/portal/reminders/tables.ts";
import type { ExclusiveEventsTables } from "../modules/portal/exclusive-events/tables.ts";
import type { ChecklistsTables } from "../modules/portal/checklists/tables.ts";
import type { QuizTables } from "../modules/quiz/tables.ts";
import type { SearchTables } from "../modules/search/tables.ts";
import type { ExpertQuestionsTables } from "../modules/portal/questions/tables.ts";
import type { OpeningAlertsTables } from "../modules/portal/opening-alerts/tables.ts";

/**
 * Every module's tables in one schema type. This root file is the only place
 * that names them all, so `platform` (the pool) knows no domain and each
 * module owns its `tables.ts`. A new module adds its tables here.
 */
export type Database = EventStoreTables &
  IdentityTables &
  CatalogTables &
  DirectoryTables &
  ProgrammeTables &
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
  ExclusiveEventsTables &
  ExpertQuestionsTables &
  ChecklistsTables &
  OpeningAlertsTables;
export type Db = Kysely<Database>;

/** The process-wide database handle, typed with every module's tables. */
export function db(): Db {
  return sharedDatabase<Database>();
}
