import { useFetcher } from "@remix-run/react";
import { SHORTLIST_COPY } from "./copy.ts";

export interface ShortlistToggleState {
  schoolId: string;
  signedIn: boolean;
  onShortlist: boolean;
}

/**
 * The school page's "Add to shortlist": a POST form to the shortlist's action
 * that comes back to this page. With JavaScript it toggles in place (a
 * fetcher, shown at once as pressed); signed out it is a link to sign in that
 * returns here.
 */
export function ShortlistToggle({ state, returnTo }: { state: ShortlistToggleState; returnTo: string }) {
  const fetcher = useFetcher();
  if (!state.signedIn) {
    return (
      <a className="button secondary shortlist-toggle" href={`/api/login?redirectTo=${encodeURIComponent(returnTo)}`}>
        {SHORTLIST_COPY.add}
      </a>
    );
  }
  const pendingIntent = fetcher.formData?.get("intent");
  const onShortlist = pendingIntent ? pendingIntent === "add" : state.onShortlist;
  return (
    <fetcher.Form method="post" action="/portal/planner/shortlist" preventScrollReset className="shortlist-toggle-form">
      <input type="hidden" name="schoolId" value={state.schoolId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="intent" value={onShortlist ? "remove" : "add"} className="button secondary shortlist-toggle" aria-pressed={onShortlist}>
        {onShortlist ? SHORTLIST_COPY.added : SHORTLIST_COPY.add}
      </button>
    </fetcher.Form>
  );
}
