import { useNavigation } from "@remix-run/react";

/** The spec's loading texts, by the page being navigated to. */
const LOADING_TEXTS: [RegExp, string][] = [
  [/^\/destinations\/[^/]+\/?$/, "Loading destination details..."],
  [/^\/destinations\/?$/, "Loading destinations..."],
  [/^\/pathways\/[^/]+\/?$/, "Loading pathway details..."],
  [/^\/pathways\/?$/, "Loading study pathways..."],
  [/^\/articles\/[^/]+\/?$/, "Loading article..."],
  [/^\/articles\/?$/, "Loading articles..."],
  [/^\/funding(\/scholarships)?\/?$/, "Loading funding information..."],
  [/^\/funding\/calendar\/?$/, "Loading the funding calendar..."],
  [/^\/student-life\/?$/, "Loading student life content..."],
  [/^\/search\/?$/, "Searching..."],
  [/^\/questionnaire\/?$/, "Loading quiz..."],
  // The portal's pages (the spec gives no texts for them): what is being fetched, in its words.
  [/^\/portal\/dashboard\/?$/, "Loading your dashboard..."],
  [/^\/portal\/(saved|library)\/?$/, "Loading your saved content..."],
  [/^\/portal\/planner\/shortlist(\/compare)?\/?$/, "Loading your shortlist..."],
  [/^\/portal\/planner\/?$/, "Loading your planner..."],
  [/^\/portal\/(profile|settings)\/?$/, "Loading your account..."],
  [/^\/admin\/?$/, "Loading admin dashboard..."],
  [/^\/admin\/articles\/?$/, "Loading articles..."],
  [/^\/portal\/(exclusive|events)\/?$/, "Loading events..."],
  [/^\/portal\/tasks\/?$/, "Loading your checklists..."],
  [/^\/admin\/operations\/?$/, "Loading operations..."],
  [/^\/admin\/inbox\/consultations\/?$/, "Loading consultation requests..."],
  [/^\/admin\/inbox\/questions\/?$/, "Loading expert questions..."],
  [/^\/admin\/scholarships\/?$/, "Loading scholarships..."],
  [/^\/admin\/programmes\/?$/, "Loading programmes..."],
  [/^\/admin\/events\/?$/, "Loading events..."],
  [/^\/admin\/opening-soon\/?$/, "Loading awards opening soon..."],
];

export function loadingTextFor(pathname: string): string {
  return LOADING_TEXTS.find(([pattern]) => pattern.test(pathname))?.[1] ?? "Loading...";
}

/**
 * While a client-side navigation loads, a polite status says what is coming,
 * so a slow link never looks frozen. (Without JavaScript the browser's own
 * progress indicator does this job.)
 */
export function PendingNavigation() {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location ? loadingTextFor(navigation.location.pathname) : "";
  return (
    <div className={pending ? "pending-navigation is-pending" : "pending-navigation"} role="status" aria-live="polite">
      {pending ? (
        <>
          <span className="pending-bar" aria-hidden="true" />
          <span className="pending-text">{pending}</span>
        </>
      ) : null}
    </div>
  );
}
