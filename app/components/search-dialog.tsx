import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from "react";
import { CloseIcon, SearchIcon } from "~/components/icons.tsx";
import { useStateFromDom } from "~/utils/hydration.ts";

export const popularSearches = ["Study in Canada", "Medicine Programs", "Scholarships", "Engineering", "MBA Programs", "University of Toronto"] as const;

/** The search page's address for a term (the caller trims it). */
export function searchHref(term: string): string {
  return `/search?q=${encodeURIComponent(term)}`;
}

/**
 * The one way a site-search form sends its term with JavaScript: trimmed, and
 * never blank. Without JavaScript the form's own GET does the same job.
 */
export function useSiteSearchSubmit(afterSubmit?: () => void) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!term) return;
    afterSubmit?.();
    navigate(searchHref(term));
  };
}

/**
 * The header's search panel. It is a `<details>` holding a plain GET form and
 * plain links, so it opens and searches without JavaScript (the browser's
 * `required` + `pattern` stop a blank term). With JavaScript the term is
 * trimmed before navigating, the panel closes after a search, on Escape
 * (focus goes back to the toggle) and on a click outside it.
 */
export function SearchDialog({ onOpen }: { onOpen?: () => void }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A panel opened before the scripts ran closes on an outside click too.
  const [open, setOpen] = useStateFromDom(false, () => detailsRef.current?.open);
  const location = useLocation();
  const titleId = useId();
  const inputId = useId();
  const popularId = useId();

  function close() {
    if (detailsRef.current) detailsRef.current.open = false;
  }

  // Any navigation closes the panel. Only a change counts: a panel opened
  // before the page hydrated stays open.
  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    close();
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !detailsRef.current?.contains(event.target)) close();
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function onToggle() {
    const isOpen = detailsRef.current?.open ?? false;
    setOpen(isOpen);
    if (isOpen) {
      onOpen?.();
      inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    event.preventDefault();
    close();
    summaryRef.current?.focus();
  }

  const onSubmit = useSiteSearchSubmit(close);

  return (
    <details className="search-disclosure" ref={detailsRef} onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary className="header-toggle" ref={summaryRef}>
        <SearchIcon className="when-closed" />
        <CloseIcon className="when-open" />
        <span className="toggle-label">Search</span>
      </summary>
      <div className="search-panel">
        <div className="search-panel-inner">
          <h2 id={titleId} className="search-title">
            Search Study Compass
          </h2>
          <form method="get" action="/search" role="search" aria-labelledby={titleId} className="search-form" onSubmit={onSubmit}>
            <label htmlFor={inputId}>Destinations, pathways, schools and scholarships</label>
            <div className="search-row">
              <input
                ref={inputRef}
                id={inputId}
                name="q"
                type="search"
                required
                pattern=".*\S.*"
                title="Type a word or two to search for."
                maxLength={200}
                autoComplete="off"
                enterKeyHint="search"
                placeholder="e.g. Nursing in Canada"
              />
              <button type="submit" className="button primary">
                Search
              </button>
            </div>
          </form>
          <h3 id={popularId} className="search-popular-title">
            Popular searches
          </h3>
          <ul className="chip-list" aria-labelledby={popularId}>
            {popularSearches.map((term) => (
              <li key={term}>
                <Link className="chip" to={searchHref(term)} onClick={close}>
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
