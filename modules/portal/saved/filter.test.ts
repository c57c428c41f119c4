import { describe, expect, it } from "vitest";
import { matchesFilter, type SavedItemFilter } from "./filter.ts";
import type { SavedItemView } from "./queries.ts";

const common = { contentId: "x", priority: "medium" as const, savedAt: new Date(0), updatedAt: new Date(0), path: "/x" };
const article = {
  ...common,
  id: "a",
  contentType: "article",
  status: "saved",
  title: "Choosing a university",
  personalNotes: "Ask about CAPE units",
  article: { excerpt: "How to weigh rankings and costs", categoryId: "application-guide" },
} as unknown as SavedItemView;
const scholarship = {
  ...common,
  id: "s",
  contentType: "scholarship",
  status: "applied",
  title: "Chevening Scholarships",
  personalNotes: null,
  scholarship: { description: "Fully funded master's study", provider: "UK Government", destinationId: "uk" },
} as unknown as SavedItemView;
const gone = {
  ...common,
  id: "g",
  contentType: "article",
  status: "saved",
  title: null,
  path: null,
  personalNotes: "Old guide on visas",
  article: null,
} as unknown as SavedItemView;

describe("the /portal/saved search and filters", () => {
  const cases: [string, SavedItemFilter, string[]][] = [
    ["no filter keeps everything", {}, ["a", "s", "g"]],
    ["a title word, any case", { q: "CHEVENING" }, ["s"]],
    ["an article's excerpt", { q: "rankings" }, ["a"]],
    ["a scholarship's provider", { q: "uk government" }, ["s"]],
    ["the student's notes, even on content no longer available", { q: "visas" }, ["g"]],
    ["spaces around the term are ignored", { q: "  cape units  " }, ["a"]],
    ["a term nothing has", { q: "medicine" }, []],
    ["a status", { status: "applied" }, ["s"]],
    ["a destination narrows scholarships only", { destination: "canada" }, ["a", "g"]],
    ["a matching destination keeps the scholarship", { destination: "uk" }, ["a", "s", "g"]],
    ["a category narrows articles only (an unavailable one has none)", { category: "application-guide" }, ["a", "s"]],
    ["one content type", { contentType: "scholarship" }, ["s"]],
    ["filters combine", { q: "university", status: "applied" }, []],
  ];
  it.each(cases)("%s", (_name, filter, expected) => {
    expect([article, scholarship, gone].filter((item) => matchesFilter(item, filter)).map((item) => item.id)).toEqual(expected);
  });
});
