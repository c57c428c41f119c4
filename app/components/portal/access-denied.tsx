import { Link, useLocation } from "@remix-run/react";

/** What each portal page says to a signed-out visitor: the spec's texts where it gives them. */
const REASON_BY_PAGE: Record<string, string> = {
  "/portal/saved": "Please log in to access your saved content.",
  "/portal/events": "Please log in to access exclusive events and expert support.",
};
const DEFAULT_REASON = "Please log in to access your student portal.";

export function accessDeniedReason(pathname: string): string {
  return REASON_BY_PAGE[pathname.replace(/\/+$/, "")] ?? DEFAULT_REASON;
}

/** 'Access Denied' with a Log In link that comes back to this page after sign-in. */
export function AccessDenied() {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <section className="page-section narrow access-denied">
      <h1>Access Denied</h1>
      <p>{accessDeniedReason(location.pathname)}</p>
      <div className="button-row">
        <a className="button primary" href={`/api/login?redirectTo=${encodeURIComponent(back)}`}>
          Log In
        </a>
        <Link className="button secondary" to="/signup">
          Create an account
        </Link>
      </div>
    </section>
  );
}
