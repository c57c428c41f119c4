import { useRef, type ChangeEvent, type FormEvent, type MouseEvent } from "react";
import { schoolMatches } from "@modules/catalog/browser.ts";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { SearchForm } from "~/components/search-form.tsx";
import { useStateFromDom } from "~/utils/hydration.ts";
import { SchoolCardView } from "./school-card.tsx";
import type { DestinationPageData, DestinationSchool } from "./types.ts";

/**
 * The destination's schools with an in-page search. Without JavaScript the
 * search is a GET form (`?school=`), filtered on the server and landing back on
 * this section; with JavaScript the cards filter as you type, with no request,
 * and the address follows so the result can still be shared.
 */
export function SchoolsSection({
  destination,
  schools,
  initialSearch,
}: {
  destination: DestinationPageData;
  schools: DestinationSchool[];
  initialSearch: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is uncontrolled: what was typed before the scripts ran filters the cards once they do.
  const [search, setSearch] = useStateFromDom(initialSearch, () => inputRef.current?.value);
  const term = normalizeSearchTerm(search);
  const shown = schools.filter((school) => schoolMatches(school, term));
  const sectionPath = `/destinations/${destination.slug}`;

  function rememberInAddress(value: string) {
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("school", value);
    else url.searchParams.delete("school");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }

  function searchAsYouType(event: ChangeEvent<HTMLInputElement>) {
    setSearch(event.currentTarget.value);
    rememberInAddress(normalizeSearchTerm(event.currentTarget.value));
  }

  function keepInPage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  function clearSearch(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setSearch("");
    if (inputRef.current) inputRef.current.value = "";
    rememberInAddress("");
    inputRef.current?.focus();
  }

  return (
    <section id="universities" className="destination-section" aria-labelledby="universities-heading">
      <h2 id="universities-heading">Universities &amp; Colleges in {destination.name}</h2>
      {schools.length === 0 ? (
        <p className="empty-state">No schools data available for this destination yet.</p>
      ) : (
        <>
          <SearchForm
            path={sectionPath}
            fragment="universities"
            name={`Schools in ${destination.name}`}
            label="Search schools by name, location or type"
            placeholder="e.g. Kingston, law, college"
            inputId="school-search-input"
            inputName="school"
            className="school-search"
            rowClassName="school-search-row"
            input={{ ref: inputRef, defaultValue: initialSearch, onChange: searchAsYouType }}
            onSubmit={keepInPage}
          />
          <p className="results-status" role="status">
            {term
              ? `${shown.length} of ${schools.length} ${schools.length === 1 ? "school matches" : "schools match"} “${term}”`
              : `${schools.length} ${schools.length === 1 ? "school" : "schools"} in ${destination.name}`}
          </p>
          {shown.length > 0 ? (
            <ul className="card-grid school-grid">
              {shown.map((school) => (
                <li key={school.slug}>
                  <SchoolCardView school={school} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="empty-state">
              <p>No schools match your search.</p>
              <a className="button secondary" href={`${sectionPath}#universities`} onClick={clearSearch}>
                Clear search
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}
