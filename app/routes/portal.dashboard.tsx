import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { today } from "@modules/funding/index.ts";
import { studentReadiness } from "@modules/portal/index.ts";
import { ReadinessCard } from "~/components/portal/readiness-card.tsx";
import styles from "~/styles/portal-dashboard.css?url";
import { requireStudent } from "~/utils/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "My Dashboard | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  return { firstName: user.firstName, readiness: await studentReadiness(user.id, today()) };
}

export default function PortalDashboard() {
  const { firstName, readiness } = useLoaderData<typeof loader>();
  return (
    <section className="page-section portal-dashboard">
      <h1>Welcome back, {firstName || "Student"}!</h1>
      <div className="dashboard-grid">
        <ReadinessCard readiness={readiness} />
        <section className="card" aria-labelledby="quick-links-title">
          <h2 id="quick-links-title">Quick links</h2>
          <ul className="dashboard-links">
            <li>
              <Link to="/portal/saved">Saved content</Link>
            </li>
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
