import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { listPublishedArticles } from "@modules/content/index.ts";
import { AMOUNT_KINDS, type AmountKind } from "@modules/funding/browser.ts";
import {
  activeScholarshipCount,
  featuredScholarships,
  isNotRuledOut,
  scholarshipListing,
  SCHOLARSHIP_DESTINATIONS,
  type ScholarshipDestination,
} from "@modules/funding/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm } from "@modules/platform/text.ts";
import { ArticleGrid, toArticleCard } from "~/components/article-card.tsx";
import { SearchIcon } from "~/components/icons.tsx";
import { AMOUNT_LABELS, CompactScholarshipCard, DESTINATION_LABELS, ScholarshipCard, toScholarshipCard } from "~/components/scholarship-card.tsx";
import articleStyles from "~/styles/articles.css?url";
import styles from "~/styles/funding.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { useFollowChangesBeforeHydration } from "~/utils/hydration.ts";
import { claimFor } from "~/utils/claims.ts";
import { seoMeta } from "~/utils/seo.ts";
import { studentEligibilityProfile } from "@modules/identity/index.ts";
import { savedScholarshipIds } from "@modules/portal/index.ts";
import { SaveButton } from "~/components/portal/save-button.tsx";
import { currentUser } from "~/server/auth.server.ts";

// This module is also the screen at /funding/scholarships (funding.scholarships.tsx re-exports it);
// both addresses name /funding as their canonical URL.

export const links: LinksFunction = () => [
  // The funding guides are the site's article cards, styled there.
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: styles },
];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Scholarships & Funding",
    description:
      "Scholarships and funding for Caribbean students: search awards for study in Canada, the United States, the United Kingdom and the Caribbean, with who can apply, how to apply and where each fact was checked.",
    path: "/funding",
    matches,
  });

/** The spec's fixed limits: three featured scholarships, six funding guides. */
const FEATURED_LIMIT = 3;
const GUIDE_LIMIT = 6;
const GUIDE_CATEGORY = "funding";
const RESULTS_ID = "scholarships";
const GUIDE_FILE = { href: "/downloads/caribbean-funding-guide.txt", size: "TXT, 13 KB" };

/** The destination filter's choices in the spec's order (the labels' keys, typed). */
const DESTINATION_CHOICES = Object.keys(DESTINATION_LABELS) as ScholarshipDestination[];

/** Shown in place of the funding guides when no funding article is published. */
const PLACEHOLDER_GUIDES = [
  {
    title: "Finding Scholarships You Qualify For",
    text: "Where to look first: your own government, the university you are applying to, and international programmes open to Caribbean nationals.",
  },
  {
    title: "Government Scholarships at Home",
    text: "National scholarships, exhibitions and tuition programmes run by Caribbean ministries of education, and the service bonds that come with them.",
  },
  {
    title: "Nominating Agencies and Liaison Offices",
    text: "Why some awards start with your own ministry, an OAS National Liaison Office or a US Embassy, and why their deadlines come first.",
  },
  {
    title: "Budgeting for a Year Abroad",
    text: "Tuition, housing, travel, health cover and the proof of funds a student visa asks for, with a margin for exchange rates.",
  },
  {
    title: "Student Loans and Financing",
    text: "Public loan schemes, banks and credit unions: what to compare before you or your guarantors sign.",
  },
  {
    title: "Avoiding Scholarship Scams",
    text: "The warning signs of a fake award or agent, and how to check that an offer is real before you pay or share anything.",
  },
] as const;

/**
 * Any query string is accepted and made safe rather than refused: the search term
 * is normalised (control characters dropped, cut to a sane length) and a filter
 * value other than the spec's choices means "all".
 */
