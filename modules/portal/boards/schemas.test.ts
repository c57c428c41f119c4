import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { itemsAsText, visionBoardFormSchema } from "./schemas.ts";

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  return data;
}

describe("the vision board form", () => {
  it("reads items one per line, with an optional link after a bar", () => {
    const submission = parseWithZod(form({ title: " My board ", items: "Pass CSEC maths\n\n  Apply to UWI | https://www.uwi.edu/ \n" }), {
      schema: visionBoardFormSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      title: "My board",
      description: null,
      items: [
        { text: "Pass CSEC maths", link: null },
        { text: "Apply to UWI", link: "https://www.uwi.edu/" },
      ],
    });
    expect(itemsAsText(submission.value.items)).toBe("Pass CSEC maths\nApply to UWI | https://www.uwi.edu/");
  });

  it.each([
    { fields: { title: "" }, field: "title", message: "Give your board a title." },
    { fields: { title: "x".repeat(121) }, field: "title", message: "Keep the title to 120 characters or fewer." },
    { fields: { title: "ok", description: "d".repeat(1001) }, field: "description", message: "Keep the description to 1000 characters or fewer." },
    { fields: { title: "ok", items: "y".repeat(301) }, field: "items", message: "Item 1 is 301 characters long; keep each item to 300 or fewer." },
    {
      fields: { title: "ok", items: Array.from({ length: 31 }, (_, index) => `Goal ${index}`).join("\n") },
      field: "items",
      message: "A board holds at most 30 items; this one has 31.",
    },
    {
      fields: { title: "ok", items: "Goal | javascript:alert(1)" },
      field: "items",
      message: "Item 1: the link must be a web address starting with http:// or https://.",
    },
    { fields: { title: "ok", items: " | https://example.org/" }, field: "items", message: "Item 1 needs some text before the link." },
  ])("refuses $field with '$message'", ({ fields, field, message }) => {
    const submission = parseWithZod(form(fields), { schema: visionBoardFormSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.[field] : []).toContain(message);
  });
});
