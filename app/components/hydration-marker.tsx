import { useEffect, useLayoutEffect, useState } from "react";
import { restoreTextareaEdits } from "~/utils/hydration.ts";

// A layout effect on the server only earns a warning; there is no page to read there.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Renders nothing. Once the document has hydrated it puts back textarea edits React 18 reset (layout
 * effects all run before any component's effects read the page), then marks `<html data-hydrated>`:
 * what the end-to-end specs wait for before they check that a change made before hydration stayed.
 * The mark waits one render more, so the updates components make as they mount (`useHydrated`,
 * `useStateFromDom`) have been rendered too.
 */
export function HydrationMarker() {
  const [mounted, setMounted] = useState(false);
  useBrowserLayoutEffect(restoreTextareaEdits, []);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) document.documentElement.dataset.hydrated = "true";
  }, [mounted]);
  return null;
}
