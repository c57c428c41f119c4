// What pages show of a programme record, browser-safe: no server code, no zod.
import type { ProgrammeLevel } from "./tables.ts";

export const PROGRAMME_LEVEL_LABELS: Record<ProgrammeLevel, string> = {
  certificate: "Certificate",
  diploma: "Diploma",
  associate: "Associate degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: "Doctorate",
  professional: "Professional qualification",
};

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** What a page says of a fact no source gives. */
export const NOT_PUBLISHED = "Not published";

/** Start months in words ("January and September"); null when none is published. */
export function startMonthsInWords(months: readonly number[]): string | null {
  const names = months.map((month) => MONTH_NAMES[month - 1]).filter((name): name is (typeof MONTH_NAMES)[number] => name !== undefined);
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A fee as a page shows it: "TTD 91,014 a year". */
export function feeInWords(fee: { amount: number; currency: string }): string {
  return `${fee.currency} ${fee.amount.toLocaleString("en-US", { maximumFractionDigits: 2 })} a year`;
}
