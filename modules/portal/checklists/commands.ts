import { randomUUID } from "node:crypto";
import { db } from "./db.ts";
import { foldState, handleCommand, readStream, syncToDesired, wholeEntryDecider, type Actor, type SyncOutcome } from "../../eventstore/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { studentChecklistsDecider, type CustomTaskInput } from "./decide.ts";
import {
  ChecklistTemplatePublished,
  ChecklistTemplateRevised,
  checklistTemplateStream,
  studentChecklistsStream,
  type ChecklistTemplateData,
} from "./events.ts";
import { checklistsProjection } from "./projection.ts";

/** No template of the library has that id. */
export class UnknownChecklistTemplateError extends Error {
  constructor(readonly templateId: string) {
    super("That checklist is not in the library.");
    this.name = "UnknownChecklistTemplateError";
  }
}

const templateDecider = wholeEntryDecider({ added: ChecklistTemplatePublished, revised: ChecklistTemplateRevised });

// The next page shows the student's checklists: wait (bounded) until it does.
const readYourWrites = { waitFor: [checklistsProjection] };

/** Makes a library template read as authored (the seed's path): published when new, revised when changed, else nothing. */
export function syncChecklistTemplate(template: ChecklistTemplateData, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(templateDecider, checklistTemplateStream(template.templateId), template, by);
}

/** The template as its own stream has it now (the source of truth, never a read table that may lag). */
async function templateNamed(templateId: string): Promise<ChecklistTemplateData> {
  if (!/^checklist_[a-z0-9-]{1,100}$/.test(templateId)) throw new UnknownChecklistTemplateError(templateId);
  const template = foldState(templateDecider, await readStream(db(), checklistTemplateStream(templateId)));
  if (!template) throw new UnknownChecklistTemplateError(templateId);
  return template;
}

/**
 * Gives the student their own copy of a library template, due dates counted
 * back from the start month in their profile (or from today when it names
 * none). Refused when they already have it (ChecklistAlreadyActiveError).
 */
export async function activateChecklist(userId: string, templateId: string, by: Actor): Promise<{ checklistId: string }> {
  const template = await templateNamed(templateId);
  const profile = await studentAccountProfile(userId);
  const targetStart = profile?.targetStartMonth ? `${profile.targetStartMonth}-01` : null;
  const checklistId = randomUUID();
  const today = new Date().toISOString().slice(0, 10);
  await handleCommand(
    studentChecklistsDecider,
    studentChecklistsStream(userId),
    { kind: "activate", userId, checklistId, template, today, targetStart },
    by,
    readYourWrites,
  );
  return { checklistId };
}

/** Ticks or unticks one of the student's tasks; asking for what is already so changes nothing. */
export async function setChecklistTask(userId: string, checklistId: string, taskId: string, completed: boolean, by: Actor): Promise<void> {
  await handleCommand(
    studentChecklistsDecider,
    studentChecklistsStream(userId),
    { kind: "set-task", userId, checklistId, taskId, completed },
    by,
    readYourWrites,
  );
}

/** Adds a task the student wrote to one of their checklists, or (no checklist named) to their own list, "My tasks". */
export async function addCustomTask(userId: string, input: CustomTaskInput, by: Actor): Promise<void> {
  await handleCommand(
    studentChecklistsDecider,
    studentChecklistsStream(userId),
    { kind: "add-task", userId, ownListId: randomUUID(), ...input },
    by,
    readYourWrites,
  );
}
