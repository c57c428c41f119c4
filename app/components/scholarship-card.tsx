import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AmountKind, ScholarshipDestination, ScholarshipView } from "@modules/funding/index.ts";

/** What a card says when a scholarship has no eligibility text. */
export const FEATURED_ELIGIBILITY_FALLBACK = "Caribbean nationals";
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
 * A deadline as students read it. A date is the latest one a source confirmed,
 * named with its cycle; once past, the scholarship is closed until a newer one
 * is confirmed. Without a date it is 'Open', and the note says why
 * there is no date (no deadline by design, set by each programme, none found).
 */
export type ScholarshipDeadline =
  | { state: "upcoming" | "closed"; date: string; dateLabel: string; cycle: string | null; note: string | null; sourceUrl: string | null }
  | { state: "undated"; note: string | null; sourceUrl: string | null };

/** Said when no source gave a date and there is no note. */
export const NO_CONFIRMED_DATE = "No confirmed date";
/** A scholarship with no deadline shows 'Open' publicly; the note after it says why there is no date. */
const OPEN = "Open";

function toDeadline(scholarship: ScholarshipView): ScholarshipDeadline {
  const { deadline, deadlineCycle: cycle, deadlineNote: note, deadlineSourceUrl: sourceUrl } = scholarship;
  if (!deadline) return { state: "undated", note, sourceUrl };
  return { state: scholarship.isClosed ? "closed" : "upcoming", date: deadline, dateLabel: formatDay(deadline), cycle, note, sourceUrl };
}

/** The deadline in one line of text, for compact places (the home page's featured scholarship). */
export function deadlineText(deadline: ScholarshipDeadline): string {
  if (deadline.state === "undated") {
    return deadline.note ? `${OPEN}: ${deadline.note} Check the official page.` : `${OPEN}: ${NO_CONFIRMED_DATE.toLowerCase()}; check the official page.`;
  }
  const date = `${deadline.dateLabel}${deadline.cycle ? ` (${deadline.cycle})` : ""}`;
  return deadline.state === "closed" ? `Closed: last confirmed deadline ${date}; check the official page for the next round.` : date;
}

/**
 * A scholarship in one line, for search results and quiz matches:
 * "Provider · Amount · Deadline 12 March 2026", "Closed: last deadline 7
 * October 2025" once it has passed, or "Open" without a date.
 */
export function scholarshipLine({
  provider,
  amount,
  deadline,
  isClosed = false,
}: {
  provider: string | null;
  amount: string | null;
  deadline: string | null;
  isClosed?: boolean;
}): string {
  const when = deadline ? (isClosed ? `Closed: last deadline ${formatDay(deadline)}` : `Deadline ${formatDay(deadline)}`) : OPEN;
  return [provider, amount, when].filter(Boolean).join(" · ");
}

/** When a scholarship's facts were last checked, and where. */
function toVerification(scholarship: ScholarshipView) {
  return {
    sourceUrl: scholarship.sourceUrl,
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
    deadline: deadlineText(toDeadline(scholarship)),
    eligibility: scholarship.eligibility,
    ...toVerification(scholarship),
  };
}

/** A scholarship's own page. */
export const scholarshipPath = (slug: string) => `/funding/scholarships/${slug}`;

/** What a card shows, taken from a scholarship in a loader (so dates are formatted on the server). */
export function toScholarshipCard(scholarship: ScholarshipView) {
  return {
    id: scholarship.id,
    slug: scholarship.slug,
    title: scholarship.title,
    provider: scholarship.provider,
    description: scholarship.description,
    amount: scholarship.amount,
    deadline: toDeadline(scholarship),
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
  };
}

export type ScholarshipCardData = ReturnType<typeof toScholarshipCard>;

/**
 * A scholarship: what it pays, when it closes, who can apply and how, with an
 * external Apply link and where and when its facts were last checked.
 * The featured variant is compact (eligibility cut to a few lines); both link
 * to the scholarship's own page.
 */
