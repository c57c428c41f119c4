import { describe, expect, it } from "vitest";
import { savedContentFormSchema } from "./forms.ts";

describe("the saved-content forms' item ids are read by their shape", () => {
  it("takes an item's uuid", () => {
    expect(savedContentFormSchema.safeParse({ intent: "remove", itemId: "00000000-0000-4000-8000-000000000001" }).success).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "not-an-item", ""])("refuses %j", (itemId) => {
    expect(savedContentFormSchema.safeParse({ intent: "remove", itemId }).success).toBe(false);
    expect(savedContentFormSchema.safeParse({ intent: "status", itemId, status: "applied" }).success).toBe(false);
    expect(savedContentFormSchema.safeParse({ intent: "note", itemId, notes: "x" }).success).toBe(false);
  });
});
