import { describe, expect, it } from "vitest";
import { escapeText, foldLine, writeCalendar } from "./ics.ts";
import { parseCalendar } from "./ics-parse.ts";

const stamp = new Date("2026-11-24T10:15:30.123Z");

describe("the ICS writer", () => {
  it("writes timed events in UTC and all-day entries as dates, read back by a parser", () => {
    const ics = writeCalendar({
      name: "Study Compass",
      stamp,
      entries: [
        {
          uid: "registration-1@studycompass",
          summary: "Master Class: University Interviews",
          description: "Line one\nLine two",
          url: "https://studycompass.example/portal/exclusive",
          startsAt: new Date("2026-12-10T23:00:00Z"),
          endsAt: new Date("2026-12-10T23:45:00Z"),
        },
        { uid: "deadline-1@studycompass", summary: "Deadline: Chevening", date: "2026-12-31" },
      ],
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    const parsed = parseCalendar(ics);
    expect(parsed.properties).toMatchObject({ VERSION: "2.0", PRODID: "-//Study Compass//Calendar//EN", "X-WR-CALNAME": "Study Compass" });
    expect(parsed.events).toEqual([
      {
        UID: "registration-1@studycompass",
        DTSTAMP: "20261124T101530Z",
        DTSTART: "20261210T230000Z",
        DTEND: "20261210T234500Z",
        SUMMARY: "Master Class: University Interviews",
        DESCRIPTION: "Line one\nLine two",
        URL: "https://studycompass.example/portal/exclusive",
      },
      {
        UID: "deadline-1@studycompass",
        DTSTAMP: "20261124T101530Z",
        "DTSTART;VALUE=DATE": "20261231",
        "DTEND;VALUE=DATE": "20270101",
        TRANSP: "TRANSPARENT",
        SUMMARY: "Deadline: Chevening",
      },
    ]);
  });

  it("marks an event confirmed or tentative when it says which, and says nothing when it does not", () => {
    const ics = writeCalendar({
      name: "x",
      stamp,
      entries: [
        { uid: "a", summary: "Opens", date: "2027-08-01", status: "CONFIRMED" },
        { uid: "b", summary: "Expected: opens", date: "2027-08-01", status: "TENTATIVE" },
        { uid: "c", summary: "Deadline", date: "2027-08-01" },
      ],
    });
    expect(parseCalendar(ics).events.map((event) => event.STATUS)).toEqual(["CONFIRMED", "TENTATIVE", undefined]);
  });

  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const ics = writeCalendar({ name: "x", stamp, entries: [{ uid: "u", summary: "Q&A; costs, visas\\ and\nmore", date: "2027-01-01" }] });
    expect(parseCalendar(ics).events[0]!.SUMMARY).toBe("Q&A; costs, visas\\ and\nmore");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character, and unfolds to the same text", () => {
    const summary = "Étudier à l'étranger — ".repeat(10);
    const ics = writeCalendar({ name: "x", stamp, entries: [{ uid: "u", summary, date: "2027-01-01" }] });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(parseCalendar(ics).events[0]!.SUMMARY).toBe(summary);
  });

  it("leaves a short line whole and folds a long one with a leading space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`DESCRIPTION:${"x".repeat(100)}`);
    expect(folded.split("\r\n").map((line) => line.length)).toEqual([75, 38]);
    expect(folded.split("\r\n")[1]!.startsWith(" ")).toBe(true);
  });
});