const filterQuery = z.object({
  q: z
    .string()
    .catch("")
    .transform((raw) => normalizeSearchTerm(raw)),
  destination: z.enum(SCHOLARSHIP_DESTINATIONS).nullable().catch(null),
  amount: z.enum(AMOUNT_KINDS).nullable().catch(null),
  /** "1": closed awards are left out (counted); by default every award is listed, closed ones last. */
  open: z.literal("1").nullable().catch(null),
  /** "1" (signed in): awards whose rules rule the student out are left out; unknown never hides one. */
  forMe: z.literal("1").nullable().catch(null),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const { q, destination, amount, open, forMe } = filterQuery.parse({
    q: searchParams.get("q") ?? "",
    destination: searchParams.get("destination"),
    amount: searchParams.get("amount"),
    open: searchParams.get("open"),
    forMe: searchParams.get("forMe"),
  });
  const hideClosed = open !== null;
  const [featured, listing, guides, user, scholarshipCount] = await Promise.all([
    featuredScholarships(FEATURED_LIMIT),
    scholarshipListing({ q, destination: destination ?? undefined, amount: amount ?? undefined, includeClosed: !hideClosed }),
    listPublishedArticles({ categoryId: GUIDE_CATEGORY, limit: GUIDE_LIMIT }),
    currentUser(request),
    activeScholarshipCount(),
  ]);
  // The Save buttons' state and the student's facts: null signed out (Save then offers to sign in; no rule is checked).
  const [savedIds, student] = user ? await Promise.all([savedScholarshipIds(user.id), studentEligibilityProfile(user.id)]) : [null, null];
  const forMeApplied = forMe !== null && student !== null;
  const today = todayUtc();
  const listed = forMeApplied ? listing.scholarships.filter((scholarship) => isNotRuledOut(scholarship, student, today)) : listing.scholarships;
  return data(
    {
      filters: { q, destination, amount, hideClosed, forMe: forMeApplied },
      signedIn: user !== null,
      featured: featured.map((scholarship) => toScholarshipCard(scholarship, student)),
      scholarships: listed.map((scholarship) => toScholarshipCard(scholarship, student)),
      hiddenClosed: listing.hiddenClosed,
      // The specification's "200+ Active Scholarships" once the records reach it, else the real count. Its other
      // three figures (total funding, students funded, success rate) have nothing behind them, so they are not shown.
      stats: [claimFor(scholarshipCount, { threshold: 200, figure: "200+", words: "Active Scholarships" }, "Scholarships, each with its source")],
      guides: guides.map(toArticleCard),
      savedIds,
    },
    { headers: publicCacheHeaders(request) },
  );
}

type Filters = {
  q: string;
  destination: ScholarshipDestination | null;
  amount: AmountKind | null;
  hideClosed: boolean;
  forMe: boolean;
};

/**
 * The page's own path (/funding or /funding/scholarships), so filtering never
 * swaps the route under the search box, and its current query.
 */
function usePageAddress(): { path: string; search: string } {
  const { pathname, search } = useLocation();
  return { path: pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname, search };
}

/** The page's query with closed awards listed again. */
function withClosed(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("open");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export default function FundingPage() {
  const { filters, signedIn, featured, scholarships, hiddenClosed, stats, guides, savedIds } = useLoaderData<typeof loader>();
  const { path, search } = usePageAddress();
  const filtered = Boolean(filters.q || filters.destination || filters.amount || filters.hideClosed || filters.forMe);

  return (
    <div className="funding-page">
      <section className="funding-hero">
        <div className="page-section">
          <h1>Scholarships &amp; Funding</h1>
          <p className="lead">
            Find scholarships open to Caribbean students at home and abroad: who can apply, what they pay, how to apply, and where we checked each fact. Always
            confirm the details on the official page before you apply.
          </p>
          <p className="funding-hero-links">
            <a href={`#${RESULTS_ID}`}>Search scholarships</a>
            <a href="#funding-guides">Funding guides</a>
            <a href="#funding-help">Get help</a>
            <Link to="/funding/calendar">Funding calendar</Link>
          </p>
        </div>
      </section>

      <section className="page-section funding-stats-section" aria-labelledby="funding-stats-heading">
        <h2 id="funding-stats-heading" className="visually-hidden">
          Funding at a glance
        </h2>
        <ul className="funding-stats">
          {stats.map((stat) => (
            <li key={stat.words} className="funding-stat">
              <span className="funding-stat-value">{stat.figure}</span> <span className="funding-stat-label">{stat.words}</span>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 ? (
        <section className="page-section featured-scholarships" aria-labelledby="featured-heading">
          <div className="section-header">
            <h2 id="featured-heading">Featured Scholarships</h2>
            <p className="muted">Major awards open to Caribbean nationals.</p>
          </div>
          <ul className="card-grid featured-grid">
            {featured.map((scholarship) => (
              <li key={scholarship.id}>
                <ScholarshipCard scholarship={scholarship} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id={RESULTS_ID} className="band scholarships-section" aria-labelledby="scholarships-heading">
        <div className="page-section">
          <h2 id="scholarships-heading">Find Scholarships</h2>
          <ScholarshipFilters path={path} filters={filters} signedIn={signedIn} />
          {signedIn ? null : (
            <p className="for-me-invitation">
              <Link to={`/api/login?redirectTo=${encodeURIComponent("/funding?forMe=1")}`}>Sign in</Link> and fill in your profile to see which awards' rules
              you meet.
            </p>
          )}
          <div className="results-bar">
            <p className="results-status" role="status">
              {scholarships.length} {scholarships.length === 1 ? "scholarship" : "scholarships"} found
            </p>
            {filtered && scholarships.length > 0 ? (
              <Link className="button ghost small" to="/funding" preventScrollReset>
                Clear All Filters
              </Link>
            ) : null}
          </div>
          {hiddenClosed > 0 ? (
            <p className="closed-hidden-note">
              {hiddenClosed} closed {hiddenClosed === 1 ? "award, waiting for its next cycle, is" : "awards, waiting for their next cycle, are"} not shown.{" "}
              <Link to={`${path}${withClosed(search)}#${RESULTS_ID}`} preventScrollReset>
                Show closed awards too
              </Link>
            </p>
          ) : null}
          {scholarships.length > 0 ? (
            <ul className="scholarship-list">
              {scholarships.map((scholarship) => (
                <li key={scholarship.id}>
                  <CompactScholarshipCard
                    scholarship={scholarship}
                    saveControl={
                      <SaveButton
                        contentType="scholarship"
                        contentId={scholarship.id}
                        saved={savedIds && savedIds.includes(scholarship.id)}
                        title={scholarship.title}
                        anchor={`scholarship-${scholarship.slug}`}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="empty-state">
              <h3>No scholarships found</h3>
              <p>Try adjusting your search criteria or filters to find more opportunities.</p>
              <Link className="button secondary" to="/funding" preventScrollReset>
                Clear All Filters
              </Link>
            </div>
          )}
        </div>
      </section>

      <section id="funding-guides" className="page-section" aria-labelledby="guides-heading">
        <div className="section-header">
          <h2 id="guides-heading">Funding Guides</h2>
          {guides.length > 0 ? <Link to={`/articles?category=${GUIDE_CATEGORY}`}>All funding articles</Link> : null}
        </div>
        {guides.length > 0 ? <ArticleGrid articles={guides} /> : <PlaceholderGuides />}
      </section>

      <section id="funding-help" className="band funding-cta" aria-labelledby="funding-help-heading">
        <div className="page-section">
          <h2 id="funding-help-heading">Need help paying for your studies?</h2>
          <p>
            A counselor can help you shortlist scholarships you qualify for, plan your applications and build a realistic budget; each counselor's profile says
            what a consultation costs. Or take our funding guide with you: where Caribbean students find funding, how nominations work, budgeting and how to
            avoid scams.
          </p>
          <div className="button-row">
            <Link className="button accent" to="/counselors">
              Schedule Consultation
            </Link>
            <a className="button secondary" href={GUIDE_FILE.href} download>
              Download Funding Guide
            </a>
            <span className="download-size">{GUIDE_FILE.size}</span>
          </div>
        </div>
      </section>
    </div>
  );
}

function PlaceholderGuides() {
  return (
    <ul className="card-grid placeholder-guides">
      {PLACEHOLDER_GUIDES.map((guide) => (
        <li key={guide.title} className="card placeholder-guide">
          <p className="badge-row">
            <span className="badge neutral">Coming soon</span>
          </p>
          <h3>{guide.title}</h3>
          <p>{guide.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A GET form, so searching and filtering work without JavaScript (the action's
 * fragment brings the reader back to the results). With JavaScript the results
 * follow the typing (debounced, replacing the history entry so Back leaves the
 * page) and each filter applies as soon as it changes.
 */
function ScholarshipFilters({ path, filters, signedIn }: { path: string; filters: Filters; signedIn: boolean }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const { q, destination, amount, hideClosed, forMe } = filters;

  // "Clear All Filters", Back or a shared link change the query from outside the form:
  // show it there, without overwriting a search box that is being typed in. Not on mount: the form
  // then holds the page's query or what was chosen before the scripts ran, which the
  // results follow.
  const shownFilters = useRef(JSON.stringify({ q, destination, amount, hideClosed, forMe }));
  useEffect(() => {
    const fields = formRef.current?.elements;
    const shown = JSON.stringify({ q, destination, amount, hideClosed, forMe });
    if (!fields || shownFilters.current === shown) return;
    shownFilters.current = shown;
    const search = fields.namedItem("q");
    if (search instanceof HTMLInputElement && document.activeElement !== search) {
      clearTimeout(timer.current);
      search.value = q;
    }
    const destinationField = fields.namedItem("destination");
    if (destinationField instanceof HTMLSelectElement) destinationField.value = destination ?? "";
    const amountField = fields.namedItem("amount");
    if (amountField instanceof HTMLSelectElement) amountField.value = amount ?? "";
    const openField = fields.namedItem("open");
    if (openField instanceof HTMLInputElement) openField.checked = hideClosed;
    const forMeField = fields.namedItem("forMe");
    if (forMeField instanceof HTMLInputElement) forMeField.checked = forMe;
  }, [q, destination, amount, hideClosed, forMe]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useFollowChangesBeforeHydration(
    () => formRef.current,
    () => apply(true),
  );

  /** Goes to the form's address, leaving empty fields out so shared links stay tidy. */
  function apply(replace: boolean) {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const text = typeof value === "string" ? value.trim() : "";
      if (text) params.append(name, text);
    }
    const query = params.toString();
    navigate(query ? `${path}?${query}` : path, { replace, preventScrollReset: true });
  }

  function searchAsYouType() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(true), 300);
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action={`${path}#${RESULTS_ID}`}
      role="search"
      aria-label="Scholarships"
      className="scholarship-filters"
      onSubmit={(event) => {
        event.preventDefault();
        apply(false);
      }}
    >
      <div className="filter-field filter-search">
        <label htmlFor="scholarship-search">Search scholarships by title, description or provider</label>
        <input
          id="scholarship-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="e.g. Chevening, OAS, master's"
          onChange={searchAsYouType}
        />
      </div>
      <div className="filter-field">
        <label htmlFor="scholarship-destination">Destination</label>
        <select id="scholarship-destination" name="destination" defaultValue={destination ?? ""} onChange={() => apply(false)}>
          <option value="">All destinations</option>
          {DESTINATION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {DESTINATION_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor="scholarship-amount">Amount</label>
        <select id="scholarship-amount" name="amount" defaultValue={amount ?? ""} onChange={() => apply(false)}>
          <option value="">All amounts</option>
          {AMOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AMOUNT_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="checkbox-field filter-closed">
        <input id="scholarship-open" name="open" type="checkbox" value="1" defaultChecked={hideClosed} onChange={() => apply(false)} />
        <label htmlFor="scholarship-open">Hide closed awards</label>
      </div>
      {signedIn ? (
        <div className="checkbox-field filter-for-me">
          <input id="scholarship-for-me" name="forMe" type="checkbox" value="1" defaultChecked={forMe} onChange={() => apply(false)} />
          <label htmlFor="scholarship-for-me">For me</label>
        </div>
      ) : null}
      <button type="submit" className="button primary filter-submit">
        <SearchIcon size={18} />
        Search
      </button>
    </Form>
  );
}
