/*
 * A marketing figure the product specification gives ("500+ universities
 * listed") is shown as written only once what the site holds reaches it;
 * until then the page says the real count (issue 27 item 7). A figure with
 * nothing behind it is not shown at all. Pure: the loader hands in counts.
 */

export interface Claim {
  /** The emphasised figure ("500+", "37"). */
  figure: string;
  /** The words after it ("universities listed", "schools profiled"). */
  words: string;
}

const count = (value: number) => value.toLocaleString("en-GB");

/** The specification's claim when `count` reaches `threshold`, else the count in the real words. */
export function claimFor(value: number, spec: { threshold: number; figure: string; words: string }, realWords: string): Claim {
  return value >= spec.threshold ? { figure: spec.figure, words: spec.words } : { figure: count(value), words: realWords };
}

/**
 * The home page's universities figure: the profiled schools and the directory
 * entries listed beside them (issue 27 item 1), "500+ universities listed"
 * once they reach it, else "37 profiled schools and 1,240 more in our directory".
 */
export function universitiesClaim(profiledSchools: number, directoryEntries: number): Claim {
  const realWords = directoryEntries > 0 ? `profiled schools and ${count(directoryEntries)} more in our directory` : "schools profiled";
  const claim = claimFor(profiledSchools + directoryEntries, { threshold: 500, figure: "500+", words: "universities listed" }, realWords);
  return claim.words === realWords ? { figure: count(profiledSchools), words: realWords } : claim;
}
