import { describe, expect, it } from "vitest";
import { parseCalendar } from "../platform/index.ts";
import { APPLICATION_ROUTES, type ApplicationRoute } from "./application-routes.ts";
import { fundingCalendar, fundingCalendarIcs, type CalendarAward } from "./calendar.ts";

const source = "https://example.org/notice";
const TODAY = "2026-11-28";

const undated: CalendarAward = {
  id: "undated",
  slug: "undated",
  title: "Undated Award",
  sourceUrl: "https://example.org/award",
  deadline: null,
  deadlineCycle: null,
  deadlineSourceUrl: null,
  opensOn: null,
  earlierCycles: [],
  fixedWindow: true,
};

/** Chevening as in cycles.test.ts: its 2026/27 round (5 August to 7 October 2025) and the 2020/21 one. */
const chevening: CalendarAward = {
  ...undated,
  id: "scholarship_chevening",
  slug: "chevening-scholarships",
  title: "Chevening Scholarships",
  deadline: "2025-10-07",
  deadlineCycle: "2026/27",
  deadlineSourceUrl: source,
  opensOn: "2025-08-05",
  earlierCycles: [{ intake: "2020/21", opensOn: "2019-08-05", closesOn: "2019-11-05", sourceUrl: source }],
};

/** A round a source has confirmed: opens 1 February 2027, closes 31 March 2027. */
const confirmed: CalendarAward = {
  ...undated,
  id: "scholarship_confirmed",
  slug: "confirmed-award",
  title: "Confirmed Award",
  deadline: "2027-03-31",
  deadlineCycle: "2027/28",
  deadlineSourceUrl: "https://example.org/2027-call",
  opensOn: "2027-02-01",
};

const calendarOf = (awards: CalendarAward[], routes: readonly ApplicationRoute[] = [], today = TODAY) => fundingCalendar({ awards, routes, today });

