/**
 * Where a school is, as one line: its location, then its country unless the location already ends with it.
 * Seeded locations name the country for some schools ("Kingston, Jamaica") and not for others ("Toronto,
 * Ontario"), and appending the country to both gave "Kingston, Jamaica, Jamaica".
 */
export function schoolPlace(location: string | null | undefined, country: string | null | undefined): string {
  const place = location?.trim() ?? "";
  const nation = country?.trim() ?? "";
  if (!place) return nation;
  if (!nation || place.toLowerCase().endsWith(`, ${nation.toLowerCase()}`) || place.toLowerCase() === nation.toLowerCase()) return place;
  return `${place}, ${nation}`;
}
