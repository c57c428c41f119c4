import { describe, expect, it } from "vitest";
import { unauthorizedDestination } from "./unauthorized-destination.ts";

describe("where 'Unauthorized' sends a visitor", () => {
  it.each(["/admin", "/admin/articles", "/admin/scholarships", "/admin/inbox/consultations", "/admin/inbox/questions", "/admin/operations"])(
    "from %s: to sign in, then back",
    (pathname) => {
      expect(unauthorizedDestination(pathname)).toBe(`/api/login?redirectTo=${encodeURIComponent(pathname)}`);
    },
  );

  it.each(["/admin/articles/new", "/admin/articles/3f1c/edit", "/admin/scholarships/new", "/admin/scholarships/abc-1/edit/"])(
    "from the form %s: home",
    (pathname) => {
      expect(unauthorizedDestination(pathname)).toBe("/");
    },
  );

  it("sends a signed-in non-admin (403) on through sign-in to their own dashboard, never back here (that would loop)", () => {
    expect(unauthorizedDestination("/admin/operations", "", 403)).toBe("/api/login?redirectTo=%2Fportal%2Fdashboard");
    expect(unauthorizedDestination("/admin/articles/new", "", 403)).toBe("/");
  });

  it("keeps a list's query string for the way back, and a history page is not a form", () => {
    expect(unauthorizedDestination("/admin/articles", "?status=draft")).toBe("/api/login?redirectTo=%2Fadmin%2Farticles%3Fstatus%3Ddraft");
    expect(unauthorizedDestination("/admin/articles/3f1c/history")).toBe("/api/login?redirectTo=%2Fadmin%2Farticles%2F3f1c%2Fhistory");
  });
});
