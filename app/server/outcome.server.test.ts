import { describe, expect, it } from "vitest";
import type { Outcome } from "~/components/outcome.tsx";
import { outcomeFromQuery } from "./outcome.server.ts";

const created: Outcome = { title: "Success", description: "Created.", variant: "success" };
const at = (query: string) => new Request(`http://localhost/admin/list${query}`);

describe("outcomeFromQuery", () => {
  it("maps a name the table knows to its copy", () => {
    expect(outcomeFromQuery(at("?done=created"), "done", { created })).toBe(created);
  });

  it("shows nothing for a missing key, an unknown name or an inherited property, never the query's text", () => {
    for (const query of ["", "?done=", "?done=<script>", "?done=toString", "?done=__proto__", "?other=created"]) {
      expect(outcomeFromQuery(at(query), "done", { created })).toBeNull();
    }
  });

  it("passes a version number to a copy function, and ignores anything that is not a positive integer", () => {
    const restored = (version: number): Outcome => ({ description: `Version ${version} restored.`, variant: "success" });
    expect(outcomeFromQuery(at("?restored=3"), "restored", restored)?.description).toBe("Version 3 restored.");
    for (const query of ["?restored=0", "?restored=-1", "?restored=1.5", "?restored=abc", ""]) {
      expect(outcomeFromQuery(at(query), "restored", restored)).toBeNull();
    }
  });
});
