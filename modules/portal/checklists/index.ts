// Checklists: the library of templates, and each student's own checklists with their tasks (/portal/tasks).
export { activateChecklist, addCustomTask, setChecklistTask, syncChecklistTemplate, UnknownChecklistTemplateError } from "./commands.ts";
export {
  ChecklistAlreadyActiveError,
  ChecklistNotFoundError,
  ChecklistTaskNotFoundError,
  CustomTaskInvalidError,
  TASK_DESCRIPTION_TOO_LONG_MESSAGE,
  TASK_TITLE_REQUIRED_MESSAGE,
  TASK_TITLE_TOO_LONG_MESSAGE,
} from "./decide.ts";
export {
  CHECKLIST_CATEGORIES,
  ChecklistActivated,
  ChecklistTaskCompleted,
  ChecklistTaskReopened,
  ChecklistTemplatePublished,
  ChecklistTemplateRevised,
  CustomTaskAdded,
  OWN_TASK_LIST,
  OwnTaskListStarted,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PRIORITIES,
  TASK_TITLE_MAX_LENGTH,
  type ChecklistCategory,
  type ChecklistTemplateData,
  type TaskPriority,
} from "./events.ts";
export { checklistFormSchema, CHOOSE_CHECKLIST_MESSAGE, DUE_DATE_MESSAGE, type ChecklistForm } from "./schemas.ts";
export { checklistsProjection } from "./projection.ts";
export { progressPercent } from "./progress.ts";
export {
  checklistLibrary,
  checklistProgressOf,
  studentChecklistProgress,
  studentChecklistsOf,
  type ChecklistProgress,
  type ChecklistTaskView,
  type ChecklistTemplateTaskView,
  type ChecklistTemplateView,
  type StudentChecklistView,
} from "./queries.ts";
export type { CustomTaskInput } from "./decide.ts";
