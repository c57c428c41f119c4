import { useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { useFollowChangesBeforeHydration } from "~/utils/hydration.ts";

/**
 * Results that follow the typing in a page's GET search form (which works on
 * its own without JavaScript): debounced, replacing the history entry so Back
 * leaves the page; an emptied box goes back to the plain page rather than `?q=`.
 * `keep` holds the page's other query fields (an active filter), sent first.
 */
export function useSearchAsYouType(q: string, path: string, keep: Record<string, string> = {}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const kept = useRef(keep);
  kept.current = keep;

  // A link (a quick pick, a filter, "Clear search") changed the query from outside the box:
  // show it there, and drop any search still waiting from earlier typing. Not on mount: the box
  // then holds the page's query or what was typed before the scripts ran.
  const shownQuery = useRef(q);
  useEffect(() => {
    const input = inputRef.current;
    if (shownQuery.current === q) return;
    shownQuery.current = q;
    if (!input || document.activeElement === input) return;
    clearTimeout(timer.current);
    input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useFollowChangesBeforeHydration(
    () => inputRef.current,
    () => searchFor(inputRef.current!.value),
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    searchFor(event.currentTarget.value);
  }

  function searchFor(typed: string) {
    const term = typed.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const params = term ? { ...kept.current, q: term } : kept.current;
      if (Object.keys(params).length > 0) submit(params, { method: "get", action: path, replace: true, preventScrollReset: true });
      else navigate(path, { replace: true, preventScrollReset: true });
    }, 300);
  }

  return { inputRef, onChange };
}
