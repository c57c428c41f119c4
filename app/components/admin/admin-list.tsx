import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";

/*
 * The parts every list of the admin area shares (articles, scholarships, schools, destinations, pathways,
 * counselors, events, official fees): a header with the button that makes a new entry, a GET filter form (a filtered list has an
 * address, and works without JavaScript), the count and the empty state with a way back, and each entry's
 * Edit, History and View links. Each page keeps its own rows: cards for some, a table for official fees.
 */

export function AdminListHeader({ title, lead, newEntry }: { title: string; lead: string; newEntry?: { to: string; label: string } }) {
  return (
    <header className="admin-list-header">
      <div>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
      {newEntry ? (
        <Link className="button primary" to={newEntry.to}>
          {newEntry.label}
        </Link>
      ) : null}
    </header>
  );
}

/**
 * The search box first, then the page's own selects (`FilterSelect`), applied with one button. The box is keyed by
 * the address's search, so Clear filters empties it with JavaScript too.
 */
export function AdminFilters({
  action,
  name,
  search,
  apply,
  children,
}: {
  action: string;
  /** What the search landmark is called, such as "Schools". */
  name: string;
  search: { id: string; label: string; value: string; placeholder?: string };
  apply: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" aria-label={name} className="card admin-filters">
      <div className="form-field">
        <label htmlFor={search.id}>{search.label}</label>
        <input
          id={search.id}
          name="q"
          type="search"
          defaultValue={search.value}
          key={search.value}
          placeholder={search.placeholder}
          maxLength={MAX_SEARCH_TERM_LENGTH}
        />
      </div>
      {children}
      <button type="submit" className="button secondary">
        {apply}
      </button>
    </Form>
  );
}

/**
 * How many entries the filters found, then the entries, or the empty state: its "Clear filters" link back to the
 * whole list shows when a filter is set, else the way to make the first entry (`create`) when the page offers one.
 */
export function AdminListResults({
  heading,
  found,
  isEmpty,
  empty,
  children,
}: {
  heading: { id: string; text: string };
  found: string;
  isEmpty: boolean;
  empty: { title: string; text: string; clear?: { to: string; label: string }; create?: { to: string; label: string } };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={heading.id}>
      <div className="admin-list-count">
        <h2 id={heading.id}>{heading.text}</h2>
        <p aria-live="polite">{found}</p>
      </div>
      {isEmpty ? (
        <div className="empty-state">
          <h3>{empty.title}</h3>
          <p>{empty.text}</p>
          {empty.clear ? (
            <Link className="button secondary" to={empty.clear.to}>
              {empty.clear.label}
            </Link>
          ) : empty.create ? (
            <Link className="button primary" to={empty.create.to}>
              {empty.create.label}
            </Link>
          ) : null}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * An entry's Edit and History links, and View where the public can see it, each named for its entry; an entry that
 * can no longer change (a cancelled event) has no Edit. A page's own actions follow (`children`: Delete, Cancel).
 */
export function AdminEntryActions({
  basePath,
  id,
  name,
  publicPath,
  editable = true,
  copy,
  children,
}: {
  /** The list's address, such as "/admin/schools": the editor is at `{basePath}/{id}/edit`. */
  basePath: string;
  id: string;
  name: string;
  publicPath?: string | null;
  editable?: boolean;
  copy: { edit: string; history: string; view?: string };
  children?: ReactNode;
}) {
  const entry = `${basePath}/${encodeURIComponent(id)}`;
  return (
    <p className="admin-entry-actions">
      {editable ? (
        <Link className="button secondary" to={`${entry}/edit`} aria-label={`${copy.edit} ${name}`}>
          {copy.edit}
        </Link>
      ) : null}
      <Link className="button ghost" to={`${entry}/history`} aria-label={`${copy.history} of ${name}`}>
        {copy.history}
      </Link>
      {publicPath && copy.view ? (
        <Link className="button ghost" to={publicPath} aria-label={`${copy.view} ${name}`}>
          {copy.view}
        </Link>
      ) : null}
      {children}
    </p>
  );
}

/**
 * A list's address with its filters: a value equal to its default (an empty search, "all", the first page) is
 * left out, so the unfiltered list keeps its plain address.
 */
export function filteredListHref(path: string, values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const fallback = defaults[key] ?? (key === "page" ? 1 : "");
    if (value !== undefined && value !== fallback) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
