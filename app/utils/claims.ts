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

/** The specification's claim when `count` reaches `threshold`, else the count in the real words. */
export function claimFor(count: number, spec: { threshold: number; figure: string; words: string }, realWords: string): Claim {
  return count >= spec.threshold ? { figure: spec.figure, words: spec.words } : { figure: count.toLocaleString("en-GB"), words: realWords };
}
