import { useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";

/**
 * Results that follow the typing in a page's GET search form (which works on
 * its own without JavaScript): debounced, replacing the history entry so Back
 * leaves the page; an emptied box goes back to the plain page rather than `?q=`.
 */
export function useSearchAsYouType(q: string, path: string) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A link (a quick pick, "Clear search") changed the query from outside the box:
  // show it there, and drop any search still waiting from earlier typing.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || document.activeElement === input) return;
    clearTimeout(timer.current);
    input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const term = event.currentTarget.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (term) submit({ q: term }, { method: "get", action: path, replace: true, preventScrollReset: true });
      else navigate(path, { replace: true, preventScrollReset: true });
    }, 300);
  }

  return { inputRef, onChange };
}
