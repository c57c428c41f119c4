export const MAX_SEARCH_TERM_LENGTH = 100;

/**
 * A search term as typed, made safe to query with: control characters (PostgreSQL
 * refuses NUL) become spaces, whitespace is trimmed, and it is cut to a sane
 * length counted in characters, so an emoji is never split.
 */
export function normalizeSearchTerm(raw: string | null | undefined, maxLength = MAX_SEARCH_TERM_LENGTH): string {
  if (!raw) return "";
  return Array.from(raw.replace(/\p{Cc}+/gu, " ").trim())
    .slice(0, maxLength)
    .join("")
    .trim();
}

/** A case-insensitive substring pattern for ILIKE; `%`, `_` and `\` in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
