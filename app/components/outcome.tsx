/**
 * The one way to show the outcome of a form (docs/conventions.md, "Outcomes
 * after a form"). An action that renders the page again answers the outcome in
 * its data (`{ toast }`); one that redirects names it in the target's query and
 * the target's loader maps that name to copy (`outcomeFromQuery`). The page
 * shows it here, in the page's flow, so it reads the same with JavaScript (a
 * fetcher or `<Form>` reply) and without (the page rendered again after the
 * POST). A screen reader hears it once: success and neutral news politely, a
 * failure at once.
 */
export interface Outcome {
  /** Shown in bold above the description; a short outcome has none. */
  title?: string;
  description: string;
  variant: "success" | "destructive" | "neutral";
}

const CLASS_NAMES = { success: "notice success", destructive: "notice error", neutral: "notice" } as const;

export function OutcomeNotice({ outcome }: { outcome: Outcome | null | undefined }) {
  if (!outcome) return null;
  return (
    <div className={CLASS_NAMES[outcome.variant]} role={outcome.variant === "destructive" ? "alert" : "status"}>
      {outcome.title === undefined ? null : (
        <p>
          <strong>{outcome.title}</strong>
        </p>
      )}
      <p>{outcome.description}</p>
    </div>
  );
}
