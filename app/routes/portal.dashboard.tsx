import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { todayUtc } from "@modules/platform/index.ts";
import { eventDate, eventTime, studentDashboard } from "@modules/portal/index.ts";
import { ReadinessCard } from "~/components/portal/readiness-card.tsx";
import checklistStyles from "~/styles/portal-checklist-summary.css?url";
import styles from "~/styles/portal-dashboard.css?url";
import { requireStudentSession } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: checklistStyles },
];

export const meta: MetaFunction = () => [{ title: "My Dashboard | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, beganWithSignUp } = await requireStudentSession(request);
  const dashboard = await studentDashboard(user.id, todayUtc());
  return {
    firstName: user.firstName,
    greeting: beganWithSignUp ? "Welcome" : "Welcome back",
    emailVerified: user.emailVerified,
    readiness: dashboard.readiness,
    recentlySaved: dashboard.recentlySaved.map((item) => ({
      id: item.id,
      contentType: item.contentType,
      title: item.title,
      path: item.path,
      savedAt: item.savedAt,
    })),
    scholarshipDeadlines: dashboard.scholarshipDeadlines,
    schoolDeadlines: dashboard.schoolDeadlines.map((deadline) => ({
      schoolId: deadline.schoolId,
      schoolName: deadline.schoolName,
      schoolSlug: deadline.schoolSlug,
      statement: deadline.statements[0]?.text ?? null,
      // The next day the source names; `yearly` when it gives the day without a year (this cycle's reading of it).
      next: deadline.next && { day: deadline.next.day, daysLeft: deadline.next.days, yearly: !deadline.next.namesItsYear },
    })),
    upcomingEvents: dashboard.upcomingEvents.map((event) => ({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      when: `${eventDate(event.startsAt)}, ${eventTime(event.startsAt)}`,
      isRegistered: event.isRegistered,
    })),
    checklists: dashboard.checklists,
  };
}

const CONTENT_LABEL = { article: "Article", scholarship: "Scholarship", school: "School" } as const;

const daysLeftText = (days: number) => (days === 0 ? "today" : `${days} day${days === 1 ? "" : "s"} left`);

function formatDay(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

export default function PortalDashboard() {
  const { firstName, greeting, emailVerified, readiness, recentlySaved, scholarshipDeadlines, schoolDeadlines, upcomingEvents, checklists } =
    useLoaderData<typeof loader>();
  const hasDeadlines = scholarshipDeadlines.length > 0 || schoolDeadlines.length > 0;
  return (
    <section className="page-section portal-dashboard">
      <h1>
        {greeting}, {firstName || "Student"}!
      </h1>
      {emailVerified ? null : (
        <div className="notice warning" role="note">
          <p>
            Please verify your email address: we sent you a link when you signed up. <Link to="/portal/settings">Send the link again</Link>
          </p>
        </div>
      )}
      <div className="dashboard-grid">
        <ReadinessCard readiness={readiness} />

        <section className="card" aria-labelledby="deadlines-title">
          <h2 id="deadlines-title">Upcoming deadlines</h2>
          {hasDeadlines ? (
            <ul className="dashboard-list">
              {scholarshipDeadlines.map((deadline) => (
                <li key={deadline.itemId}>
                  <Link to={deadline.path}>{deadline.title}</Link>{" "}
                  <span className="muted">
                    <time dateTime={deadline.deadline}>{formatDay(deadline.deadline)}</time> · {daysLeftText(deadline.daysLeft)}
                  </span>
                </li>
              ))}
              {schoolDeadlines.map((deadline) => (
                <li key={deadline.schoolId}>
                  <Link to={`/schools/${deadline.schoolSlug}`}>{deadline.schoolName}</Link>{" "}
                  {deadline.next ? (
                    <span className="muted">
                      <time dateTime={deadline.next.day}>{formatDay(deadline.next.day)}</time>
                      {deadline.next.yearly ? " (a date the school gives each year)" : ""} · {daysLeftText(deadline.next.daysLeft)}
                    </span>
                  ) : null}{" "}
                  {deadline.statement ? <span className="muted">{deadline.statement}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              No deadlines yet. Save scholarships or <Link to="/portal/planner/shortlist">shortlist schools</Link> and their deadlines appear here.
            </p>
          )}
        </section>

        <section className="card" aria-labelledby="checklists-title">
          <h2 id="checklists-title">Checklist progress</h2>
          {checklists.totalTasks > 0 ? (
            <>
              <p>
                <strong>{checklists.progress}%</strong> · {checklists.completedTasks} of {checklists.totalTasks} tasks done
                {/* Tasks of the student's own list count too; it is not one of the library's checklists. */}
                {checklists.activeChecklists > 0
                  ? ` in ${checklists.activeChecklists} active ${checklists.activeChecklists === 1 ? "checklist" : "checklists"}`
                  : ""}
              </p>
              <progress className="checklist-summary-bar" max={100} value={checklists.progress} aria-labelledby="checklists-title" />
              <p>
                <Link to="/portal/tasks">Continue your checklists</Link>
              </p>
            </>
          ) : (
            <>
              <p className="muted">No active checklists yet.</p>
              <p>
                <Link to="/portal/tasks">Start a checklist</Link>
              </p>
            </>
          )}
        </section>

        <section className="card" aria-labelledby="recent-title">
          <h2 id="recent-title">Recently saved</h2>
          {recentlySaved.length > 0 ? (
            <ul className="dashboard-list">
              {recentlySaved.map((item) => (
                <li key={item.id}>
                  <span className="badge neutral">{CONTENT_LABEL[item.contentType]}</span> {item.path ? <Link to={item.path}>{item.title}</Link> : item.title}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Nothing saved yet. Use Save on an article, scholarship or school page.</p>
          )}
          <p>
            <Link to="/portal/saved">Saved content</Link>
          </p>
        </section>

        <section className="card" aria-labelledby="events-title">
          <h2 id="events-title">Exclusive events</h2>
          <p>Webinars, workshops and Q&amp;As with our counselors, free for portal members.</p>
          {upcomingEvents.length > 0 ? (
            <ul className="dashboard-list">
              {upcomingEvents.map((event) => (
                <li key={event.id}>
                  <Link to="/portal/exclusive">{event.title}</Link>{" "}
                  <span className="muted">
                    <time dateTime={event.startsAt}>{event.when}</time>
                  </span>{" "}
                  {event.isRegistered ? <span className="badge success">Registered</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link to="/portal/exclusive">See events</Link>
          </p>
        </section>

        <section className="card" aria-labelledby="quick-links-title">
          <h2 id="quick-links-title">Quick links</h2>
          <ul className="dashboard-links">
            <li>
              <Link to="/portal/planner/shortlist">University shortlist</Link>
            </li>
            <li>
              <Link to="/counselors">Ask an Expert</Link>
            </li>
            <li>
              <Link to="/funding">Browse Scholarships</Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
