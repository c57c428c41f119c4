import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from "react";
import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm } from "@modules/platform/text.ts";
import { destinationBySlug, schoolsInDestination, type SchoolView } from "@modules/catalog/index.ts";
import { logger } from "@modules/platform/index.ts";
import { SearchIcon } from "~/components/icons.tsx";
import styles from "~/styles/destinations.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/utils/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Destination Not Found | Study Compass" }];
  const { destination } = loaderData;
  return seoMeta({
    title: `Study in ${destination.name}`,
    description: destination.description,
    path: `/destinations/${destination.slug}`,
    matches,
  });
};

/** Spec §2: the five sections the in-page navigation leads to, by id. */
const SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "universities", label: "Universities" },
  { id: "student-life", label: "Student Life" },
  { id: "costs", label: "Costs" },
  { id: "requirements", label: "Requirements" },
] as const;

/** Spec §2's side panel, used where the destination has no fact of its own. */
const DEFAULT_BEST_TIME_TO_APPLY = "Sep-Jan";
const DEFAULT_ACADEMIC_YEAR = "Sep-May";
const NOT_VERIFIED = "Not yet verified";

const schoolQuery = z.string().catch("").transform((raw) => normalizeSearchTerm(raw));

function toSchoolCard({ slug, name, type, location, description }: SchoolView) {
  return { slug, name, type, location, description };
}

