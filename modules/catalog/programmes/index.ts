// Programme records (issue 27 item 3): a catalogue aggregate of its own, a stream per programme, re-exported by the catalogue's door.
export { ProgrammeAdded, ProgrammeRevised, programmeStream } from "./events.ts";
export { programmeEditorialDecider, programmeEntryDecider, restoredProgramme } from "./decide.ts";
export { programmeFactProblems, programmeSchema, PROGRAMME_FACT_MESSAGES, type Programme, type ProgrammeFee, type ProgrammeSource } from "./schemas.ts";
export { programmeLevels, type ProgrammeLevel } from "./tables.ts";
export { MONTH_NAMES } from "./browser.ts";
export { programmesProjection } from "./projection.ts";
export {
  ADMIN_PROGRAMMES_PAGE_SIZE,
  adminProgrammes,
  datedFee,
  listProgrammes,
  programmeFieldsBySchool,
  programmeKeys,
  programmeSchoolChoices,
  programmesInPathway,
  programmesOfSchool,
  type AdminProgrammeRow,
  type ProgrammeView,
  type ProgrammeWithSchool,
} from "./queries.ts";
export {
  createProgramme,
  freeProgrammeSlug,
  newProgrammeId,
  programmeForEditing,
  programmeHistory,
  programmeProblems,
  programmeState,
  restoreProgrammeVersion,
  reviseProgramme,
  syncProgramme,
  type ProgrammeHistory,
} from "./commands.ts";
export {
  applyProgrammeEdit,
  NEW_PROGRAMME_FORM_VALUES,
  PROGRAMME_FIELD_MESSAGES,
  programmeFormSchema,
  programmeFormValues,
  type ProgrammeEdit,
  type ProgrammeFormValues,
} from "./editor.ts";
