import { describe, expect, it } from "vitest";
import { projectionsToWake } from "./wake.ts";

const articles = { name: "articles", handles: ["ArticleDrafted", "ArticleRevised"] };
const search = { name: "search", handles: ["ArticleRevised", "ScholarshipRevised"] };
const inbox = { name: "inbox", handles: ["ConsultationRequested"] };
const all = [articles, search, inbox];

describe("which projections a wake is for", () => {
  it("given an append of an article revision, when it wakes the projectors, then only the projections handling it run", () => {
    expect(projectionsToWake(all, { types: ["ArticleRevised"] })).toEqual([articles, search]);
  });

  it("given an append of several types, when it wakes the projectors, then each projection handling any of them runs once", () => {
    expect(projectionsToWake(all, { types: ["ConsultationRequested", "ScholarshipRevised", "ConsultationRequested"] })).toEqual([search, inbox]);
  });

  it("given an append no projection handles, when it wakes the projectors, then none runs", () => {
    expect(projectionsToWake(all, { types: ["CometSighted"] })).toEqual([]);
  });

  it("given the safety poll's wake, which names no types, then every projection runs", () => {
    expect(projectionsToWake(all, {})).toEqual(all);
  });
});
