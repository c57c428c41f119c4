import type { FundingWindow } from "../../funding/index.ts";

/**
 * Which of an award's windows (modules/funding/cycles.ts) the alert cares
 * about. Pure; shared by the page's control, the email, the reminders and the
 * calendar feed, so they agree.
 */

/** A confirmed cycle, open or opening: the news the student asked for. */
export function isConfirmedWindow(window: FundingWindow): window is Extract<FundingWindow, { status: "open" | "opens" }> {
  return window.status === "open" || window.status === "opens";
}

/**
 * Whether "Tell me when it opens" is offered: the award waits for its next
 * cycle's dates (expected from past cycles, or no date found). Not for an
 * open or opening one (Save is what helps then), nor for an award with no
 * yearly window, which has nothing to open.
 */
export function offersOpeningAlert(window: FundingWindow): boolean {
  return window.status === "expected" || window.status === "no dates";
}

/**
 * The day the award's alert gives a calendar and reminders once confirmed: the
 * confirmed closing day, else (a confirmed opening without a closing day) the
 * opening day; null for an open round with no closing day.
 */
export function confirmedDay(window: Extract<FundingWindow, { status: "open" | "opens" }>): { day: string; closes: boolean } | null {
  if (window.cycle.closesOn !== null) return { day: window.cycle.closesOn, closes: true };
  return window.status === "opens" ? { day: window.opensOn, closes: false } : null;
}
