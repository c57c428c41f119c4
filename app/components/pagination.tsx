import { Link } from "@remix-run/react";

/**
 * Previous / next links between the pages of a list, and where the reader is.
 * Plain links, so paging works without JavaScript; `hrefFor` keeps the list's
 * filters in each link.
 */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** How many pages `total` items fill, at least one (an empty list is one empty page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
