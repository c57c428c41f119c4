import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { STUDY_LEVEL_LABELS, STUDY_LEVELS } from "@modules/funding/browser.ts";
import { fundingCalendarFor, type FundingCalendarEntry } from "@modules/funding/index.ts";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { studentEligibilityProfile } from "@modules/identity/index.ts";
import { currentUser } from "~/server/auth.server.ts";
import { calendarLevel } from "~/server/funding/calendar-query.server.ts";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import styles from "~/styles/funding-calendar.css?url";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Funding calendar",
    description:
      "When scholarships for Caribbean students and the main application routes (UCAS, OUAC, the Common App, UWI) open and close over the next twelve months: confirmed dates, and expected ones marked as not confirmed.",
    path: "/funding/calendar",
    matches,
  });

const FEED_PATH = "/funding/calendar.ics";

export async function loader({ request }: LoaderFunctionArgs) {
  const level = calendarLevel(request);
  // "For me" reads the signed-in student's profile; signed out it is not offered.
  const user = await currentUser(request);
  const student = user ? await studentEligibilityProfile(user.id) : null;
  const forMe = student !== null && new URL(request.url).searchParams.get("forMe") === "1";
  const { months, unplaced, routes } = await fundingCalendarFor({ openToStudyLevel: level ?? undefined, forStudent: forMe ? student : undefined });
  return data({ level, forMe, signedIn: user !== null, months, unplaced, routes }, { headers: publicCacheHeaders(request) });
}

export default function FundingCalendarPage() {
  const { level, forMe, signedIn, months, unplaced, routes } = useLoaderData<typeof loader>();
  const feedPath = level ? `${FEED_PATH}?level=${level}` : FEED_PATH;

  return (
    <div className="page-section funding-calendar">
      <Breadcrumbs trail={[{ label: "Scholarships & Funding", to: "/funding" }]} current="Funding calendar" />
      <h1>Funding calendar</h1>
      <p className="lead">
        When awards and the main application routes open and close over the next twelve months. Days a source has confirmed are shown as days; windows expected
        from past cycles are shown as months and marked not confirmed. Always check the official page before you apply.
      </p>
      <p className="funding-calendar-feed">
        <a className="button secondary" href={feedPath}>
          Add to your calendar
        </a>{" "}
        <span className="muted">An ICS feed: subscribe to it or import it in your calendar app.</span>
      </p>

      <Form method="get" action="/funding/calendar" className="funding-calendar-filters" aria-label="Funding calendar filters">
        <div className="filter-field">
          <label htmlFor="calendar-level">Who it is for</label>
          <select id="calendar-level" name="level" defaultValue={level ?? ""}>
            <option value="">Every level of study</option>
            {STUDY_LEVELS.map((choice) => (
              <option key={choice} value={choice}>
                {STUDY_LEVEL_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        {signedIn ? (
          <div className="checkbox-field">
            <input id="calendar-for-me" name="forMe" type="checkbox" value="1" defaultChecked={forMe} />
            <label htmlFor="calendar-for-me">For me</label>
          </div>
        ) : null}
        <button type="submit" className="button primary">
          Show dates
        </button>
      </Form>

      {months.length > 0 ? (
        months.map((month) => (
          <section key={month.month} className="funding-calendar-month" aria-labelledby={`month-${month.month}`}>
            <h2 id={`month-${month.month}`}>{month.name}</h2>
            <ul className="funding-calendar-entries">
              {month.entries.map((entry) => (
                <CalendarEntry key={entry.uid} entry={entry} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="empty-state">No dates to show in the next twelve months.</p>
      )}

      {routes.length > 0 ? (
        <section className="funding-calendar-routes" aria-labelledby="application-routes">
          <h2 id="application-routes">Application routes</h2>
          <ul className="funding-calendar-entries">
            {routes.map((route) => (
              <li key={route.id} className="funding-calendar-route">
                <h3>
                  <a href={route.officialUrl} rel="noopener noreferrer">
                    {route.name}
                    <span className="visually-hidden"> (external site)</span>
                  </a>
                </h3>
                <p>{route.about}</p>
                {route.deadlines.length > 0 ? (
                  <ul className="funding-calendar-deadlines">
                    {route.deadlines.map((deadline) => (
                      <li key={deadline.id}>
                        {deadline.label}: {deadline.sentence}. {deadline.note}{" "}
                        <span className="muted">
                          ({deadline.cycle} cycle;{" "}
                          <a href={deadline.sourceUrl} rel="noopener noreferrer">
                            source<span className="visually-hidden"> for {deadline.label} (external site)</span>
                          </a>
                          , checked {deadline.checkedOn})
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>
                    <strong>Dates not found</strong>
                  </p>
                )}
                {route.note ? <p className="muted">{route.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {unplaced.length > 0 ? (
        <section className="funding-calendar-unplaced" aria-labelledby="no-fixed-window">
          <h2 id="no-fixed-window">No fixed window</h2>
          <p>These awards have no yearly window, or no dates we can place in the next twelve months: see each award's page for how and when to apply.</p>
          <ul>
            {unplaced.map((award) => (
              <li key={award.id}>
                <Link to={award.href}>{award.name}</Link>: {award.sentence}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function CalendarEntry({ entry }: { entry: FundingCalendarEntry }) {
  return (
    <li className={entry.confirmed ? "funding-calendar-entry" : "funding-calendar-entry is-expected"}>
      <h3>
        {entry.subject === "award" ? (
          <Link to={entry.href}>{entry.name}</Link>
        ) : (
          <a href={entry.href} rel="noopener noreferrer">
            {entry.name}
            <span className="visually-hidden"> (external site)</span>
          </a>
        )}
      </h3>
      <p className="funding-calendar-when">
        <span className={entry.confirmed ? "badge success" : "badge neutral"}>{entry.what}</span>{" "}
        {/* An expected entry is a month, never a day: its machine-readable date says so too. */}
        <time dateTime={entry.confirmed ? entry.date : entry.date.slice(0, 7)}>{entry.when}</time>
      </p>
      {entry.confirmed ? null : <p>{entry.sentence}.</p>}
      {entry.sourceUrl ? (
        <p className="muted">
          <a href={entry.sourceUrl} rel="noopener noreferrer">
            Source<span className="visually-hidden"> for {entry.name} (external site)</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
