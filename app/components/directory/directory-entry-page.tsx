import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { entryPlace, INSTITUTION_CONTROL_LABELS, INSTITUTION_TYPE_LABELS } from "@modules/directory/browser.ts";
import { FIGURE_LABELS, NOT_GATHERED, TUITION_NOT_GATHERED, US_FIGURES_NOTE } from "./copy.ts";
import type { DirectoryEntryPageData } from "./types.ts";

type Figures = DirectoryEntryPageData["entry"]["figures"];
type FigureKey = keyof Figures;

/** A figure's value in words: an amount with its currency, a rate as a percentage, a count. */
function figureValue(figure: NonNullable<Figures[FigureKey]>): string {
  if ("amount" in figure) return `${figure.currency} ${figure.amount.toLocaleString("en-US")} a year`;
  if ("rate" in figure) return `${(figure.rate * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
  return figure.count.toLocaleString("en-US");
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * An institution known only from an open data set: what the set says (each
 * figure with its year, source and licence), what is not gathered yet, and the
 * official site to ask. Nothing here has been checked by an editor, and the
 * page says so.
 */
export function DirectoryEntryPage({ entry, destination }: DirectoryEntryPageData) {
  const figures = (Object.keys(FIGURE_LABELS) as FigureKey[]).flatMap((key) => {
    const figure = entry.figures[key];
    return figure ? [{ key, label: FIGURE_LABELS[key], figure }] : [];
  });
  const notGathered = [entry.countryCode === "US" ? TUITION_NOT_GATHERED.us : TUITION_NOT_GATHERED.other, ...NOT_GATHERED];
  if (!entry.applicationUrl) notGathered.push("Where to apply");
  return (
    <article className="school-page directory-entry-page">
      <div className="page-section school-top">
        <Breadcrumbs
          trail={[{ label: "Schools", to: "/schools" }, ...(destination ? [{ label: destination.name, to: `/destinations/${destination.slug}` }] : [])]}
          current={entry.name}
        />
        <header className="school-hero directory-hero">
          <div className="school-hero-text">
            <div className="badge-row">
              <span className="badge">Directory entry</span>
              {entry.type ? <span className="badge">{INSTITUTION_TYPE_LABELS[entry.type]}</span> : null}
              {entry.control ? <span className="badge">{INSTITUTION_CONTROL_LABELS[entry.control]}</span> : null}
            </div>
            <h1>{entry.name}</h1>
            <p className="school-location">{entryPlace(entry)}</p>
          </div>
        </header>
        <p className="notice directory-provenance">
          Imported from{" "}
          <a href={entry.dataset.url} rel="noopener noreferrer">
            {entry.dataset.name}
          </a>{" "}
          on <time dateTime={entry.importedOn}>{day(entry.importedOn)}</time>; not yet checked by an editor.
        </p>
      </div>

      <div className="page-section school-layout">
        <div className="school-main">
          <section aria-labelledby="figures-heading" className="school-section">
            <h2 id="figures-heading">What the data set gives</h2>
            {figures.length ? (
              <>
                <dl className="fact-list directory-figures">
                  {figures.map(({ key, label, figure }) => (
                    <div key={key} className="quick-fact">
                      <dt>{label}</dt>
                      <dd>
                        <p>{figureValue(figure)}</p>
                        <p className="fact-meta">
                          Academic year {figure.year} · Source: {figure.source} · Licence: {entry.dataset.licence}
                        </p>
                      </dd>
                    </div>
                  ))}
                </dl>
                {entry.countryCode === "US" ? <p className="fact-note">{US_FIGURES_NOTE}</p> : null}
              </>
            ) : (
              <p>
                No figures: {entry.dataset.name} gives the institution&apos;s name, country and website only (licence: {entry.dataset.licence}).
              </p>
            )}
          </section>

          <section aria-labelledby="not-gathered-heading" className="school-section">
            <h2 id="not-gathered-heading">Not gathered yet</h2>
            <ul className="directory-not-gathered">
              {notGathered.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              {entry.website ? (
                <>
                  Check each of these on{" "}
                  <a href={entry.website} rel="noopener noreferrer">
                    the official website
                  </a>{" "}
                  before you apply.
                </>
              ) : (
                "No official website is listed: ask the institution directly before you apply."
              )}
            </p>
          </section>
        </div>

        <aside className="school-aside">
          <section aria-labelledby="links-heading" className="card">
            <h2 id="links-heading">Official links</h2>
            <ul className="contact-list">
              <li>
                <span className="contact-label">Website</span>
                {entry.website ? (
                  <a href={entry.website} rel="noopener noreferrer">
                    Visit the official website
                  </a>
                ) : (
                  "Not gathered yet"
                )}
              </li>
              <li>
                <span className="contact-label">Apply</span>
                {entry.applicationUrl ? (
                  <a href={entry.applicationUrl} rel="noopener noreferrer">
                    Application page
                  </a>
                ) : (
                  "Not gathered yet"
                )}
              </li>
            </ul>
          </section>
          <section aria-labelledby="source-heading" className="card">
            <h2 id="source-heading">Source</h2>
            <p>
              <a href={entry.dataset.url} rel="noopener noreferrer">
                {entry.dataset.name}
              </a>
              , version {entry.dataset.version.slice(0, 7)}, licence {entry.dataset.licence}.
            </p>
            <p className="fact-meta">
              Imported on <time dateTime={entry.importedOn}>{day(entry.importedOn)}</time>
              {entry.updatedOn !== entry.importedOn ? (
                <>
                  , updated from a newer file on <time dateTime={entry.updatedOn}>{day(entry.updatedOn)}</time>
                </>
              ) : null}
              ; not yet checked by an editor.
            </p>
          </section>
        </aside>
      </div>
    </article>
  );
}
