import { describe, expect, it } from "vitest";
import { checklistCategories, checklistTemplates, taskCategories } from "./checklists.ts";

const allTasks = checklistTemplates.flatMap((template) => template.tasks.map((task) => ({ template, task })));

describe("checklist library", () => {
  it("holds 22 templates", () => {
    expect(checklistTemplates).toHaveLength(22);
  });

  it("covers each of the five categories with at least 3 templates, and no other category", () => {
    for (const category of checklistCategories) {
      expect(checklistTemplates.filter((template) => template.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    for (const template of checklistTemplates) expect(checklistCategories).toContain(template.category);
  });

  it("gives every template 8 to 22 tasks", () => {
    for (const template of checklistTemplates) {
      expect(template.tasks.length, template.id).toBeGreaterThanOrEqual(8);
      expect(template.tasks.length, template.id).toBeLessThanOrEqual(22);
    }
  });

  it("uses unique, well-formed template ids", () => {
    const ids = checklistTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^checklist_[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("numbers task ids <checklist id>-<n> from 1 without gaps, unique across the library", () => {
    for (const template of checklistTemplates) {
      expect(template.tasks.map((task) => task.id)).toEqual(template.tasks.map((_, index) => `${template.id}-${index + 1}`));
    }
    const taskIds = allTasks.map(({ task }) => task.id);
    expect(new Set(taskIds).size).toBe(taskIds.length);
  });

  it("keeps titles non-empty and under 120 characters, descriptions non-empty and under 400", () => {
    for (const template of checklistTemplates) {
      expect(template.title.trim(), template.id).not.toBe("");
      expect(template.title.length, template.id).toBeLessThan(120);
      expect(template.description.trim(), template.id).not.toBe("");
      expect(template.description.length, template.id).toBeLessThan(400);
    }
    for (const { task } of allTasks) {
      expect(task.title.trim(), task.id).not.toBe("");
      expect(task.title.length, task.id).toBeLessThan(120);
      if (task.description !== null) {
        expect(task.description.trim(), task.id).not.toBe("");
        expect(task.description.length, task.id).toBeLessThan(400);
      }
    }
  });

  it("uses only valid priorities, task categories and whole-day offsets", () => {
    for (const { task } of allTasks) {
      expect(["high", "medium", "low"], task.id).toContain(task.priority);
      expect(taskCategories, task.id).toContain(task.category);
      if (task.dueOffsetDays !== null) expect(Number.isInteger(task.dueOffsetDays), task.id).toBe(true);
    }
  });

  it("has no duplicate task titles within a template", () => {
    for (const template of checklistTemplates) {
      const titles = template.tasks.map((task) => task.title.trim().toLowerCase());
      expect(new Set(titles).size, template.id).toBe(titles.length);
    }
  });

  it("states no fees: no currency symbols or currency-code amounts anywhere", () => {
    const texts = checklistTemplates.flatMap((template) => [
      template.title,
      template.description,
      ...template.tasks.flatMap((task) => [task.title, task.description ?? ""]),
    ]);
    for (const text of texts) {
      // "$" covers US$, J$, CA$, TT$, BDS$, EC$ and B$.
      expect(text, text).not.toMatch(/[$£€¥]/);
      expect(text, text).not.toMatch(/\b(USD|CAD|GBP|EUR|AUD|JMD|TTD|BBD|BSD|XCD)\s?\d/i);
      expect(text, text).not.toMatch(/\d\s?(USD|CAD|GBP|EUR|AUD|JMD|TTD|BBD|BSD|XCD|dollars?|pounds?|euros?)\b/i);
    }
  });

  it("contains no placeholder text", () => {
    const json = JSON.stringify(checklistTemplates);
    expect(json).not.toMatch(/lorem|ipsum|TODO|TBD|FIXME|xxx/i);
  });
});
