import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue, readStream } from "../../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { db } from "./db.ts";
import { recordQuizResult, studentProfilesProjection } from "../../quiz/index.ts";
import { sampleQuizAnswers } from "../../quiz/testing.ts";
import { seed } from "../../../infra/seed/index.ts";
import { startProjector } from "../../../workers/projector.ts";
import {
  changeShortlist,
  compareShortlist,
  NotOnShortlistError,
  shortlistedSchoolIds,
  shortlistForApi,
  shortlistOf,
  shortlistProjection,
  shortlistSchool,
  shortlistStream,
  UnknownSchoolError,
  upcomingShortlistDeadlines,
} from "./index.ts";

const TORONTO = "school_university_of_toronto";
const HARVARD = "school_harvard_university";
const MONA = "school_uwi_mona";
const MIT = "school_massachusetts_institute_of_technology";

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  await seed({ actor: "system", requestId: "shortlist-test" }, { directory: false });
  projector = await startProjector([shortlistProjection, studentProfilesProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const by = (userId: string) => ({ actor: userId, requestId: "shortlist-test" });

describe("a student's shortlist, end to end", () => {
  it("shows the student's own schools with the catalogue's fields, and no match before the quiz", async () => {
    const a = randomUUID();
    await shortlistSchool(a, TORONTO, by(a));
    await shortlistSchool(a, HARVARD, by(a));
    await changeShortlist(a, { intent: "status", schoolId: HARVARD, status: "applied" }, by(a));

    const shortlist = await shortlistOf(a, { sort: "name", dir: "asc", today: "2026-11-23" });
    expect(shortlist.total).toBe(2);
    expect(shortlist.hasQuizResult).toBe(false);
    expect(shortlist.countries).toEqual([
      { slug: "canada", name: "Canada" },
      { slug: "usa", name: "United States" },
    ]);
    expect(shortlist.entries.map((entry) => [entry.schoolName, entry.status, entry.match])).toEqual([
      ["Harvard University", "applied", null],
      ["University of Toronto", "saved", null],
    ]);
    const harvard = shortlist.entries[0]!;
    expect(harvard.country).toBe("United States");
    expect(harvard.quickFacts.find((fact) => fact.key === "applicationDeadline")?.statements[0]?.text).toContain("Early Action candidates apply by November 1");
    expect(await shortlistedSchoolIds(a)).toEqual([TORONTO, HARVARD]);

    // Applied schools leave the upcoming deadlines; Toronto's next named date (December 15) comes first.
    const deadlines = await upcomingShortlistDeadlines(a, { today: "2026-11-23" });
    expect(deadlines.map((deadline) => [deadline.schoolId, deadline.next])).toEqual([[TORONTO, { day: "2026-12-15", days: 22, namesItsYear: false }]]);
  });

  it("lists no past cycle's deadline as upcoming and sorts it as no deadline found (UWI Mona's May 2021 extension)", async () => {
    const a = randomUUID();
    await shortlistSchool(a, MONA, by(a));
    await shortlistSchool(a, TORONTO, by(a));
    const today = "2026-11-27";

    // Read as recurring, Mona's "May 19" would come in 173 days; its cycle (2021) is over, so it names no date to come.
    const { entries } = await shortlistOf(a, { sort: "deadline", dir: "asc", today });
    expect(entries.map((entry) => [entry.schoolId, entry.daysToDeadline])).toEqual([
      [TORONTO, 18],
      [MONA, null],
    ]);
    // The card still shows the source's words, as a past cycle's.
    expect(entries[1]!.quickFacts.find((fact) => fact.key === "applicationDeadline")?.statements).toMatchObject([
      { text: expect.stringContaining("May 19 for the August 2021 semester"), outdated: true, cycleNote: "2021 deadline; check the official page" },
    ]);
    const deadlines = await upcomingShortlistDeadlines(a, { today });
    expect(deadlines.map((deadline) => [deadline.schoolId, deadline.next?.days])).toEqual([[TORONTO, 18]]);
  });

  it("scores each school once the student has a quiz result", async () => {
    const a = randomUUID();
    await recordQuizResult(a, sampleQuizAnswers, by(a));
    await shortlistSchool(a, MIT, by(a));
    await shortlistSchool(a, MONA, by(a));
    const { entries, hasQuizResult } = await shortlistOf(a);
    expect(hasQuizResult).toBe(true);
    // The sample student (Caribbean-like communities: the Caribbean, Canada, the UK and the US) has US$25,000 a year:
    // MIT's verified tuition alone is more than twice that; Mona's fees are per credit, so its cost is left out.
    expect(entries.map((entry) => [entry.schoolId, entry.matchDetail?.destination, entry.matchDetail?.cost])).toEqual([
      [MONA, true, "unknown"],
      [MIT, true, "far-over"],
    ]);
    expect(entries[0]!.match).toBeGreaterThan(entries[1]!.match!);
    expect(entries[1]!.yearlyCostUsd.tuition).toBe(61_990);
    expect((await shortlistForApi(a)).map((entry) => entry.match)).toEqual(entries.map((entry) => entry.match));
  });

  it("refuses another student's entry and a forged school, writing nothing", async () => {
    const a = randomUUID();
    const b = randomUUID();
    await shortlistSchool(a, TORONTO, by(a));

    await expect(changeShortlist(b, { intent: "status", schoolId: TORONTO, status: "rejected" }, by(b))).rejects.toBeInstanceOf(NotOnShortlistError);
    await expect(changeShortlist(b, { intent: "remove", schoolId: TORONTO }, by(b))).rejects.toBeInstanceOf(NotOnShortlistError);
    await expect(shortlistSchool(b, "school_forged", by(b))).rejects.toBeInstanceOf(UnknownSchoolError);
    await expect(compareShortlist(b, [TORONTO, HARVARD])).rejects.toBeInstanceOf(NotOnShortlistError);
    expect(await readStream(db(), shortlistStream(b))).toEqual([]);
    expect((await shortlistOf(b)).total).toBe(0);
    expect((await shortlistOf(a)).entries[0]).toMatchObject({ schoolId: TORONTO, status: "saved" });
  });

  it("compares two or three, and refuses one or four with a message", async () => {
    const a = randomUUID();
    for (const school of [TORONTO, HARVARD, MONA, "school_york_university"]) await shortlistSchool(a, school, by(a));
    expect(await compareShortlist(a, [HARVARD, TORONTO])).toMatchObject({ status: "compared", entries: [{ schoolId: HARVARD }, { schoolId: TORONTO }] });
    expect((await compareShortlist(a, [HARVARD, TORONTO, MONA])).entries).toHaveLength(3);
    expect(await compareShortlist(a, [HARVARD, TORONTO, MONA, "school_york_university"])).toMatchObject({
      status: "refused",
      message: "You can compare at most 3 schools at a time. Choose 3 or fewer.",
    });
    expect(await compareShortlist(a, [HARVARD])).toMatchObject({ status: "refused", message: "Choose at least 2 schools from your shortlist to compare." });
  });
});
