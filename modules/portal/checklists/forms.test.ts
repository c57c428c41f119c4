import { describe, expect, it } from "vitest";
import { CHOOSE_CHECKLIST_MESSAGE, checklistFormSchema } from "./forms.ts";

const checklistId = "00000000-0000-4000-8000-0000000000c1";

describe("the tasks forms' ids are read by their shape", () => {
  it("takes a checklist's uuid, its numbered task and a library template's id", () => {
    expect(checklistFormSchema.safeParse({ intent: "toggle", checklistId, taskId: `${checklistId}-12`, completed: "true" }).success).toBe(true);
    expect(checklistFormSchema.safeParse({ intent: "activate", templateId: "checklist_transcripts" }).success).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", `${checklistId}-0`, `${checklistId}-1x`, `${checklistId}-1\n`, ""])(
    "refuses %j as a checklist, a task or a template",
    (id) => {
      expect(checklistFormSchema.safeParse({ intent: "toggle", checklistId: id, taskId: `${checklistId}-1`, completed: "true" }).success).toBe(false);
      expect(checklistFormSchema.safeParse({ intent: "toggle", checklistId, taskId: id, completed: "true" }).success).toBe(false);
      expect(checklistFormSchema.safeParse({ intent: "activate", templateId: id }).success).toBe(false);
    },
  );

  it("reads a custom task with no checklist (absent or a blank choice) as one for the student's own list", () => {
    for (const form of [
      { intent: "add-task", title: "Mine" },
      { intent: "add-task", checklistId: "", title: "Mine" },
    ]) {
      const parsed = checklistFormSchema.parse(form);
      expect(parsed).toMatchObject({ intent: "add-task", title: "Mine" });
      expect(parsed.intent === "add-task" && parsed.checklistId).toBeUndefined();
    }
  });

  it("asks to choose a checklist when the custom task's is not one", () => {
    const result = checklistFormSchema.safeParse({ intent: "add-task", checklistId: "constructor", title: "Mine" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CHOOSE_CHECKLIST_MESSAGE]);
  });
});
