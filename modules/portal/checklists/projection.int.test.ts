import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import {
  ChecklistActivated,
  ChecklistTaskCompleted,
  ChecklistTaskReopened,
  ChecklistTemplatePublished,
  ChecklistTemplateRevised,
  CustomTaskAdded,
  OwnTaskListStarted,
  type ChecklistTemplateData,
} from "./events.ts";
import { checklistsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const checklistA = "00000000-0000-4000-8000-0000000000a1";
const checklistB = "00000000-0000-4000-8000-0000000000b1";
const activatedAt = new Date("2026-03-01T10:00:00Z");
const tickedAt = new Date("2026-03-02T10:00:00Z");

const template: ChecklistTemplateData = {
  templateId: "checklist_police-record",
  title: "Police record",
  description: "Get a police certificate of character.",
  category: "Visa & Immigration",
  tasks: [
    {
      id: "checklist_police-record-1",
      title: "Find your police service's form",
      description: null,
      priority: "high",
      category: "Documents",
      dueOffsetDays: 120,
    },
    { id: "checklist_police-record-2", title: "Book fingerprints", description: "If asked", priority: "medium", category: "Documents", dueOffsetDays: null },
  ],
};

const activated = (userId: string, checklistId: string) =>
  ChecklistActivated.create({
    userId,
    checklistId,
    templateId: template.templateId,
    title: template.title,
    description: template.description,
    category: template.category,
    activatedOn: "2026-03-01",
    tasks: [
      {
        taskId: `${checklistId}-1`,
        title: "Find your police service's form",
        description: null,
        priority: "high",
        category: "Documents",
        dueDate: "2026-03-01",
      },
      { taskId: `${checklistId}-2`, title: "Book fingerprints", description: "If asked", priority: "medium", category: "Documents", dueDate: null },
    ],
  });

describe("the checklists projection", () => {
  it("given a template published then revised, then the library holds its latest words and tasks", async () => {
    await projectionSpec(checklistsProjection)
      .given([
        ChecklistTemplatePublished.create(template),
        ChecklistTemplateRevised.create({ ...template, title: "Police certificate", tasks: template.tasks.slice(0, 1) }),
      ])
      .then({
        checklist_templates: [expect.objectContaining({ id: template.templateId, title: "Police certificate", category: "Visa & Immigration" })],
        checklist_template_tasks: [
          {
            id: "checklist_police-record-1",
            template_id: template.templateId,
            position: 1,
            title: "Find your police service's form",
            description: null,
            priority: "high",
            category: "Documents",
            due_offset_days: 120,
          },
        ],
        student_checklists: [],
        student_checklist_tasks: [],
      });
  });

  it("given an activation, a task ticked and a custom task, then the student's rows hold them, dated by the events", async () => {
    await projectionSpec(checklistsProjection)
      .given([
        { event: activated("student-a", checklistA), recordedAt: activatedAt },
        { event: ChecklistTaskCompleted.create({ userId: "student-a", checklistId: checklistA, taskId: `${checklistA}-1` }), recordedAt: tickedAt },
        CustomTaskAdded.create({
          userId: "student-a",
          checklistId: checklistA,
          taskId: `${checklistA}-3`,
          title: "Ask JCF about timing",
          description: null,
          priority: "low",
          dueDate: "2026-04-01",
        }),
      ])
      .then({
        checklist_templates: [],
        checklist_template_tasks: [],
        student_checklists: [
          expect.objectContaining({
            id: checklistA,
            user_id: "student-a",
            template_id: template.templateId,
            title: "Police record",
            activated_at: activatedAt,
          }),
        ],
        student_checklist_tasks: [
          expect.objectContaining({ id: `${checklistA}-1`, position: 1, completed: true, completed_at: tickedAt, is_custom: false, due_date: "2026-03-01" }),
          expect.objectContaining({ id: `${checklistA}-2`, position: 2, completed: false, completed_at: null, description: "If asked" }),
          expect.objectContaining({
            id: `${checklistA}-3`,
            position: 3,
            title: "Ask JCF about timing",
            category: "Personal",
            is_custom: true,
            priority: "low",
            due_date: "2026-04-01",
          }),
        ],
      });
  });

  it("given the student's own list started with a task, then it reads as a checklist with no template, 'My tasks', its task ticked like any", async () => {
    await projectionSpec(checklistsProjection)
      .given([
        { event: OwnTaskListStarted.create({ userId: "student-a", checklistId: checklistB }), recordedAt: activatedAt },
        {
          event: CustomTaskAdded.create({
            userId: "student-a",
            checklistId: checklistB,
            taskId: `${checklistB}-1`,
            title: "Renew my passport",
            description: "Before March",
            priority: "medium",
            dueDate: null,
          }),
          recordedAt: activatedAt,
        },
        { event: ChecklistTaskCompleted.create({ userId: "student-a", checklistId: checklistB, taskId: `${checklistB}-1` }), recordedAt: tickedAt },
      ])
      .then({
        checklist_templates: [],
        checklist_template_tasks: [],
        student_checklists: [
          {
            id: checklistB,
            user_id: "student-a",
            template_id: null,
            title: "My tasks",
            description: "Tasks you added yourself, outside the library's checklists.",
            category: "Personal",
            activated_at: activatedAt,
            updated_at: tickedAt,
          },
        ],
        student_checklist_tasks: [
          expect.objectContaining({ id: `${checklistB}-1`, position: 1, title: "Renew my passport", is_custom: true, completed: true, completed_at: tickedAt }),
        ],
      });
  });

  it("given a task ticked then unticked, then it reads open again", async () => {
    await projectionSpec(checklistsProjection)
      .given([
        activated("student-a", checklistA),
        ChecklistTaskCompleted.create({ userId: "student-a", checklistId: checklistA, taskId: `${checklistA}-2` }),
        ChecklistTaskReopened.create({ userId: "student-a", checklistId: checklistA, taskId: `${checklistA}-2` }),
      ])
      .then({
        checklist_templates: [],
        checklist_template_tasks: [],
        student_checklists: [expect.objectContaining({ id: checklistA })],
        student_checklist_tasks: [
          expect.objectContaining({ id: `${checklistA}-1`, completed: false }),
          expect.objectContaining({ id: `${checklistA}-2`, completed: false, completed_at: null }),
        ],
      });
  });

  it("given another student's task named in an event, then nothing of theirs changes", async () => {
    await projectionSpec(checklistsProjection)
      .given([activated("student-b", checklistB), ChecklistTaskCompleted.create({ userId: "student-a", checklistId: checklistB, taskId: `${checklistB}-1` })])
      .then({
        checklist_templates: [],
        checklist_template_tasks: [],
        student_checklists: [expect.objectContaining({ id: checklistB })],
        student_checklist_tasks: [
          expect.objectContaining({ id: `${checklistB}-1`, completed: false }),
          expect.objectContaining({ id: `${checklistB}-2`, completed: false }),
        ],
      });
  });

  it("given AccountDeleted, then that student's checklists and tasks are gone, the other student's and the library stay", async () => {
    await projectionSpec(checklistsProjection)
      .given([
        ChecklistTemplatePublished.create(template),
        activated("student-a", checklistA),
        activated("student-b", checklistB),
        AccountDeleted.create({ userId: "student-a" }),
      ])
      .then({
        checklist_templates: [expect.objectContaining({ id: template.templateId })],
        checklist_template_tasks: [expect.objectContaining({ position: 1 }), expect.objectContaining({ position: 2 })],
        student_checklists: [expect.objectContaining({ id: checklistB, user_id: "student-b" })],
        student_checklist_tasks: [expect.objectContaining({ checklist_id: checklistB }), expect.objectContaining({ checklist_id: checklistB })],
      });
  });
});
