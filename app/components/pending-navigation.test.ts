import { describe, expect, it } from "vitest";
import { loadingTextFor } from "./pending-navigation.tsx";

describe("loading texts", () => {
  it.each([
    ["/destinations", "Loading destinations..."],
    ["/destinations/canada", "Loading destination details..."],
    ["/pathways", "Loading study pathways..."],
    ["/pathways/law", "Loading pathway details..."],
    ["/articles/how-cape-is-read", "Loading article..."],
    ["/articles", "Loading articles..."],
    ["/search", "Searching..."],
    ["/funding/scholarships", "Loading funding information..."],
    ["/portal/dashboard", "Loading your dashboard..."],
    ["/portal/library", "Loading your saved content..."],
    ["/portal/planner/shortlist/compare", "Loading your shortlist..."],
    ["/portal/planner", "Loading your planner..."],
    ["/portal/settings", "Loading your account..."],
  ])("%s shows %s", (path, text) => {
    expect(loadingTextFor(path)).toBe(text);
  });
});
