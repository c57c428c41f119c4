import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";

/*
 * What the user did before the page's scripts ran must still count after: the page cache sends
 * the HTML at once and the scripts may follow seconds later on a slow link. The rules this module serves:
 * form fields are uncontrolled (`defaultValue`, `defaultChecked`), so React never writes over them; React
 * state that mirrors a field (a button enabled once something is chosen, a counter) is read from the page
 * when its component mounts (`useStateFromDom`); and results or previews that follow typing catch up with
 * what was typed before (`useFollowChangesBeforeHydration`).
 */

/** False on the server and in the first browser render, true once scripts run: what JavaScript may enhance. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * State that mirrors what the user can change on the page (a field, a form, a disclosure). The server
 * renders it from `initial`; when the component mounts in the browser `read` takes it from the page, so a
 * tick, choice or text from before hydration counts. `read` answers undefined to keep `initial` (its
 * element is not there). It runs once: afterwards the fields' change handlers keep the state.
 */
export function useStateFromDom<T>(initial: T | (() => T), read: () => T | undefined): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const readAtMount = useRef(read);
  useEffect(() => {
    const fromPage = readAtMount.current();
    if (fromPage !== undefined) setState(() => fromPage);
  }, []);
  return [state, setState];
}

/**
 * Runs `follow` once, when the component mounts in the browser, if the user changed `element()` (a field
 * or a whole form) before then: search results and previews follow what was typed while scripts loaded.
 */
export function useFollowChangesBeforeHydration(element: () => Element | null | undefined, follow: () => void): void {
  const atMount = useRef({ element, follow });
  useEffect(() => {
    if (changedByUser(atMount.current.element())) atMount.current.follow();
  }, []);
}

/** Whether the user changed a field, or any field of a form, from what the page was sent with. */
export function changedByUser(element: Element | null | undefined): boolean {
  if (element instanceof HTMLFormElement) return Array.from(element.elements).some(changedByUser);
  if (element instanceof HTMLInputElement) {
    if (element.type === "checkbox" || element.type === "radio") return element.checked !== element.defaultChecked;
    return element.type !== "hidden" && element.value !== element.defaultValue;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options);
    // With no option marked `selected`, a single select starts on its first one.
    const sentIndex = Math.max(
      options.findIndex((option) => option.defaultSelected),
      element.multiple ? -1 : 0,
    );
    return element.multiple ? options.some((option) => option.selected !== option.defaultSelected) : element.selectedIndex !== sentIndex;
  }
  return false;
}

/**
 * React 18 sets a `<textarea>`'s value back to the text it was rendered with while it hydrates one that
 * was sent with text (react-dom's textarea post-mount step; React 19 no longer does), so an edit made
 * before hydration is lost. `rememberTextareaEdits` runs in entry.client before hydration starts, and
 * `restoreTextareaEdits` in the root's layout effect, after hydration and before any component's
 * effects read the page.
 */
let textareaEdits: [HTMLTextAreaElement, string][] = [];

export function rememberTextareaEdits(root: ParentNode): void {
  textareaEdits = Array.from(root.querySelectorAll("textarea"))
    .filter((textarea) => textarea.value !== textarea.defaultValue)
    .map((textarea) => [textarea, textarea.value]);
}

export function restoreTextareaEdits(): void {
  for (const [textarea, value] of textareaEdits) if (textarea.isConnected && textarea.value === textarea.defaultValue) textarea.value = value;
  textareaEdits = [];
}
