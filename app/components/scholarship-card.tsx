import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type {
  AmountKind,
  EligibilityVerdict,
  FundingWindow,
  RuleCheck,
  ScholarshipDestination,
  ScholarshipView,
  StudentFacts,
  WindowTone,
} from "@modules/funding/index.ts";
import { eligibilityChecks, eligibilityVerdict, windowBadge, windowSentence } from "@modules/funding/browser.ts";
import { todayUtc } from "@modules/platform/browser.ts";

/** What a card says when a scholarship has no eligibility text. */
export const FEATURED_ELIGIBILITY_FALLBACK = "Caribbean nationals";
/** What a scholarship's own page says when it has no eligibility text. */
export const LIST_ELIGIBILITY_FALLBACK = "Caribbean nationals pursuing higher education";

/** The destination filter's choices, in this order, with the names shown for them. */
export const DESTINATION_LABELS: Readonly<Record<ScholarshipDestination, string>> = {
  canada: "Canada",
  usa: "United States",
  uk: "United Kingdom",
  caribbean: "Caribbean",
};

/** The names shown for the amount filter's choices (the funding module's AMOUNT_KINDS). */
export const AMOUNT_LABELS: Readonly<Record<AmountKind, string>> = {
  full: "Full tuition",
  partial: "Partial tuition",
  living: "Includes living costs",
};

