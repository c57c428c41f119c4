import type { Outcome } from "~/components/outcome.tsx";

/** "Tell me when it opens" (issue 26 item 3): the control's words, the spec's quoted exactly, and the outcomes its action names. */
export const OPENING_ALERT_COPY = {
  request: "Tell me when it opens",
  requested: "We'll email you when it opens",
  cancel: "Stop telling me",
  signIn: "Sign in to be told when it opens",
  confirmed: "Its new dates are confirmed, so it is in your calendar feed and deadline reminders.",
} as const;

/** The outcome the action names in the page's query (`?alert=`), mapped by the page's loader (outcomeFromQuery). */
export const OPENING_ALERT_OUTCOMES: Readonly<Record<"requested" | "cancelled", Outcome>> = {
  requested: { description: "Done: we'll email you once its new dates are confirmed.", variant: "success" },
  cancelled: { description: "Done: we won't email you about it.", variant: "neutral" },
};

/** The query key that names the outcome. */
export const OPENING_ALERT_OUTCOME_KEY = "alert";
