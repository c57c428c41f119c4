import { Link } from "@remix-run/react";

/** A short summary; the shortlist itself lives on its own page. */
export function ShortlistTab({ count }: { count: number }) {
  return (
    <section className="planner-panel" aria-labelledby="shortlist-heading">
      <h2 id="shortlist-heading">University shortlist</h2>
      <p>
        {count === 0
          ? "Your shortlist is empty. Add schools from their pages, then compare them side by side."
          : `You have ${count} ${count === 1 ? "school" : "schools"} on your shortlist.`}
      </p>
      <ShortlistLinks />
    </section>
  );
}

/** Where a student builds their shortlist: its page, and the destinations to find schools in. */
export function ShortlistLinks() {
  return (
    <div className="button-row">
      <Link className="button primary" to="/portal/planner/shortlist">
        Open my shortlist
      </Link>
      <Link className="button secondary" to="/destinations">
        Browse destinations
      </Link>
    </div>
  );
}