// A fixed locale and time zone, so the server and the browser print the same date.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-03-12" → "12 March 2026". */
function formatDay(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00.000Z`));
}

/**
 * An award's window as students read it (decision 0043): the sentence its
 * cycles give on the day read ("Open: closes 7 October 2025", "Expected to
 * open around August 2027, from the 2019 and 2025 cycles; not confirmed"),
 * the badge a compact card shows, the cycle a confirmed window belongs to, the
 * note said with it, and where its dates were stated.
 */
export interface ScholarshipWindow {
  status: FundingWindow["status"];
  sentence: string;
  badge: { label: string; tone: WindowTone };
  /** The confirmed cycle's name, when the window is a confirmed one. */
  cycle: string | null;
  note: string | null;
  sourceUrl: string | null;
}

function toWindow(scholarship: ScholarshipView): ScholarshipWindow {
  const { window } = scholarship;
  const confirmed = window.status === "open" || window.status === "opens";
  return {
    status: window.status,
    sentence: windowSentence(window),
    badge: windowBadge(window),
    cycle: confirmed ? window.cycle.intake : null,
    note: scholarship.deadlineNote,
    sourceUrl: scholarship.deadlineSourceUrl,
  };
}

/** The site's badge colours for each kind of window. */
const WINDOW_BADGE_CLASS: Readonly<Record<WindowTone, string>> = { open: "success", upcoming: "accent", closed: "danger", none: "neutral" };

/** Said after a window that is not a confirmed one: where the next round will be announced. */
const CHECK_OFFICIAL_PAGE = "check the official page";

/** The window in one line of text, for compact places (the home page's featured scholarship, saved items). */
export function windowText(window: ScholarshipWindow): string {
  const sentence = `${window.sentence}${window.cycle ? ` (${window.cycle})` : ""}.`;
  const note = window.note ? ` ${window.note}` : "";
  return window.status === "open" || window.status === "opens" ? `${sentence}${note}` : `${sentence}${note} Check the official page.`;
}

/**
 * A scholarship in one line, for search results and quiz matches:
 * "Provider · Amount · Open: closes 12 March 2027", or its expected window.
 */
export function scholarshipLine({ provider, amount, window }: { provider: string | null; amount: string | null; window: string }): string {
  return [provider, amount, window].filter(Boolean).join(" · ");
}

/** When a scholarship's facts were last checked, and where. */
function toVerification(scholarship: ScholarshipView) {
  return {
    sourceUrl: scholarship.sourceUrl,
    sourceConfidence: scholarship.sourceConfidence,
    lastVerifiedOn: scholarship.lastVerifiedOn,
    lastVerifiedLabel: scholarship.lastVerifiedOn ? formatDay(scholarship.lastVerifiedOn) : null,
  };
}

/** What the home page's featured scholarship shows (dates formatted on the server). */
export function toScholarshipSummary(scholarship: ScholarshipView) {
  return {
    title: scholarship.title,
    provider: scholarship.provider,
    amount: scholarship.amount,
    deadline: windowText(toWindow(scholarship)),
    eligibility: scholarship.eligibility,
    ...toVerification(scholarship),
  };
}

/** A scholarship's own page. */
export const scholarshipPath = (slug: string) => `/funding/scholarships/${slug}`;

/** Where a signed-in student stands against an award's rules: each rule, and the verdict. */
export interface ScholarshipFit {
  verdict: EligibilityVerdict;
  checks: RuleCheck[];
}

/** The award's rules against the student's profile, on the server's today; null signed out. */
export function scholarshipFit(scholarship: ScholarshipView, student: StudentFacts | null): ScholarshipFit | null {
  if (!student) return null;
  const checks = eligibilityChecks(scholarship, student, todayUtc());
  return { verdict: eligibilityVerdict(checks), checks };
}

/**
 * What a card shows, taken from a scholarship in a loader (so dates are
 * formatted on the server), with where a signed-in student stands against its rules.
 */
export function toScholarshipCard(scholarship: ScholarshipView, student: StudentFacts | null = null) {
  return {
    id: scholarship.id,
    slug: scholarship.slug,
    title: scholarship.title,
    provider: scholarship.provider,
    description: scholarship.description,
    amount: scholarship.amount,
    currency: scholarship.currency,
    window: toWindow(scholarship),
    isClosed: scholarship.isClosed,
    eligibility: scholarship.eligibility,
    howToApply: scholarship.howToApply,
    /** Falls back to '#'. */
    applicationUrl: scholarship.applicationUrl ?? "#",
    ...toVerification(scholarship),
    destination:
      scholarship.destinationId && scholarship.destinationId in DESTINATION_LABELS
        ? DESTINATION_LABELS[scholarship.destinationId as ScholarshipDestination]
        : null,
    isFeatured: scholarship.isFeatured,
    fit: scholarshipFit(scholarship, student),
  };
}

export type ScholarshipCardData = ReturnType<typeof toScholarshipCard>;

/**
 * A featured scholarship: what it pays, when it opens or closes, who can
 * apply, an external Apply link and where and when its facts were last
 * checked, with a link to its own page.
 */
export function ScholarshipCard({ scholarship }: { scholarship: ScholarshipCardData }) {
  const headingId = `featured-${scholarship.slug}-title`;
  const classes = ["card", "scholarship-card", "is-featured", scholarship.isClosed ? "is-closed" : ""].filter(Boolean).join(" ");
  return (
    <article className={classes} aria-labelledby={headingId}>
      <div className="scholarship-header">
        <ScholarshipBadges scholarship={scholarship} />
        <h3 id={headingId} className="scholarship-title">
          {scholarship.title}
        </h3>
        <p className="scholarship-provider">{scholarship.provider}</p>
      </div>
      <dl className="scholarship-facts">
        <div className="scholarship-fact">
          <dt>Amount</dt>
          <dd className="scholarship-amount">{scholarship.amount ?? "See the official page"}</dd>
        </div>
        <div className="scholarship-fact">
          <dt>Deadline</dt>
          <dd className="scholarship-deadline">
            <DeadlineFact scholarship={scholarship} />
          </dd>
        </div>
      </dl>
      <dl className="scholarship-eligibility">
        <div className="scholarship-fact">
          <dt>Eligibility</dt>
          <dd>{scholarship.eligibility ?? FEATURED_ELIGIBILITY_FALLBACK}</dd>
        </div>
      </dl>
      <div className="card-footer scholarship-footer">
        <div className="scholarship-actions">
          <a className="button primary small scholarship-apply" href={scholarship.applicationUrl} rel="noopener noreferrer">
            Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
          <Link className="scholarship-details-link" to={scholarshipPath(scholarship.slug)}>
            Full details<span className="visually-hidden"> of {scholarship.title}</span>
          </Link>
        </div>
        <ScholarshipVerification scholarship={scholarship} />
      </div>
    </article>
  );
}

/**
 * An award in the list, small enough for a phone to show several at once
 * (issue 26): its title, what it pays, its window as a badge, Save, and a
 * link to its own page where everything else is.
 */
export function CompactScholarshipCard({ scholarship, saveControl }: { scholarship: ScholarshipCardData; saveControl?: ReactNode }) {
  const headingId = `scholarship-${scholarship.slug}-title`;
  const { badge } = scholarship.window;
  return (
    <article className={`card scholarship-compact window-${badge.tone}`} id={`scholarship-${scholarship.slug}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="scholarship-title">
        {scholarship.title}
      </h3>
      <p className="scholarship-provider">{scholarship.provider}</p>
      <p className="scholarship-amount">{scholarship.amount ?? "Amount not stated"}</p>
      <p className="badge-row scholarship-badges">
        <span className={`badge window-badge ${WINDOW_BADGE_CLASS[badge.tone]}`}>{badge.label}</span>
        {scholarship.destination ? <span className="badge">{scholarship.destination}</span> : null}
      </p>
      {scholarship.fit ? <FitLine fit={scholarship.fit} /> : null}
      <div className="scholarship-actions">
        {saveControl}
        <Link className="button secondary small scholarship-details-link" to={scholarshipPath(scholarship.slug)}>
          Details<span className="visually-hidden"> of {scholarship.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The words for where a student stands against one rule. */
export const RULE_STATUS_LABELS = { met: "Met", "not met": "Not met", unknown: "Unknown" } as const;

/**
 * Where the student stands, in a line: every rule met, the first rule that
 * rules them out, or how many depend on a fact their profile does not give.
 */
export function FitLine({ fit }: { fit: ScholarshipFit }) {
  const unknown = fit.checks.filter((check) => check.status === "unknown").length;
  const text =
    fit.verdict === "eligible"
      ? "For you: you meet every rule we hold"
      : fit.verdict === "not eligible"
        ? `Not for you: ${fit.checks.find((check) => check.status === "not met")?.text}`
        : `Maybe for you: ${unknown} rule${unknown === 1 ? "" : "s"} need${unknown === 1 ? "s" : ""} more from your profile`;
  return <p className={`scholarship-fit fit-${fit.verdict.replace(" ", "-")}`}>{text}</p>;
}

/** Its window, Featured and where it is for. */
export function ScholarshipBadges({ scholarship }: { scholarship: ScholarshipCardData }) {
  const { badge } = scholarship.window;
  return (
    <p className="badge-row scholarship-badges">
      <span className={`badge window-badge ${WINDOW_BADGE_CLASS[badge.tone]}`}>{badge.label}</span>
      {scholarship.isFeatured ? <span className="badge accent">Featured</span> : null}
      {scholarship.destination ? <span className="badge">{scholarship.destination}</span> : null}
    </p>
  );
}

/** What the source is, said after its link: the grade of its facts (low-confidence facts are never shown). */
const SOURCE_CONFIDENCE_WORDS = { high: "official page", medium: "secondary source" } as const;

/** Where its facts were checked, how far that source can be trusted, and when. */
export function ScholarshipVerification({ scholarship }: { scholarship: ScholarshipCardData }) {
  return (
    <p className="scholarship-verification">
      {scholarship.sourceUrl ? (
        <span>
          <a href={scholarship.sourceUrl} rel="noopener noreferrer">
            Source<span className="visually-hidden"> for {scholarship.title} (external site)</span>
          </a>
          {scholarship.sourceConfidence ? ` (${SOURCE_CONFIDENCE_WORDS[scholarship.sourceConfidence]})` : null}
        </span>
      ) : null}{" "}
      {scholarship.lastVerifiedOn && scholarship.lastVerifiedLabel ? (
        <span>
          Last verified <time dateTime={scholarship.lastVerifiedOn}>{scholarship.lastVerifiedLabel}</time>
        </span>
      ) : (
        <span>Not yet verified</span>
      )}
    </p>
  );
}

/**
 * The window, its cycle and note, with links to the official page (where the
 * next round will be announced) and to where the dates were stated.
 */
export function DeadlineFact({ scholarship }: { scholarship: ScholarshipCardData }) {
  const { window, title } = scholarship;
  const confirmed = window.status === "open" || window.status === "opens";
  return (
    <>
      <span className="scholarship-deadline-status">
        {window.sentence}
        {window.cycle ? ` (${window.cycle})` : ""}
        {confirmed || scholarship.applicationUrl === "#" ? (
          "."
        ) : (
          <>
            ;{" "}
            <a href={scholarship.applicationUrl} rel="noopener noreferrer">
              {CHECK_OFFICIAL_PAGE}
              <span className="visually-hidden"> ({title}, external site)</span>
            </a>
            .
          </>
        )}
      </span>
      {window.note ? <span className="scholarship-deadline-note">{window.note}</span> : null}
      {/* Where the source of the other facts also gave the dates, its one link says so. */}
      {window.sourceUrl && window.sourceUrl !== scholarship.sourceUrl ? (
        <a className="scholarship-deadline-source" href={window.sourceUrl} rel="noopener noreferrer">
          Deadline source<span className="visually-hidden"> for {title} (external site)</span>
        </a>
      ) : null}
    </>
  );
}
