import { Link } from "@remix-run/react";
import type { AmountKind, ScholarshipDestination, ScholarshipView } from "@modules/funding/index.ts";

/** Spec §3: what a card says when a scholarship has no eligibility text. */
export const FEATURED_ELIGIBILITY_FALLBACK = "Caribbean nationals";
export const LIST_ELIGIBILITY_FALLBACK = "Caribbean nationals pursuing higher education";

/** The destination filter's choices (spec §2), in this order, with the names shown for them. */
export const DESTINATION_LABELS: Readonly<Record<ScholarshipDestination, string>> = {
  canada: "Canada",
  usa: "United States",
  uk: "United Kingdom",
  caribbean: "Caribbean",
};

/**
 * The amount filter's choices (spec §2). Each matches scholarships whose amount
 * text contains the word (infra/seed/funding/scholarships.ts keeps to it).
 */
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

/** What a card shows, taken from a scholarship in a loader (so dates are formatted on the server). */
export function toScholarshipCard(scholarship: ScholarshipView) {
  return {
    id: scholarship.id,
    slug: scholarship.slug,
    title: scholarship.title,
    provider: scholarship.provider,
    description: scholarship.description,
    amount: scholarship.amount,
    deadline: scholarship.deadline,
    /** Spec §4: no deadline shows "Open". */
    deadlineLabel: scholarship.deadline ? formatDay(scholarship.deadline) : "Open",
    isClosed: scholarship.isClosed,
    eligibility: scholarship.eligibility,
    howToApply: scholarship.howToApply,
    /** Spec §3: falls back to '#'. */
    applicationUrl: scholarship.applicationUrl ?? "#",
    sourceUrl: scholarship.sourceUrl,
    lastVerifiedOn: scholarship.lastVerifiedOn,
    lastVerifiedLabel: scholarship.lastVerifiedOn ? formatDay(scholarship.lastVerifiedOn) : null,
    destination: scholarship.destinationId && scholarship.destinationId in DESTINATION_LABELS
      ? DESTINATION_LABELS[scholarship.destinationId as ScholarshipDestination]
      : null,
    isFeatured: scholarship.isFeatured,
  };
}

export type ScholarshipCardData = ReturnType<typeof toScholarshipCard>;

/**
 * A scholarship: what it pays, when it closes, who can apply and how, with an
 * external Apply link and where and when its facts were last checked.
 * The featured variant is compact (eligibility cut to a few lines) and points
 * to the full entry in the list (`detailsHref`).
 */
export function ScholarshipCard({
  scholarship,
  variant = "list",
  detailsHref,
}: {
  scholarship: ScholarshipCardData;
  variant?: "list" | "featured";
  detailsHref?: string;
}) {
  const featured = variant === "featured";
  const headingId = `${featured ? "featured" : "scholarship"}-${scholarship.slug}-title`;
  const eligibility = scholarship.eligibility ?? (featured ? FEATURED_ELIGIBILITY_FALLBACK : LIST_ELIGIBILITY_FALLBACK);
  const classes = ["card", "scholarship-card", featured ? "is-featured" : "", scholarship.isClosed ? "is-closed" : ""].filter(Boolean).join(" ");
  const showBadges = scholarship.isFeatured || scholarship.destination || scholarship.isClosed;

  const header = (
    <div className="scholarship-header">
      {showBadges ? (
        <p className="badge-row scholarship-badges">
          {scholarship.isClosed ? <span className="badge danger">Closed</span> : null}
          {scholarship.isFeatured ? <span className="badge accent">Featured</span> : null}
          {scholarship.destination ? <span className="badge">{scholarship.destination}</span> : null}
        </p>
      ) : null}
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
          {scholarship.deadline ? <time dateTime={scholarship.deadline}>{scholarship.deadlineLabel}</time> : scholarship.deadlineLabel}
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
      {featured && detailsHref ? (
        <Link className="scholarship-details-link" to={detailsHref}>
          Full details<span className="visually-hidden"> of {scholarship.title}</span>
        </Link>
      ) : null}
    </div>
  );

  const verification = (
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
