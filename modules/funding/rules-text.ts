// An award's rules as an editor types them (issue 26): citizenships as codes on one line, CXC
// requirements one a line ("CSEC 5 at III including English A, Mathematics"), whose syntax is the
// cxc module's (decision 0048). The editor's form values are written with these, and editorial.ts
// reads them back with the same rules, so a form saved unchanged is the same content. Pure;
// browser-safe (no zod).
import { CXC_TEXT_MESSAGES, type ReadRule } from "../cxc/browser.ts";
import { CITIZENSHIPS } from "../identity/browser.ts";
import { CITIZENSHIP_GROUPS } from "./tables.ts";

/** The codes an award may name: the profile's citizenships (ISO 3166-1 alpha-2, not "other") and the two regional groups. */
export const KNOWN_CITIZENSHIP_CODES: readonly string[] = [
  ...CITIZENSHIPS.map((choice) => choice.value as string).filter((code) => /^[A-Z]{2}$/.test(code)),
  ...CITIZENSHIP_GROUPS,
];

const quoted = (entry: string) => `"${entry.length > 24 ? `${entry.slice(0, 24)}…` : entry}"`;

export const RULES_TEXT_MESSAGES = {
  unknownCitizenships: (entries: readonly string[]) =>
    `${entries.slice(0, 3).map(quoted).join(", ")}${entries.length > 3 ? ` and ${entries.length - 3} more` : ""} ${entries.length === 1 ? "is not a code" : "are not codes"} we know: use two-letter country codes such as JM, TT or BB, or CARICOM or OECS, separated by commas.`,
  ...CXC_TEXT_MESSAGES,
} as const;

/** "JM, TT, OECS". */
export function citizenshipsText(codes: readonly string[]): string {
  return codes.join(", ");
}

/** The codes an award names that are none we know (already upper-case), each once. */
export function unknownCitizenships(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((code) => !KNOWN_CITIZENSHIP_CODES.includes(code)))];
}

/** Codes separated by commas, semicolons or spaces, in any case: stored upper-case, each once, in the order typed. */
export function readCitizenships(text: string): ReadRule<string[]> {
  const codes = [...new Set(text.split(/[\s,;]+/).flatMap((entry) => (entry ? [entry.toUpperCase()] : [])))];
  const unknown = unknownCitizenships(codes);
  return unknown.length > 0 ? { ok: false, errors: [RULES_TEXT_MESSAGES.unknownCitizenships(unknown)] } : { ok: true, value: codes };
}
