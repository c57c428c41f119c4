import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberTextareaEdits } from "~/utils/hydration.ts";

// Before React hydrates a textarea it may reset (see ~/utils/hydration.ts).
rememberTextareaEdits(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
