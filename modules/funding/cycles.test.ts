import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { fundingWindow, isClosedWindow, windowBadge, windowSentence, type ScholarshipDating } from "./cycles.ts";

const source = "https://example.org/notice";

/** Chevening as seeded: the 2026/27 round (5 August to 7 October 2025) and the 2020/21 one. */
const chevening: ScholarshipDating = {
  deadline: "2025-10-07",
  deadlineCycle: "2026/27",
  deadlineSourceUrl: source,
  opensOn: "2025-08-05",
  earlierCycles: [{ intake: "2020/21", opensOn: "2019-08-05", closesOn: "2019-11-05", sourceUrl: source }],
  fixedWindow: true,
};

const undated: ScholarshipDating = { deadline: null, deadlineCycle: null, deadlineSourceUrl: null, opensOn: null, earlierCycles: [], fixedWindow: true };

describe("an award's window on a day", () => {
  it("given a confirmed round not yet closed, when read before it opens, then after, then it is opening, then open", () => {
    expect(windowSentence(fundingWindow(chevening, "2025-07-01"))).toBe("Opens 5 August 2025, closes 7 October 2025");
    const open = fundingWindow(chevening, "2025-10-07");
    expect(windowSentence(open)).toBe("Open: closes 7 October 2025");
    expect(windowBadge(open)).toEqual({ label: "Open: closes 7 Oct 2025", tone: "open" });
    expect(isClosedWindow(open)).toBe(false);
  });

  it("given the round has closed, when read, then the next is expected a year on from the newest cycle, with the years it is read from, never as confirmed", () => {
    const window = fundingWindow(chevening, "2026-11-28");
    expect(window).toEqual({ status: "expected", opensAround: "2027-08", closesAround: "2027-10", underway: false, basis: [2019, 2025] });
    expect(windowSentence(window)).toBe("Expected to open around August 2027, from the 2019 and 2025 cycles; not confirmed");
    expect(windowBadge(window)).toEqual({ label: "Closed: expected Aug 2027", tone: "closed" });
    expect(isClosedWindow(window)).toBe(true);
  });

  it("given the expected opening has passed but not the expected close, when read, then it is expected to be open now", () => {
    const window = fundingWindow(chevening, "2026-09-01");
    expect(windowSentence(window)).toBe("Expected to be open now, closing around October 2026, from the 2019 and 2025 cycles; not confirmed");
  });

  it("given cycles that give only closing days, when read, then the next close is expected", () => {
    const fulbright = { ...undated, deadline: "2025-05-31", deadlineCycle: "2026 programme" };
    expect(windowSentence(fundingWindow(fulbright, "2026-11-28"))).toBe("Expected to close around May 2027, from the 2025 cycle; not confirmed");
  });

  it("given a newest cycle that gives only a close, when an older one gave an opening, then the next close is read from the newest", () => {
    const oas = {
      ...undated,
      deadline: "2026-04-02",
      deadlineCycle: "2026 call",
      earlierCycles: [{ intake: "2013-14", opensOn: "2011-12-16", closesOn: null, sourceUrl: source }],
    };
    expect(windowSentence(fundingWindow(oas, "2026-11-28"))).toBe("Expected to close around April 2027, from the 2026 cycle; not confirmed");
  });

  it("given a newest cycle more than ten years old, when read, then no window is guessed and the last dated cycle is named", () => {
    const australia = { ...undated, deadline: "2011-05-31", deadlineCycle: "2011" };
    const window = fundingWindow(australia, "2026-11-28");
    expect(windowSentence(window)).toBe("No date found for the next cycle (the last dated one was 2011)");
    expect(isClosedWindow(window)).toBe(true);
  });

  it("given an award with no yearly window, when its last dated round has passed, then it says so and is not closed", () => {
    const window = fundingWindow({ ...chevening, fixedWindow: false }, "2026-11-28");
    expect(windowSentence(window)).toBe("No fixed window");
    expect(isClosedWindow(window)).toBe(false);
  });

  it("given a round that opened with no closing day, when read within six months, then it is open; later, it points to next year", () => {
    const opened = { ...undated, opensOn: "2026-04-01", deadlineCycle: "2026/27" };
    expect(windowSentence(fundingWindow(opened, "2026-06-01"))).toBe("Open now; closing date not confirmed");
    expect(windowSentence(fundingWindow(opened, "2026-11-28"))).toBe("Expected to open around April 2027, from the 2026 cycle; not confirmed");
  });

  it("given no dates at all, when read, then none are found and it is not closed", () => {
    const window = fundingWindow(undated, "2026-11-28");
    expect(windowSentence(window)).toBe("No dates found yet");
    expect(windowBadge(window)).toEqual({ label: "Dates not found", tone: "none" });
    expect(isClosedWindow(window)).toBe(false);
  });

  it("given a 29 February opening, when moved to a common year, then it falls on the 28th", () => {
    const leap = { ...undated, opensOn: "2024-02-29", deadline: "2024-03-31" };
    expect(fundingWindow(leap, "2026-11-28")).toMatchObject({ opensAround: "2027-02", closesAround: "2027-03" });
  });
});

describe("the seeded awards (issue 26's goal figures)", () => {
  it("are at least 45, each with a source, and each has a confirmed window, an expected one, or says it has no fixed window and why", () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(45);
    for (const scholarship of scholarships) {
      expect(scholarship.sourceUrl, scholarship.slug).toMatch(/^https?:\/\//);
      const window = fundingWindow(scholarship, "2026-11-28");
      expect(["open", "opens", "expected", "no fixed window"], scholarship.slug).toContain(window.status);
      if (window.status === "no fixed window") expect(scholarship.deadlineNote, scholarship.slug).toBeTruthy();
      for (const cycle of scholarship.earlierCycles) expect(cycle.sourceUrl, `${scholarship.slug} ${cycle.intake}`).toMatch(/^https?:\/\//);
    }
  });
});
