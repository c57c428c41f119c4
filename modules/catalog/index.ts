// Catalogue: categories, destinations, study pathways and schools.
export { syncCatalogEntry } from "./commands.ts";
export type { DesiredCatalogEntry } from "./decide.ts";
export {
  catalogEntryKinds,
  CategoryAdded,
  CategoryRevised,
  DestinationAdded,
  DestinationRevised,
  PathwayAdded,
  PathwayRevised,
  SchoolAdded,
  SchoolRevised,
} from "./events.ts";
export { catalogProjection } from "./projection.ts";
export { destinationQuickFacts, type DestinationQuickFact } from "./destination-facts.ts";
export { cycleReading, cycleStanding, isOldFigure, isPastCycle, type CycleStanding } from "./fact-cycles.ts";
export { formatStatedDate, namesItsYear, nextOccurrence, readStatedDates } from "./stated-dates.ts";
export {
  cycleEndYear,
  isOldMoneyFigure,
  type StaleFact,
  type StaleReason,
  quickFactViews,
  type QuickFactLink,
  type QuickFactStatementView,
  type QuickFactView,
  type SchoolCostAmount,
} from "./quick-facts.ts";
export type {
  Category,
  CxcEntry,
  Destination,
  FactStatement,
  MoneyAmount,
  MoneyPeriod,
  Pathway,
  QuickFact,
  School,
  SchoolQuickFacts,
  SourceConfidence,
} from "./schemas.ts";
export {
  catalogSitemapEntries,
  destinationById,
  destinationBySlug,
  destinationNames,
  featuredDestinations,
  featuredSchools,
  listCategories,
  listDestinations,
  listPathways,
  listSchools,
  pathwayBySlug,
  schoolBySlug,
  schoolCostAmountsById,
  schoolsInDestination,
  schoolsTeachingPathway,
  staleSchoolFacts,
  type CatalogSitemapEntry,
  type CategoryView,
  type DestinationType,
  type DestinationView,
  type PathwayView,
  type SchoolStaleFacts,
  type SchoolView,
} from "./queries.ts";
export { activeSchoolCount, adminCatalogCounts } from "./admin-counts.ts";
// The admin area's school editor: the form's schema, create, revise from the version read, restore, history.
export { createSchool, restoreSchoolVersion, reviseSchool, schoolForEditing, schoolHistory, type SavedSchool } from "./school-commands.ts";
export {
  amountLine,
  MAX_STATEMENTS,
  NEW_SCHOOL_FORM_VALUES,
  QUICK_FACT_LABELS,
  SCHOOL_FIELD_MESSAGES,
  schoolFormSchema,
  schoolFormValues,
  SOURCE_CONFIDENCE_LABELS,
  type QuickFactFormValues,
  type SchoolEdit,
  type SchoolFormValues,
  type StatementFormValues,
} from "./school-editor.ts";
export {
  ADMIN_SCHOOL_STATUSES,
  ADMIN_SCHOOLS_PAGE_SIZE,
  adminSchools,
  type AdminSchoolFilter,
  type AdminSchoolRow,
  type AdminSchoolStatus,
} from "./admin-schools.ts";
// Bulk import of schools, and of programmes into schools' lists, from CSV or JSON: the editor's schema per row, a dry run, all or nothing
// (the shared part is the event store's runImport); destinationNamed reads a file's destination cell for other modules' importers.
// catalogue() and domainOf are what another module's importer matches its rows against (the directory's profiled schools).
export {
  catalogue,
  destinationNamed,
  domainOf,
  importSchools,
  SCHOOL_IMPORT_COLUMNS,
  schoolImporter,
  UNKNOWN_DESTINATION_CELL,
  type Catalogue,
} from "./school-import.ts";
export { importProgrammes, programmesImporter, PROGRAMME_IMPORT_COLUMNS } from "./programme-import.ts";
// The admin area's destination and pathway editors: forms, create, revise from the version read, restore, history.
export {
  createDestination,
  createPathway,
  destinationForEditing,
  destinationHistory,
  pathwayForEditing,
  pathwayHistory,
  restoreDestinationVersion,
  restorePathwayVersion,
  reviseDestination,
  revisePathway,
  type CatalogEntryHistory,
} from "./catalog-editor-commands.ts";
export {
  DESTINATION_FIELD_MESSAGES,
  destinationFormSchema,
  destinationFormValues,
  destinationSlugTakenMessage,
  NEW_DESTINATION_FORM_VALUES,
  newDestinationFormSchema,
  type DestinationEdit,
  type NewDestinationEdit,
  type DestinationFormValues,
  type SharedSchoolFactFormValues,
} from "./destination-editor.ts";
export {
  NEW_PATHWAY_FORM_VALUES,
  PATHWAY_FIELD_MESSAGES,
  PATHWAY_ICON_CLASSES,
  pathwayFormSchema,
  pathwayFormValues,
  type PathwayEdit,
  type PathwayFormValues,
} from "./pathway-editor.ts";
// Programme records (issue 27 item 3): a stream per programme, its read table, queries and admin editor.
export {
  ADMIN_PROGRAMMES_PAGE_SIZE,
  adminProgrammes,
  applyProgrammeEdit,
  createProgramme,
  datedFee,
  listProgrammes,
  programmeFieldsBySchool,
  NEW_PROGRAMME_FORM_VALUES,
  PROGRAMME_FACT_MESSAGES,
  PROGRAMME_FIELD_MESSAGES,
  ProgrammeAdded,
  programmeEditorialDecider,
  programmeFormSchema,
  programmeFormValues,
  programmeForEditing,
  programmeHistory,
  programmeLevels,
  ProgrammeRevised,
  programmeSchema,
  programmeSchoolChoices,
  programmesInPathway,
  programmesOfSchool,
  programmesProjection,
  programmeStream,
  restoreProgrammeVersion,
  reviseProgramme,
  syncProgramme,
  type AdminProgrammeRow,
  type Programme,
  type ProgrammeEdit,
  type ProgrammeFee,
  type ProgrammeFormValues,
  type ProgrammeHistory,
  type ProgrammeLevel,
  type ProgrammeSource,
  type ProgrammeView,
  type ProgrammeWithSchool,
} from "./programmes/index.ts";
// The CXC entry check (issue 27 item 6, decision 0048): a school's published minimum, the /schools facet's reading of it, and a
// student's results against it; the editor's fields and labels.
export { acceptsCapeDiploma, cxcEntryOf, cxcEntryView, schoolCxcVerdict, type CxcEntryView } from "./cxc-entry.ts";
export { CXC_ENTRY_MESSAGES, CXC_ENTRY_STATUS_LABELS, CXC_ENTRY_STATUSES, type CxcEntryFormValues } from "./cxc-entry-editor.ts";