export function ScholarshipCard({
  scholarship,
  variant = "list",
  saveControl,
}: {
  scholarship: ScholarshipCardData;
  variant?: "list" | "featured";
  /** The student portal's Save button for this scholarship, beside Apply. */
  saveControl?: ReactNode;
}) {
  const featured = variant === "featured";
  const headingId = `${featured ? "featured" : "scholarship"}-${scholarship.slug}-title`;
  const eligibility = scholarship.eligibility ?? (featured ? FEATURED_ELIGIBILITY_FALLBACK : LIST_ELIGIBILITY_FALLBACK);
  const classes = ["card", "scholarship-card", featured ? "is-featured" : "", scholarship.isClosed ? "is-closed" : ""].filter(Boolean).join(" ");

  const header = (
    <div className="scholarship-header">
      <ScholarshipBadges scholarship={scholarship} />
      <h3 id={headingId} className="scholarship-title">
        {scholarship.title}
      </h3>
      <p className="scholarship-provider">{scholarship.provider}</p>
    </div>
  );

  const facts = (
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
  );

  const eligibilityFact = (
    <dl className="scholarship-eligibility">
      <div className="scholarship-fact">
        <dt>Eligibility</dt>
        <dd>{eligibility}</dd>
      </div>
    </dl>
  );

  const actions = (
    <div className="scholarship-actions">
      <a className="button primary small scholarship-apply" href={scholarship.applicationUrl} rel="noopener noreferrer">
        Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
        <span aria-hidden="true"> ↗</span>
      </a>
      {saveControl}
      <Link className="scholarship-details-link" to={scholarshipPath(scholarship.slug)}>
        Full details<span className="visually-hidden"> of {scholarship.title}</span>
      </Link>
    </div>
  );

  const verification = <ScholarshipVerification scholarship={scholarship} />;

  if (featured) {
    return (
      <article className={classes} aria-labelledby={headingId}>
        {header}
        {facts}
        {eligibilityFact}
        <div className="card-footer scholarship-footer">
          {actions}
          {verification}
        </div>
      </article>
    );
  }

  // In the list the key facts and the Apply link come straight after the title
  // (beside the text on a wide screen), then what it is, who can apply and how.
  return (
    <article className={classes} id={`scholarship-${scholarship.slug}`} aria-labelledby={headingId}>
      {header}
      <div className="scholarship-aside">
        {facts}
        {actions}
        {verification}
      </div>
      <div className="scholarship-body">
        <p className="scholarship-description">{scholarship.description}</p>
        {eligibilityFact}
        {scholarship.howToApply ? (
          <details className="scholarship-how">
            <summary>
              How to apply<span className="visually-hidden"> for {scholarship.title}</span>
            </summary>
            <p>{scholarship.howToApply}</p>
          </details>
        ) : null}
      </div>
    </article>
  );
}

/** Closed, Featured and where it is for, when any applies. */
export function ScholarshipBadges({ scholarship }: { scholarship: ScholarshipCardData }) {
  if (!scholarship.isFeatured && !scholarship.destination && !scholarship.isClosed) return null;
  return (
    <p className="badge-row scholarship-badges">
      {scholarship.isClosed ? <span className="badge danger">Closed</span> : null}
      {scholarship.isFeatured ? <span className="badge accent">Featured</span> : null}
      {scholarship.destination ? <span className="badge">{scholarship.destination}</span> : null}
    </p>
  );
}

/** Where its facts were checked, and when. */
export function ScholarshipVerification({ scholarship }: { scholarship: ScholarshipCardData }) {
  return (
    <p className="scholarship-verification">
      {scholarship.sourceUrl ? (
        <a href={scholarship.sourceUrl} rel="noopener noreferrer">
          Source<span className="visually-hidden"> for {scholarship.title} (external site)</span>
        </a>
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
 * The deadline, its cycle and note, with links to the official page (where the
 * next round will be announced) and to where the deadline was stated.
 */
export function DeadlineFact({ scholarship }: { scholarship: ScholarshipCardData }) {
  const { deadline, title } = scholarship;
  const officialPage = (text: string) =>
    scholarship.applicationUrl === "#" ? (
      text
    ) : (
      <a href={scholarship.applicationUrl} rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> ({title}, external site)</span>
      </a>
    );
  const date =
    deadline.state === "undated" ? null : (
      <>
        <time dateTime={deadline.date}>{deadline.dateLabel}</time>
        {deadline.cycle ? ` (${deadline.cycle})` : ""}
      </>
    );
  return (
    <>
      <span className="scholarship-deadline-status">
        {deadline.state === "closed" ? (
          <>
            Closed: last confirmed deadline {date}; {officialPage("check the official page")} for the next round.
          </>
        ) : deadline.state === "upcoming" ? (
          date
        ) : deadline.note ? (
          <>
            {OPEN}: {deadline.note} {officialPage("Check the official page")}.
          </>
        ) : (
          <>
            {OPEN}: {NO_CONFIRMED_DATE.toLowerCase()}; {officialPage("check the official page")}.
          </>
        )}
      </span>
      {deadline.state !== "undated" && deadline.note ? <span className="scholarship-deadline-note">{deadline.note}</span> : null}
      {/* Where the source of the other facts also gave the deadline, its one link says so. */}
      {deadline.sourceUrl && deadline.sourceUrl !== scholarship.sourceUrl ? (
        <a className="scholarship-deadline-source" href={deadline.sourceUrl} rel="noopener noreferrer">
          Deadline source<span className="visually-hidden"> for {title} (external site)</span>
        </a>
      ) : null}
    </>
  );
}
