/** What the destination page's school search looks at. */
export interface SearchableSchool {
  name: string;
  location: string | null;
  type: string;
}

/** A school matches on name, location or type, ignoring case; an empty term matches every school. */
export function schoolMatches(school: SearchableSchool, term: string): boolean {
  if (!term) return true;
  const needle = term.toLocaleLowerCase();
  return [school.name, school.location ?? "", school.type].some((text) => text.toLocaleLowerCase().includes(needle));
}
