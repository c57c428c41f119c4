/** A case-insensitive substring pattern for ILIKE; `%`, `_` and `\` in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
