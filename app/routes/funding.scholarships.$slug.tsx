import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { datedCycles, dayName, eligibilityChecks, publicScholarship, STUDY_LEVEL_LABELS, type Obligations, type StudentFacts } from "@modules/funding/index.ts";
import { studentEligibilityProfile } from "@modules/identity/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { isSaved } from "@modules/portal/index.ts";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { SaveButton } from "~/components/portal/save-button.tsx";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";
import {
  DeadlineFact,
  FitLine,
  LIST_ELIGIBILITY_FALLBACK,
  RULE_STATUS_LABELS,
  ScholarshipBadges,
  ScholarshipVerification,
  toScholarshipCard,
} from "~/components/scholarship-card.tsx";
import { OpeningAlertButton } from "~/components/opening-alert-button.tsx";
import { ShareBox } from "~/components/share-links.tsx";
import { currentUser } from "~/server/auth.server.ts";
import { openingAlertState } from "~/server/portal/opening-alerts.server.ts";
import { keepLoaderHeaders, notFound, publicCacheHeaders, siteOrigin } from "~/server/http.server.ts";
import styles from "~/styles/funding.css?url";
import shareStyles from "~/styles/share-links.css?url";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: shareStyles },
];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Scholarship Not Found | Study Compass" }];
  const { scholarship } = loaderData;
  return seoMeta({
    title: `${scholarship.title} (${scholarship.provider})`,
    description: scholarship.description,
    path: `/funding/scholarships/${scholarship.slug}`,
    matches,
  });
};

/** Slugs are kebab-case; anything else cannot name a scholarship, so it is a 404 without a query. */
const scholarshipSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

const SHARE_BOX_ID = "scholarship-share-box";

/** A student who has said nothing: the rules are listed, none checked. */
const NO_FACTS: StudentFacts = { citizenship: null, educationLevel: null, birthYear: null, workExperienceYears: null, cxcResults: [] };

const years = (count: number) => `${count} year${count === 1 ? "" : "s"}`;

/** What a student owes afterwards, in plain words, as the sources state it. */
function obligationLines(obligations: Obligations): string[] {
  return [
    obligations.bondYears !== null ? `A bond: you agree to work for the sponsor's country for at least ${years(obligations.bondYears)}, or repay.` : null,
    obligations.returnHomeYears !== null ? `You must return home and live there for ${years(obligations.returnHomeYears)} after the award.` : null,
    obligations.serviceHours !== null ? `${obligations.serviceHours} hours of service before or during the award.` : null,
  ].filter((line): line is string => line !== null);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = scholarshipSlug.safeParse(params.slug);
  const scholarship = slug.success ? await publicScholarship(slug.data) : null;
  if (!scholarship) throw notFound();
  const user = await currentUser(request);
  // The Save button's state and the student's facts: null signed out (Save then offers to sign in; rules are listed unchecked).
  const [saved, student] = user ? await Promise.all([isSaved(user.id, "scholarship", scholarship.id), studentEligibilityProfile(user.id)]) : [null, null];
  return data(
    {
      scholarship: toScholarshipCard(scholarship, student),
      // Every rule the award sets, checked against the student when signed in.
      rules: eligibilityChecks(scholarship, student ?? NO_FACTS, todayUtc()).map(({ rule, text, status }) => ({ rule, text, status: student ? status : null })),
      obligations: obligationLines(scholarship.obligations),
      signedIn: user !== null,
      openingAlert: await openingAlertState(request, user, scholarship),
      studyLevels: scholarship.studyLevels.map((level) => STUDY_LEVEL_LABELS[level]),
      // Every dated cycle, newest first, in words: the pattern the expected window is read from.
      cycles: datedCycles(scholarship).map((cycle) => ({
        intake: cycle.intake,
        dates: [cycle.opensOn ? `opened ${dayName(cycle.opensOn)}` : null, cycle.closesOn ? `closed ${dayName(cycle.closesOn)}` : null]
          .filter(Boolean)
          .join(", "),
        sourceUrl: cycle.sourceUrl,
      })),
      saved,
      shareUrl: `${siteOrigin(request)}/funding/scholarships/${scholarship.slug}`,
    },
    { headers: publicCacheHeaders(request) },
  );
}

/**
 * One scholarship on a page of its own, so a student can share it with a
 * parent or on WhatsApp: what it pays, when it opens or closes (a closed
 * award stays here, with the window its past cycles point to), its cycles,
 * who may apply, how to apply, and where and when its facts were checked.
 */
