import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

interface ScreenLink {
  to: string;
  label: string;
}

/**
 * A detail page's error boundary: the spec's not-found title and text for a
 * 404, a plain apology for anything else, each with a way onwards.
 */
export function RouteErrorScreen({
  notFound,
  failure,
  links,
}: {
  notFound: { title: string; text: string };
  /** What could not be loaded, e.g. "this article". */
  failure: string;
  links: ScreenLink[];
}) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className={`page-section narrow ${isNotFound ? "not-found" : "error-screen"}`}>
      <h1>{isNotFound ? notFound.title : "Something went wrong"}</h1>
      <p>{isNotFound ? notFound.text : `We could not load ${failure}. Please try again in a moment.`}</p>
      <div className="button-row">
        {links.map((link, index) => (
          <Link key={link.to} className={`button ${index === 0 ? "primary" : "secondary"}`} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
