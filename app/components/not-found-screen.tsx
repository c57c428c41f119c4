import { Link, useLocation } from "@remix-run/react";

export function NotFoundScreen() {
  const location = useLocation();
  return (
    <section className="page-section not-found">
      <h1>404 Page Not Found</h1>
      <p>
        We couldn't find <code>{location.pathname}</code>. Did you forget to add the page to the router?
      </p>
      <Link className="button" to="/">
        Back to Home
      </Link>
    </section>
  );
}
