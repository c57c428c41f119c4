import { describe, expect, it } from "vitest";
import { programmeSchema } from "../modules/catalog/index.ts";
import { articleContentSchema } from "../modules/content/index.ts";
import { scholarshipSchema } from "../modules/funding/index.ts";
import { seededRandom, syntheticArticle, syntheticProgramme, syntheticScholarship, type ProgrammeSchool } from "./synthetic-content.ts";

describe("the synthetic corpus", () => {
  it("is the same for the same seed and index, and differs between indexes", () => {
    expect(syntheticArticle(15, 42)).toEqual(syntheticArticle(15, 42));
    expect(syntheticScholarship(15, 7, "2026-11-24")).toEqual(syntheticScholarship(15, 7, "2026-11-24"));
    expect(syntheticArticle(15, 42).content.slug).not.toBe(syntheticArticle(15, 43).content.slug);
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  it("writes articles and scholarships the events' schemas accept, with unique slugs", () => {
    const articles = Array.from({ length: 300 }, (_, index) => syntheticArticle(15, index));
    for (const article of articles) expect(articleContentSchema.safeParse(article.content).success).toBe(true);
    expect(new Set(articles.map((article) => article.content.slug)).size).toBe(articles.length);
    const scholarships = Array.from({ length: 100 }, (_, index) => syntheticScholarship(15, index, "2026-11-24"));
    for (const scholarship of scholarships) expect(scholarshipSchema.safeParse(scholarship).success).toBe(true);
  });

  it("gives every scholarship a deadline after the day it was generated for, so all are open", () => {
    for (let index = 0; index < 100; index++) expect(syntheticScholarship(15, index, "2026-11-24").deadline! > "2026-11-24").toBe(true);
  });

  it("spreads programme records the event's schema accepts over the schools, mostly in their fields, sourced on their own sites", () => {
    const schools: ProgrammeSchool[] = [
      { id: "school-a", website: "https://a.example/", pathwaySlugs: ["nursing", "law"] },
      { id: "school-b", website: null, pathwaySlugs: [] },
    ];
    const programmes = Array.from({ length: 200 }, (_, index) => syntheticProgramme(15, index, schools, "2026-11-24"));
    expect(syntheticProgramme(15, 9, schools, "2026-11-24")).toEqual(programmes[9]);
    for (const programme of programmes) expect(programmeSchema.safeParse(programme).success).toBe(true);
    expect(new Set(programmes.map((programme) => `${programme.schoolId}/${programme.slug}`)).size).toBe(programmes.length);
    const atA = programmes.filter((programme) => programme.schoolId === "school-a");
    expect(atA).toHaveLength(100);
    expect(atA.filter((programme) => ["nursing", "law"].includes(programme.fields[0]!)).length).toBeGreaterThan(70);
    expect(atA.some((programme) => !["nursing", "law"].includes(programme.fields[0]!))).toBe(true);
    expect(atA.some((programme) => programme.source?.url.startsWith("https://a.example/programmes/"))).toBe(true);
    expect(atA.some((programme) => programme.fee !== null) && atA.some((programme) => programme.source === null)).toBe(true);
    expect(programmes.filter((programme) => programme.schoolId === "school-b").every((programme) => programme.source === null && programme.fee === null)).toBe(
      true,
    );
  });
});