describe("the funding calendar", () => {
  it("given a confirmed round, when read, then it opens and closes on its days, confirmed, with its source", () => {
    const { entries } = calendarOf([confirmed]);
    expect(entries).toEqual([
      {
        uid: "scholarship-scholarship_confirmed-opens-2027-02-01@studycompass",
        kind: "opens",
        confirmed: true,
        date: "2027-02-01",
        when: "1 February 2027",
        what: "Opens",
        name: "Confirmed Award",
        href: "/funding/scholarships/confirmed-award",
        subject: "award",
        sentence: "Opens 1 February 2027, closes 31 March 2027",
        sourceUrl: "https://example.org/2027-call",
      },
      expect.objectContaining({ kind: "closes", confirmed: true, date: "2027-03-31", when: "31 March 2027", what: "Closes" }),
    ]);
  });

  it("given a round that has closed, when read, then only its expected opening month is an entry, not confirmed, with the years it is read from", () => {
    const { entries, unplaced } = calendarOf([chevening]);
    expect(entries).toEqual([
      expect.objectContaining({
        uid: "scholarship-scholarship_chevening-expected-opening-2027-08-01@studycompass",
        kind: "expected opening",
        confirmed: false,
        date: "2027-08-01",
        when: "August 2027",
        what: "Expected to open — not confirmed",
        sentence: "Expected to open around August 2027, from the 2019 and 2025 cycles; not confirmed",
        sourceUrl: source,
      }),
    ]);
    expect(unplaced).toEqual([]);
  });

  it("given the expected opening has passed but not the close, when read, then the expected closing month is the entry", () => {
    const { entries } = calendarOf([chevening], [], "2026-09-01");
    expect(entries.map(({ kind, when }) => [kind, when])).toEqual([["expected closing", "October 2026"]]);
  });

  it("given awards with no yearly window or no dates, when read, then they are no entries but listed apart with what they say, by name", () => {
    const calendar = calendarOf([
      { ...undated, id: "b", slug: "b-award", title: "B Award", fixedWindow: false },
      { ...undated, id: "a", slug: "a-award", title: "A Award" },
    ]);
    expect(calendar.entries).toEqual([]);
    expect(calendar.unplaced).toEqual([
      { id: "a", name: "A Award", href: "/funding/scholarships/a-award", sentence: "No dates found yet" },
      { id: "b", name: "B Award", href: "/funding/scholarships/b-award", sentence: "No fixed window" },
    ]);
  });

  it("given dates within a year and beyond, when read, then only the next twelve months are entries, by date then name, in months", () => {
    const later = { ...confirmed, id: "later", slug: "later", title: "Later Award", opensOn: "2027-11-27", deadline: "2027-12-15" };
    const calendar = calendarOf([later, confirmed, chevening]);
    expect(calendar.entries.map(({ name, when }) => `${when}: ${name}`)).toEqual([
      "1 February 2027: Confirmed Award",
      "31 March 2027: Confirmed Award",
      "August 2027: Chevening Scholarships",
      "27 November 2027: Later Award",
    ]);
    expect(calendar.months.map(({ name, entries }) => [name, entries.length])).toEqual([
      ["February 2027", 1],
      ["March 2027", 1],
      ["August 2027", 1],
      ["November 2027", 1],
    ]);
    // Its closing day, 15 December 2027, is more than a year away.
    expect(calendarOf([later], [], "2026-11-28").entries).toHaveLength(1);
  });

  it("given an award left out by the include choice, when read, then it is neither an entry nor listed apart", () => {
    const calendar = fundingCalendar({ awards: [confirmed, chevening], routes: [], today: TODAY, include: (award) => award.id !== chevening.id });
    expect(calendar.entries.map(({ name }) => name)).toEqual(["Confirmed Award", "Confirmed Award"]);
    expect(calendar.unplaced).toEqual([]);
  });

  it("given the application routes, when read, then a past cycle's deadline is an expected month and a route without dates says so", () => {
    const calendar = calendarOf([], APPLICATION_ROUTES);
    expect(calendar.entries.map(({ name, what, when, subject }) => [name, what, when, subject])).toEqual([
      ["UWI: Cave Hill MBBS (medicine) applications", "Expected to close — not confirmed", "March 2027", "application route"],
      ["UWI: Cave Hill undergraduate applications, August intake", "Expected to close — not confirmed", "June 2027", "application route"],
    ]);
    expect(calendar.entries[0]).toMatchObject({ href: "https://www.uwi.edu/admissions", sourceUrl: expect.stringContaining("cavehill.uwi.edu") });
    expect(calendar.routes.map(({ name, deadlines }) => [name, deadlines.length])).toEqual([
      ["UCAS", 0],
      ["OUAC", 0],
      ["Common App", 0],
      ["UWI", 2],
    ]);
    expect(calendar.routes.find((route) => route.id === "uwi")?.deadlines[0]).toMatchObject({
      sentence: "Expected to close around June 2027, from the 2024 cycle; not confirmed",
      cycle: "2024/25",
      checkedOn: "23 November 2026",
    });
  });

  it("given every route's dates, then each is a high- or medium-confidence one with its source, cycle and day checked", () => {
    for (const deadline of APPLICATION_ROUTES.flatMap((route) => route.deadlines)) {
      expect(["high", "medium"]).toContain(deadline.confidence);
      expect(deadline.sourceUrl).toMatch(/^https?:\/\//);
      expect(deadline.cycle).not.toBe("");
      expect(deadline.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("the funding calendar's feed", () => {
  const stamp = new Date("2026-11-28T09:00:00Z");

  it("given confirmed and expected entries, when written, then they are all-day events, confirmed or tentative, linking the award's page", () => {
    const ics = fundingCalendarIcs(calendarOf([confirmed, chevening]), { publicOrigin: "https://studycompass.example", stamp });
    const { properties, events } = parseCalendar(ics);
    expect(properties["X-WR-CALNAME"]).toBe("Study Compass funding calendar");
    expect(events.map((event) => [event["DTSTART;VALUE=DATE"], event.STATUS, event.SUMMARY])).toEqual([
      ["20270201", "CONFIRMED", "Confirmed Award — opens"],
      ["20270331", "CONFIRMED", "Confirmed Award — closes"],
      ["20270801", "TENTATIVE", "Expected: Chevening Scholarships — opens around August 2027"],
    ]);
    expect(events[2]).toMatchObject({
      UID: "scholarship-scholarship_chevening-expected-opening-2027-08-01@studycompass",
      DESCRIPTION: `Expected to open around August 2027, from the 2019 and 2025 cycles; not confirmed.\nSource: ${source}\nhttps://studycompass.example/funding/scholarships/chevening-scholarships`,
      URL: "https://studycompass.example/funding/scholarships/chevening-scholarships",
    });
  });

  it("given the same awards on another day, when written again, then the events keep their UIDs", () => {
    const uids = (today: string) =>
      parseCalendar(fundingCalendarIcs(calendarOf([confirmed, chevening], [], today), { publicOrigin: "", stamp })).events.map((event) => event.UID);
    expect(uids("2026-12-15")).toEqual(uids(TODAY));
  });
});
