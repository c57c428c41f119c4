// The quiz page's static copy.
import type { ResultScreen } from "./screens.ts";

/** What the results say about where the result is kept. */
export const SAVED_NOTICE: Record<ResultScreen["saved"], string> = {
  "just-saved": "Your result is saved to your profile.",
  "from-profile": "This is the result saved to your profile.",
  "not-signed-in": "",
};

/** Where the results lead next, the first as the main action. */
export const NEXT_STEPS = [
  { to: "/destinations", label: "Explore Destinations", className: "button primary" },
  { to: "/pathways", label: "Browse Study Pathways", className: "button secondary" },
  { to: "/funding", label: "Find Funding", className: "button secondary" },
  { to: "/questionnaire", label: "Retake Quiz", className: "button ghost" },
] as const;

/** "$12,000". */
export const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
