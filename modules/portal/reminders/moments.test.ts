import { describe, expect, it } from "vitest";
import { addDays, daysLeft, isReminderDue, momentOf, reminderMoments, withinHorizon } from "./moments.ts";

const at = (iso: string) => new Date(iso);
const shape = (moments: ReturnType<typeof reminderMoments>) => moments.map((moment) => [moment.days, moment.at.toISOString()]);

describe("reminderMoments(deadline, now)", () => {
  it("given a deadline weeks ahead, when planned, then 14, 3 and 1 days before at 12:00 UTC", () => {
    expect(shape(reminderMoments("2026-12-20", at("2026-11-24T09:00:00Z")))).toEqual([
      [14, "2026-12-06T12:00:00.000Z"],
      [3, "2026-12-17T12:00:00.000Z"],
      [1, "2026-12-19T12:00:00.000Z"],
    ]);
  });

  it("given a deadline 5 days ahead, when planned, then only the nearest missed reminder (14 days) is due now, with the later two ahead", () => {
    expect(shape(reminderMoments("2026-11-29", at("2026-11-24T09:00:00Z")))).toEqual([
      [14, "2026-11-15T12:00:00.000Z"],
      [3, "2026-11-26T12:00:00.000Z"],
      [1, "2026-11-28T12:00:00.000Z"],
    ]);
  });

  it("given a deadline 2 days ahead, when planned, then the 3-day reminder stands for the missed ones and the 14-day one is dropped", () => {
    expect(shape(reminderMoments("2026-11-26", at("2026-11-24T13:00:00Z")))).toEqual([
      [3, "2026-11-23T12:00:00.000Z"],
      [1, "2026-11-25T12:00:00.000Z"],
    ]);
  });

  it("given the deadline day has come or passed, when planned, then nothing is sent", () => {
    expect(reminderMoments("2026-11-24", at("2026-11-24T00:00:00Z"))).toEqual([]);
    expect(reminderMoments("2026-11-01", at("2026-11-24T00:00:00Z"))).toEqual([]);
  });

  it("given a deadline that is not a date, when planned, then nothing is sent", () => {
    expect(reminderMoments("ongoing", at("2026-11-24T00:00:00Z"))).toEqual([]);
    expect(reminderMoments("2026-13-45x", at("2026-11-24T00:00:00Z"))).toEqual([]);
  });
});

describe("isReminderDue(deadline, days, now)", () => {
  const deadline = "2026-12-20";
  it("given the moment has not come, then not due", () => {
    expect(isReminderDue(deadline, 3, at("2026-12-17T11:59:59Z"))).toBe(false);
  });
  it("given the moment came, then due, and still due hours later (a worker that was down)", () => {
    expect(isReminderDue(deadline, 3, momentOf(deadline, 3))).toBe(true);
    expect(isReminderDue(deadline, 3, at("2026-12-18T23:00:00Z"))).toBe(true);
  });
  it("given a later reminder's moment came too, then the earlier one is superseded", () => {
    expect(isReminderDue(deadline, 14, at("2026-12-17T12:00:00Z"))).toBe(false);
    expect(isReminderDue(deadline, 3, at("2026-12-19T12:00:00Z"))).toBe(false);
    expect(isReminderDue(deadline, 1, at("2026-12-19T12:00:00Z"))).toBe(true);
  });
  it("given the deadline day came, then not due (no reminder after its deadline)", () => {
    expect(isReminderDue(deadline, 1, at("2026-12-20T00:00:00Z"))).toBe(false);
  });
});

describe("the helpers", () => {
  it("keeps only moments within 30 days for a queued job", () => {
    const now = at("2026-11-24T00:00:00Z");
    expect(withinHorizon(reminderMoments("2026-12-30", now), now).map((moment) => moment.days)).toEqual([14]);
    expect(withinHorizon(reminderMoments("2027-06-20", now), now)).toEqual([]);
  });
  it("counts whole days to the deadline and adds days across a year's end", () => {
    expect(daysLeft("2026-12-20", at("2026-12-17T12:00:00Z"))).toBe(3);
    expect(daysLeft("2026-12-20", at("2026-12-19T23:59:00Z"))).toBe(1);
    expect(addDays("2026-12-25", 10)).toBe("2027-01-04");
  });
});
