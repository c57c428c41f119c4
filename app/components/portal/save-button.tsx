import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "~/utils/hydration.ts";
import type { ContentType } from "@modules/portal/index.ts";
import { BookmarkIcon } from "~/components/portal/icons.tsx";

/** Where every Save button posts (its action is shared with the portal's saved-content forms). */
const SAVE_ACTION = "/portal/saved";

/**
 * Save / Saved for an article, scholarship or school. A POST form that works
 * without JavaScript (the action redirects back here, to `anchor` if given);
 * with JavaScript a fetcher toggles it in place, showing the new state at
 * once (aria-pressed). Signed out (`saved` null) it is a link to sign in that
 * comes back to this page.
 */
export function SaveButton({
  contentType,
  contentId,
  saved,
  title,
  anchor,
}: {
  contentType: ContentType;
  contentId: string;
  /** Whether the signed-in student saved it; null when signed out. */
  saved: boolean | null;
  /** What is saved, read after the button's text by screen readers ("Save Chevening Scholarships"). */
  title: string;
  /** An element id on this page to come back to after saving without JavaScript. */
  anchor?: string;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`;
  const context = <span className="visually-hidden"> {title}</span>;

  if (saved === null) {
    return (
      <a className="button secondary small save-button" href={`/api/login?redirectTo=${encodeURIComponent(here)}`}>
        <BookmarkIcon />
        Save{context}
      </a>
    );
  }

  // Until the page's scripts take over, the form names where to return; the fetcher asks for its reply instead.
  const pendingIntent = fetcher.formData?.get("intent");
  const isSaved = pendingIntent ? pendingIntent === "save" : saved;
  return (
    <fetcher.Form method="post" action={SAVE_ACTION} className="save-form">
      <input type="hidden" name="contentType" value={contentType} />
      <input type="hidden" name="contentId" value={contentId} />
      {hydrated ? null : <input type="hidden" name="returnTo" value={here} />}
      <button
        type="submit"
        name="intent"
        value={isSaved ? "unsave" : "save"}
        className={`button small save-button${isSaved ? " is-saved" : " secondary"}`}
        aria-pressed={isSaved}
      >
        <BookmarkIcon filled={isSaved} />
        {isSaved ? "Saved" : "Save"}
        {context}
      </button>
    </fetcher.Form>
  );
}
