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

/** The slug rule for generated addresses: lowercase ASCII, accents dropped, runs of other characters one hyphen, none at either end, at most 80 characters; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, 80).replace(/-+$/, "") || fallback;
}

/** `base` when no entry has it, else the first of `base-2`, `base-3`... that none has. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
