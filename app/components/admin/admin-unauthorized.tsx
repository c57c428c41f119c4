import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { unauthorizedDestination } from "./unauthorized-destination.ts";

/** What anyone but an admin sees on an admin screen. */
export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_DESCRIPTION = "You need admin privileges to access this page.";
/** The browser moves on after this long. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * The destructive notice in place of the page (the server answered 401 or
 * 403 and sent no admin data). With JavaScript the browser goes on after
 * 500 ms; without it, the link is there to follow.
 */
export function AdminUnauthorized({ status }: { status: 401 | 403 }) {
  const { pathname, search } = useLocation();
  const destination = unauthorizedDestination(pathname, search, status);

  useEffect(() => {
    // A full navigation: /api/login is a resource route that redirects to the sign-in page.
    const timer = window.setTimeout(() => window.location.assign(destination), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [destination]);

  return (
    <section className="page-section narrow admin-unauthorized">
      <h1>{UNAUTHORIZED_TITLE}</h1>
      <div className="notice error" role="alert">
        <p>
          <strong>{UNAUTHORIZED_TITLE}</strong>
        </p>
        <p>{UNAUTHORIZED_DESCRIPTION}</p>
      </div>
      <p className="button-row">
        <a className="button primary" href={destination}>
          {destination === "/" ? "Back to Home" : status === 401 ? "Sign in" : "Back to My Dashboard"}
        </a>
      </p>
    </section>
  );
}
