import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedChecklistLibrary } from "../../../infra/seed/portal/index.ts";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { profilesProjection, registerUser, updateStudentProfile, usersProjection } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { startProjector } from "../../../workers/projector.ts";
import { checklistsProjection } from "./projection.ts";
import { activateChecklist, addCustomTask, setChecklistTask, UnknownChecklistTemplateError } from "./commands.ts";
import { ChecklistAlreadyActiveError, ChecklistNotFoundError, ChecklistTaskNotFoundError, CustomTaskInvalidError } from "./decide.ts";
import { checklistLibrary, studentChecklistProgress, studentChecklistsOf } from "./queries.ts";

const by = { actor: "test", requestId: "checklists-test" };

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // The commands wait for their projections, as the site does: a projector runs them.
  projector = await startProjector([usersProjection, profilesProjection, checklistsProjection]);
  await seedChecklistLibrary(by);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function student(): Promise<string> {
  const user = await registerUser(
    { firstName: "Aaliyah", lastName: "Grant", email: `checklists-${randomUUID()}@example.com`, password: "sorrel-and-ginger-9" },
    by,
  );
  return user.id;
}

describe("the checklist library, seeded", () => {
  it("holds the 22 templates in the five categories, and seeding again adds nothing", async () => {
    expect(await seedChecklistLibrary(by)).toEqual({ added: 0, revised: 0, unchanged: 22 });
    const library = await checklistLibrary();
    expect(library).toHaveLength(22);
    expect(new Set(library.map((template) => template.category))).toEqual(
      new Set(["Academic Planning", "Application Process", "Visa & Immigration", "Travel & Preparation", "Student Life"]),
    );
    expect(library.reduce((sum, template) => sum + template.totalTasks, 0)).toBe(210);
  });
});

describe("a student's checklists, through the commands and queries", () => {
  it("activates a template once, ticks and adds tasks, and the progress follows; another student's ids are not found", async () => {
    const userId = await student();
    const { checklistId } = await activateChecklist(userId, "checklist_references", by);
    await expect(activateChecklist(userId, "checklist_references", by)).rejects.toBeInstanceOf(ChecklistAlreadyActiveError);
    await expect(activateChecklist(userId, "checklist_nope", by)).rejects.toBeInstanceOf(UnknownChecklistTemplateError);

    const [checklist] = await studentChecklistsOf(userId);
    expect(checklist).toMatchObject({ id: checklistId, templateId: "checklist_references", completedTasks: 0, progress: 0 });
    const total = checklist!.totalTasks;

    await setChecklistTask(userId, checklistId, `${checklistId}-1`, true, by);
    await setChecklistTask(userId, checklistId, `${checklistId}-1`, true, by);
    await addCustomTask(userId, { checklistId, title: "  Thank Ms Henry  ", description: "", priority: "high", dueDate: "2027-01-15" }, by);
    await expect(addCustomTask(userId, { checklistId, title: " ", description: "", priority: "low", dueDate: null }, by)).rejects.toBeInstanceOf(
      CustomTaskInvalidError,
    );
    await expect(setChecklistTask(userId, checklistId, `${checklistId}-99`, true, by)).rejects.toBeInstanceOf(ChecklistTaskNotFoundError);

    const [after] = await studentChecklistsOf(userId);
    expect(after).toMatchObject({ totalTasks: total + 1, completedTasks: 1, progress: Math.round((1 / (total + 1)) * 100) });
    expect(after!.tasks.at(-1)).toEqual({
      id: `${checklistId}-${total + 1}`,
      title: "Thank Ms Henry",
      description: null,
      completed: false,
      dueDate: "2027-01-15",
      priority: "high",
      category: "Personal",
      isCustom: true,
    });
    expect(await studentChecklistProgress(userId)).toEqual({
      activeChecklists: 1,
      totalTasks: total + 1,
      completedTasks: 1,
      progress: Math.round((1 / (total + 1)) * 100),
    });

    const other = await student();
    await expect(setChecklistTask(other, checklistId, `${checklistId}-2`, true, by)).rejects.toBeInstanceOf(ChecklistNotFoundError);
    await expect(addCustomTask(other, { checklistId, title: "Not yours", description: "", priority: "low", dueDate: null }, by)).rejects.toBeInstanceOf(
      ChecklistNotFoundError,
    );
    expect(await studentChecklistsOf(other)).toEqual([]);
    expect((await studentChecklistsOf(userId))[0]!.completedTasks).toBe(1);
  });

  it("a student with no checklist adds tasks to their own list, 'My tasks': one list, counted in the tasks but not as an activated checklist", async () => {
    const userId = await student();
    await addCustomTask(userId, { checklistId: null, title: "Renew my passport", description: "", priority: "high", dueDate: null }, by);
    await addCustomTask(userId, { checklistId: null, title: "Open a bank account", description: "", priority: "low", dueDate: null }, by);
    const [own, ...others] = await studentChecklistsOf(userId);
    expect(others).toEqual([]);
    expect(own).toMatchObject({ templateId: null, title: "My tasks", category: "Personal", totalTasks: 2, completedTasks: 0 });
    expect(own!.tasks.map((task) => [task.id, task.title, task.isCustom])).toEqual([
      [`${own!.id}-1`, "Renew my passport", true],
      [`${own!.id}-2`, "Open a bank account", true],
    ]);
    await setChecklistTask(userId, own!.id, `${own!.id}-1`, true, by);
    expect(await studentChecklistProgress(userId)).toEqual({ activeChecklists: 0, totalTasks: 2, completedTasks: 1, progress: 50 });
  });

  it("counts due dates back from the target start month in the student's profile", async () => {
    const userId = await student();
    const startYear = new Date().getUTCFullYear() + 2;
    await updateStudentProfile(
      userId,
      { firstName: "Aaliyah", lastName: "Grant", careerInterests: [], preferredDestinations: [], cxcResults: [], startMonth: 9, startYear },
      by,
    );
    const template = (await checklistLibrary()).find((candidate) => candidate.id === "checklist_references")!;
    const { checklistId } = await activateChecklist(userId, template.id, by);
    const [checklist] = await studentChecklistsOf(userId);
    expect(checklist!.id).toBe(checklistId);
    const start = Date.parse(`${startYear}-09-01T00:00:00Z`);
    checklist!.tasks.forEach((task, index) => {
      const offset = template.tasks[index]!.dueOffsetDays;
      expect(task.dueDate).toBe(offset === null ? null : new Date(start - offset * 86_400_000).toISOString().slice(0, 10));
    });
  });
});
