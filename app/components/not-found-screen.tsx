import { Link, useLocation } from "@remix-run/react";
import { CompassMark } from "~/components/icons.tsx";

export function NotFoundScreen() {
  const location = useLocation();
  return (
    <section className="page-section narrow not-found">
      <CompassMark size={56} className="not-found-mark" />
      <h1>404 Page Not Found</h1>
      <p>We couldn't find that page. The address may have a typo, or the page may have moved.</p>
      <p className="developer-hint">
        <span className="developer-hint-label">Developer hint</span>
        No route matches <code>{location.pathname}</code>. Did you forget to add the page to the router?
      </p>
      <div className="button-row">
        <Link className="button primary" to="/">
          Back to Home
        </Link>
        <Link className="button secondary" to="/destinations">
          Explore destinations
        </Link>
      </div>
    </section>
  );
}
