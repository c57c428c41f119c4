/** The consultation form's hidden field: people never see it, bots fill every field. */
export const HONEYPOT_FIELD = "website";

/** Whether a submission filled the honeypot, so came from a bot (it is told it succeeded, and nothing is appended). */
export function filledHoneypot(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
