import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithZod, withPlausibleFieldNames } from "./forms.ts";

const schema = z.object({ title: z.string(), statements: z.array(z.object({ text: z.string() })).optional() });

describe("parsing a submission", () => {
  it("given a field name thousands of segments deep, when parsed, then it is dropped and the form's own fields are read", () => {
    const form = new FormData();
    form.append("title", "Scholarship");
    form.append("statements[0].text", "Apply by January 15");
    form.append("a".concat(".a".repeat(5_000)), "x");
    form.append("b".concat("[0]".repeat(5_000)), "x");
    const submission = parseWithZod(form, { schema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ title: "Scholarship", statements: [{ text: "Apply by January 15" }] });
  });

  it("given only plausible names, then the payload is passed on as it came, files included", () => {
    const form = new FormData();
    form.append("schoolFacts[0].statements[1].sourceUrl", "https://example.test");
    form.append("file", new Blob(["name\n"]), "schools.csv");
    expect(withPlausibleFieldNames(form)).toBe(form);
    const params = new URLSearchParams({ ["x".repeat(201)]: "long", kept: "yes" });
    expect([...withPlausibleFieldNames(params).keys()]).toEqual(["kept"]);
  });
});
