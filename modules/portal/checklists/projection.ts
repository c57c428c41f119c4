import { defineProjection, type RecordedEvent, type ProjectionTransaction } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import type { ChecklistsTables } from "./tables.ts";
import {
  ChecklistActivated,
  ChecklistTaskCompleted,
  ChecklistTaskReopened,
  ChecklistTemplatePublished,
  ChecklistTemplateRevised,
  CUSTOM_TASK_CATEGORY,
  CustomTaskAdded,
  OWN_TASK_LIST,
  OwnTaskListStarted,
  type ChecklistTemplateData,
} from "./events.ts";

/** The checklist library, and each student's checklists with their tasks. */
export const checklistsProjection = defineProjection<ChecklistsTables>({
  name: "portal.checklists",
  kind: "read-model",
  // 2: a student's own list, "My tasks" (no template; migration 20261130000200).
  version: 2,
  handles: [
    ChecklistTemplatePublished,
    ChecklistTemplateRevised,
    ChecklistActivated,
    OwnTaskListStarted,
    ChecklistTaskCompleted,
    ChecklistTaskReopened,
    CustomTaskAdded,
    AccountDeleted,
  ],
  tables: ["checklist_templates", "checklist_template_tasks", "student_checklists", "student_checklist_tasks"],
  async apply(trx, event) {
    const template = ChecklistTemplatePublished.match(event) ?? ChecklistTemplateRevised.match(event);
    if (template) return putTemplate(trx, template, event);

    const activated = ChecklistActivated.match(event);
    if (activated) {
      await trx
        .insertInto("student_checklists")
        .values({
          id: activated.checklistId,
          user_id: activated.userId,
          template_id: activated.templateId,
          title: activated.title,
          description: activated.description,
          category: activated.category,
          // The event's time, never now(): a replay rebuilds the same rows.
          activated_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (activated.tasks.length > 0) {
        await trx
          .insertInto("student_checklist_tasks")
          .values(
            activated.tasks.map((task, index) => ({
              id: task.taskId,
              checklist_id: activated.checklistId,
              user_id: activated.userId,
              position: index + 1,
              title: task.title,
              description: task.description,
              priority: task.priority,
              category: task.category,
              due_date: task.dueDate,
              is_custom: false,
              completed: false,
              completed_at: null,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return;
    }

    const started = OwnTaskListStarted.match(event);
    if (started) {
      await trx
        .insertInto("student_checklists")
        .values({
          id: started.checklistId,
          user_id: started.userId,
          template_id: null,
          title: OWN_TASK_LIST.title,
          description: OWN_TASK_LIST.description,
          category: CUSTOM_TASK_CATEGORY,
          activated_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }

    const added = CustomTaskAdded.match(event);
    if (added) {
      const owned = await trx
        .selectFrom("student_checklist_tasks")
        .select((eb) => eb.fn.max("position").as("last"))
        .where("checklist_id", "=", added.checklistId)
        .where("user_id", "=", added.userId)
        .executeTakeFirst();
      await trx
        .insertInto("student_checklist_tasks")
        .values({
          id: added.taskId,
          checklist_id: added.checklistId,
          user_id: added.userId,
          position: Number(owned?.last ?? 0) + 1,
          title: added.title,
          description: added.description,
          priority: added.priority,
          category: CUSTOM_TASK_CATEGORY,
          due_date: added.dueDate,
          is_custom: true,
          completed: false,
          completed_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return touch(trx, added.userId, added.checklistId, event);
    }

    const ticked = ChecklistTaskCompleted.match(event) ?? ChecklistTaskReopened.match(event);
    if (ticked) {
      const completed = event.type === ChecklistTaskCompleted.type;
      await trx
        .updateTable("student_checklist_tasks")
        .set({ completed, completed_at: completed ? event.recordedAt : null })
        .where("id", "=", ticked.taskId)
        .where("checklist_id", "=", ticked.checklistId)
        .where("user_id", "=", ticked.userId)
        .execute();
      return touch(trx, ticked.userId, ticked.checklistId, event);
    }

    const deleted = AccountDeleted.match(event);
    if (deleted) {
      await trx.deleteFrom("student_checklist_tasks").where("user_id", "=", deleted.userId).execute();
      await trx.deleteFrom("student_checklists").where("user_id", "=", deleted.userId).execute();
    }
  },
});

/** A template reads as its latest Published or Revised content, tasks included. */
async function putTemplate(trx: ProjectionTransaction<ChecklistsTables>, template: ChecklistTemplateData, event: RecordedEvent): Promise<void> {
  const row = { title: template.title, description: template.description, category: template.category, updated_at: event.recordedAt };
  await trx
    .insertInto("checklist_templates")
    .values({ id: template.templateId, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("checklist_template_tasks").where("template_id", "=", template.templateId).execute();
  await trx
    .insertInto("checklist_template_tasks")
    .values(
      template.tasks.map((task, index) => ({
        id: task.id,
        template_id: template.templateId,
        position: index + 1,
        title: task.title,
        description: task.description,
        priority: task.priority,
        category: task.category,
        due_offset_days: task.dueOffsetDays,
      })),
    )
    .execute();
}

async function touch(trx: ProjectionTransaction<ChecklistsTables>, userId: string, checklistId: string, event: RecordedEvent): Promise<void> {
  await trx.updateTable("student_checklists").set({ updated_at: event.recordedAt }).where("id", "=", checklistId).where("user_id", "=", userId).execute();
}