type SchoolCard = ReturnType<typeof toSchoolCard>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const destination = await destinationBySlug(params.slug ?? "");
  if (!destination) throw new Response("Not Found", { status: 404 });
  const schoolSearch = schoolQuery.parse(new URL(request.url).searchParams.get("school") ?? "");
  // Every school comes down once: the search then filters them in the page as you type, with no round trip.
  // Spec §8: if the schools cannot be read, the page still shows, saying there is no schools data (and is not cached).
  const schools = await schoolsInDestination(destination.id).catch((error: unknown) => {
    logger.error("could not read a destination's schools", { destinationId: destination.id, error: String(error) });
    return null;
  });
  const { id, slug, name, description, isPopular, isCaribbean, contentHtml, facts } = destination;
  return data(
    {
      destination: { id, slug, name, description, isPopular, isCaribbean, contentHtml, facts },
      schools: (schools ?? []).map(toSchoolCard),
      schoolSearch,
    },
    { headers: schools ? publicCacheHeaders(request) : { "Cache-Control": "no-store" } },
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Destination = LoaderData["destination"];

/** Spec §5: a school matches on name, location or type, ignoring case. */
function schoolMatches(school: SchoolCard, term: string): boolean {
  if (!term) return true;
  const needle = term.toLocaleLowerCase();
  return [school.name, school.location ?? "", school.type].some((text) => text.toLocaleLowerCase().includes(needle));
}

export default function DestinationPage() {
  const { destination, schools, schoolSearch } = useLoaderData<typeof loader>();
  return (
    <div className="destination-page">
      <DestinationHero destination={destination} />
      <nav className="section-nav" aria-label="On this page">
        <ul className="page-section">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="page-section destination-layout">
        <div className="destination-main">
          <section id="overview" className="destination-section" aria-labelledby="overview-heading">
            <h2 id="overview-heading">Overview</h2>
            {/* Sanitised HTML, rendered from markdown when the content was projected. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: destination.contentHtml }} />
            <EssentialGuides destination={destination} />
          </section>
          <SchoolsSection key={destination.slug} destination={destination} schools={schools} initialSearch={schoolSearch} />
          <StudentLifeSection destination={destination} />
          <CostsSection destination={destination} />
          <RequirementsSection destination={destination} />
        </div>
        <QuickFacts destination={destination} />
      </div>
    </div>
  );
}

function DestinationHero({ destination }: { destination: Destination }) {
  return (
    <section className={`destination-hero ${destination.isCaribbean ? "is-caribbean" : "is-international"}`}>
      <div className="page-section">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/destinations">Destinations</Link>
            </li>
            <li aria-current="page">{destination.name}</li>
          </ol>
        </nav>
        {destination.isPopular || destination.isCaribbean ? (
          <p className="badge-row">
            {destination.isPopular ? <span className="badge accent">Popular</span> : null}
            {destination.isCaribbean ? <span className="badge hero-badge">Caribbean</span> : null}
          </p>
        ) : null}
        <h1>Study in {destination.name}</h1>
        <p className="lead">{destination.description}</p>
      </div>
    </section>
  );
}

function EssentialGuides({ destination }: { destination: Destination }) {
  const visa = destination.facts.studentVisa;
  const guides = [
    {
      title: "Visa & Immigration",
      text: visa
        ? `What the ${visa} involves, and the documents to gather before you apply.`
        : `What immigration permission you may need to study in ${destination.name}, and who to ask.`,
      to: "/application-guide",
      action: "Application guide",
    },
    {
      title: "Costs & Funding",
      text: `Budgeting for tuition and living costs, and scholarships open to Caribbean students.`,
      to: "/funding",
      action: "Funding guide",
    },
    {
      title: "Student Life & Arrival",
      text: `Housing, settling in, staying well and making friends in a new place.`,
      to: "/student-life",
      action: "Student life guide",
    },
  ];
  return (
    <div className="essential-guides">
      <h3>Essential guides</h3>
      <ul className="card-grid guide-grid">
        {guides.map((guide) => (
          <li key={guide.title} className="card guide-card">
            <h4>
              <Link className="card-link" to={guide.to}>
                {guide.title}
              </Link>
            </h4>
            <p>{guide.text}</p>
            <p className="card-footer guide-card-more" aria-hidden="true">
              {guide.action} →
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The destination's schools with an in-page search. Without JavaScript the
 * search is a GET form (`?school=`), filtered on the server and landing back on
 * this section; with JavaScript the cards filter as you type, with no request,
 * and the address follows so the result can still be shared.
 */
function SchoolsSection({ destination, schools, initialSearch }: { destination: Destination; schools: SchoolCard[]; initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const inputRef = useRef<HTMLInputElement>(null);
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
          <form
            method="get"
            action={`${sectionPath}#universities`}
            role="search"
            aria-label={`Schools in ${destination.name}`}
            className="school-search"
            onSubmit={keepInPage}
          >
            <label htmlFor="school-search-input">Search schools by name, location or type</label>
            <div className="school-search-row">
              <input
                ref={inputRef}
                id="school-search-input"
                name="school"
                type="search"
                value={search}
                onChange={searchAsYouType}
                maxLength={MAX_SEARCH_TERM_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                placeholder="e.g. Kingston, law, college"
              />
              <button type="submit" className="button secondary">
                <SearchIcon size={18} />
                Search
              </button>
            </div>
          </form>
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

function SchoolCardView({ school }: { school: SchoolCard }) {
  return (
    <article className="card school-card">
      <p className="badge-row">
        <span className={`badge ${school.type === "college" ? "neutral" : ""}`}>{school.type === "college" ? "College" : "University"}</span>
      </p>
      <h3>
        <Link className="card-link" to={`/schools/${school.slug}`}>
          {school.name}
        </Link>
      </h3>
      {school.location ? <p className="school-location">{school.location}</p> : null}
      <p className="school-description">{school.description}</p>
    </article>
  );
}

function StudentLifeSection({ destination }: { destination: Destination }) {
  const { facts, isCaribbean } = destination;
  return (
    <section id="student-life" className="destination-section" aria-labelledby="student-life-heading">
      <h2 id="student-life-heading">Student Life</h2>
      <dl className="fact-list">
        <div>
          <dt>Teaching languages</dt>
          <dd>{facts.languages.length > 0 ? facts.languages.join(", ") : NOT_VERIFIED}</dd>
        </div>
        <div>
          <dt>Working while you study</dt>
          <dd className={facts.workRights ? undefined : "not-verified"}>{facts.workRights ?? NOT_VERIFIED}</dd>
        </div>
      </dl>
      <ul className="advice-list">
        <li>
          <strong>Housing:</strong> apply for a residence place as soon as you accept an offer; first-year rooms go quickly, and
          renting privately from abroad is where students most often meet scams. Never pay a deposit for a room you have not seen
          without going through the school&apos;s housing office.
        </li>
        <li>
          <strong>Arrival:</strong> aim to land a week before orientation, with your documents in your hand luggage, and some money
          in {facts.currency} for the first days.
        </li>
        <li>
          <strong>Health:</strong> find out whether you must buy health insurance or join a student health plan, and register with the
          campus health service when you arrive.
        </li>
        <li>
          <strong>Community:</strong>{" "}
          {isCaribbean
            ? `campus societies, halls and national student associations make it easy to meet students from across the region.`
            : `most large universities have a Caribbean or African-Caribbean student society, and an international office that runs welcome events.`}
        </li>
        {isCaribbean ? (
          <li>
            <strong>Moving from another Caribbean country:</strong> check with the institution&apos;s international office what
            immigration permission you need for the whole programme, not just your arrival.
          </li>
        ) : null}
      </ul>
      <p>
        <Link to="/student-life">More on student life: settling in, housing and wellbeing</Link>
      </p>
    </section>
  );
}

function CostsSection({ destination }: { destination: Destination }) {
  const { facts, name, isCaribbean } = destination;
  const rows = [
    { label: "Tuition, undergraduate (per year)", value: facts.tuitionInternationalUndergrad },
    { label: "Tuition, postgraduate (per year)", value: facts.tuitionInternationalPostgrad },
    { label: "Living costs (per month)", value: facts.livingCostsMonthly },
  ];
  const unverified = rows.every((row) => row.value === null);
  return (
    <section id="costs" className="destination-section" aria-labelledby="costs-heading">
      <h2 id="costs-heading">Costs</h2>
      <div className="table-wrap">
        <table className="cost-table">
          <caption>
            Typical costs for {isCaribbean ? "students from outside" : "international students in"} {name} (local currency:{" "}
            {facts.currency})
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={row.value ? undefined : "not-verified"}>{row.value ?? NOT_VERIFIED}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unverified ? (
        <p>
          We have not yet verified fees for {name}. At regional institutions what you pay often depends on your citizenship (for
          example, UWI charges students from its contributing countries less than others), so ask the institution for its current
          fee schedule.
        </p>
      ) : (
        <p className="muted">Rough ranges for orientation only: fees change every year, so check each school&apos;s own fee pages.</p>
      )}
      <h3>What to budget for</h3>
      <div className="table-wrap">
        <table className="budget-table">
          <caption className="visually-hidden">Costs to plan for, and when they fall due</caption>
          <thead>
            <tr>
              <th scope="col">Cost</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Application fees and transcripts</th>
              <td>Before you apply</td>
            </tr>
            <tr>
              <th scope="row">Visa or permit fees, health surcharge or insurance</th>
              <td>After your offer, before you travel</td>
            </tr>
            <tr>
              <th scope="row">Flights, first month&apos;s rent and deposit</th>
              <td>Before you arrive</td>
            </tr>
            <tr>
              <th scope="row">Tuition (often in instalments)</th>
              <td>Each term or year</td>
            </tr>
            <tr>
              <th scope="row">Rent, food, transport, phone, books</th>
              <td>Every month</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <Link to="/funding">Find scholarships and funding</Link>
      </p>
    </section>
  );
}

function RequirementsSection({ destination }: { destination: Destination }) {
  const { facts, name } = destination;
  return (
    <section id="requirements" className="destination-section" aria-labelledby="requirements-heading">
      <h2 id="requirements-heading">Requirements</h2>
      <p>What most students need to study in {name}. Each school sets its own entry rules, so check its admissions pages.</p>
      <ol className="requirements-list">
        <li>
          <strong>A valid passport</strong> that lasts for your whole programme, or renew it before you apply for anything else.
        </li>
        <li>
          <strong>An offer or acceptance letter</strong> from a recognised institution; the visa or permit application usually asks
          for it.
        </li>
        <li>
          <strong>Proof of funds:</strong> bank statements, a scholarship award or a sponsor&apos;s letter showing you can pay tuition
          and living costs.
        </li>
        <li>
          {facts.studentVisa ? (
            <>
              <strong>{facts.studentVisa}:</strong> apply once you hold your offer, and allow several weeks, more at busy times.
            </>
          ) : (
            <>
              <strong>Immigration permission:</strong> we have not yet verified what students from other countries need; ask the
              institution&apos;s international office before you travel.
            </>
          )}
        </li>
        <li>
          <strong>CSEC and CAPE results:</strong> order official transcripts or certified results from the Caribbean Examinations
          Council (CXC) through its website, cxc.org, and ask for them to be sent to each school that needs them. Order early, as it
          takes time, and keep copies of your certificates.
        </li>
        <li>
          <strong>School records and references:</strong> your secondary school or college transcript, and one or two references from
          teachers who know your work.
        </li>
        <li>
          <strong>Proof of English or another language</strong> where asked: many schools accept CSEC English, others want a test,
          and programmes taught in another language ask for a certificate in it.
        </li>
      </ol>
      {facts.officialStudyInfoUrl ? (
        <p>
          Official information:{" "}
          <a href={facts.officialStudyInfoUrl} rel="noopener noreferrer">
            {new URL(facts.officialStudyInfoUrl).hostname.replace(/^www\./, "")}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function QuickFacts({ destination }: { destination: Destination }) {
  const { facts } = destination;
  const rows: { label: string; value: string; typical?: boolean }[] = [
    facts.bestTimeToApply
      ? { label: "Best time to apply", value: facts.bestTimeToApply }
      : { label: "Best time to apply", value: DEFAULT_BEST_TIME_TO_APPLY, typical: true },
    facts.academicYear
      ? { label: "Academic year", value: facts.academicYear }
      : { label: "Academic year", value: DEFAULT_ACADEMIC_YEAR, typical: true },
    { label: "Languages", value: facts.languages.length > 0 ? facts.languages.join(", ") : NOT_VERIFIED },
    { label: "Currency", value: facts.currency },
    { label: "Student visa", value: facts.studentVisa ?? NOT_VERIFIED },
  ];
  return (
    <aside className="destination-aside" aria-labelledby="quick-facts-heading">
      <div className="quick-facts">
        <h2 id="quick-facts-heading">Quick Facts</h2>
        <dl>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd className={row.value === NOT_VERIFIED ? "not-verified" : undefined}>
                {row.value}
                {row.typical ? <span className="typical-note"> (typical; check each school&apos;s dates)</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="apply-cta">
        <h2>Ready to apply?</h2>
        <p>Follow our step-by-step playbook, from research to acceptance.</p>
        <Link className="button accent block" to="/application-guide">
          Start Application Process
        </Link>
      </div>
    </aside>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "Destination Not Found", text: "The destination you're looking for doesn't exist." }}
      failure="this destination"
      links={[{ to: "/destinations", label: "Browse all destinations" }]}
    />
  );
}