export default function ScholarshipPage() {
  const { scholarship, studyLevels, cycles, rules, obligations, signedIn, openingAlert, saved, shareUrl } = useLoaderData<typeof loader>();
  const headingId = "scholarship-title";
  return (
    <article className="page-section scholarship-page" aria-labelledby={headingId}>
      <Breadcrumbs trail={[{ label: "Scholarships & Funding", to: "/funding" }]} current={scholarship.title} />
      <header className="scholarship-page-header">
        <ScholarshipBadges scholarship={scholarship} />
        <h1 id={headingId}>{scholarship.title}</h1>
        <p className="scholarship-provider">{scholarship.provider}</p>
        <div className="scholarship-actions">
          {scholarship.applicationUrl !== "#" ? (
            <a className="button primary scholarship-apply" href={scholarship.applicationUrl} rel="noopener noreferrer">
              Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          ) : null}
          <SaveButton contentType="scholarship" contentId={scholarship.id} saved={saved} title={scholarship.title} />
          <a className="button secondary" href={`#${SHARE_BOX_ID}`}>
            Share
          </a>
        </div>
        <OpeningAlertButton state={openingAlert} />
      </header>

      <dl className="scholarship-facts scholarship-page-facts">
        <div className="scholarship-fact">
          <dt>What it pays</dt>
          <dd className="scholarship-amount">
            {scholarship.amount ? `${scholarship.amount} (amounts in ${scholarship.currency})` : "Not stated: see the official page"}
          </dd>
        </div>
        <div className="scholarship-fact">
          <dt>When to apply</dt>
          <dd className="scholarship-deadline">
            <DeadlineFact scholarship={scholarship} />
          </dd>
        </div>
        <div className="scholarship-fact">
          <dt>Level of study</dt>
          <dd>{studyLevels.length > 0 ? studyLevels.join(", ") : "Any level (its sources name none)"}</dd>
        </div>
      </dl>

      <section aria-labelledby="about-award" className="scholarship-page-section">
        <h2 id="about-award">About this award</h2>
        <p>{scholarship.description}</p>
      </section>

      <section aria-labelledby="who-may-apply" className="scholarship-page-section">
        <h2 id="who-may-apply">Who may apply</h2>
        <p>{scholarship.eligibility ?? LIST_ELIGIBILITY_FALLBACK}</p>
        {rules.length > 0 ? (
          <>
            <h3 id="rules-heading">{signedIn ? "The rules we check, against your profile" : "The rules we check"}</h3>
            {scholarship.fit ? <FitLine fit={scholarship.fit} /> : null}
            <ul className="eligibility-rules" aria-labelledby="rules-heading">
              {rules.map((rule) => (
                <li key={`${rule.rule}-${rule.text}`} className={rule.status ? `rule-${rule.status.replace(" ", "-")}` : undefined}>
                  {rule.text}
                  {rule.status ? <strong className="rule-status">: {RULE_STATUS_LABELS[rule.status]}</strong> : null}
                </li>
              ))}
            </ul>
            {signedIn ? (
              rules.some((rule) => rule.status === "unknown") ? (
                <p className="muted">
                  <Link to="/portal/profile">Add to your profile</Link> (citizenship, year of birth, work experience, CXC results) to check the unknown ones.
                </p>
              ) : null
            ) : (
              <p className="muted">
                <Link to={`/api/login?redirectTo=${encodeURIComponent(`/funding/scholarships/${scholarship.slug}`)}`}>Sign in</Link> to see which of these you
                meet.
              </p>
            )}
          </>
        ) : null}
      </section>

      <section aria-labelledby="obligations" className="scholarship-page-section">
        <h2 id="obligations">What you owe afterwards</h2>
        {obligations.length > 0 ? (
          <ul>
            {obligations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>No bond, return-home period or service is stated in the sources we checked.</p>
        )}
      </section>

      <section aria-labelledby="award-cycles" className="scholarship-page-section">
        <h2 id="award-cycles">Past and current cycles</h2>
        {cycles.length > 0 ? (
          <ul className="scholarship-cycles">
            {cycles.map((cycle) => (
              <li key={`${cycle.intake}-${cycle.dates}`}>
                <strong>{cycle.intake}</strong>: {cycle.dates}
                {cycle.sourceUrl ? (
                  <>
                    {" "}
                    <a href={cycle.sourceUrl} rel="noopener noreferrer">
                      source<span className="visually-hidden"> for the {cycle.intake} dates (external site)</span>
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No dated cycle found in the sources we checked.</p>
        )}
      </section>

      <section aria-labelledby="how-to-apply" className="scholarship-page-section">
        <h2 id="how-to-apply">How to apply</h2>
        <p>{scholarship.howToApply ?? "The official page says how to apply."}</p>
      </section>

      <ScholarshipVerification scholarship={scholarship} />
      <p className="muted">Always confirm the details on the official page before you apply.</p>

      <ShareBox
        id={SHARE_BOX_ID}
        title={scholarship.title}
        url={shareUrl}
        heading="Share this scholarship"
        invitation="Send it to a parent, a teacher or a friend who is applying."
      />
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "Scholarship Not Found", text: "The scholarship you're looking for doesn't exist or has been removed." }}
      failure="this scholarship"
      links={[{ to: "/funding", label: "Back to Scholarships & Funding" }]}
    />
  );
}
