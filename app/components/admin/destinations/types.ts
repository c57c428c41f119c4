import type { SubmissionResult } from "@conform-to/react";
import type { Destination } from "@modules/catalog/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The destination form action's answer when it does not redirect. */
export interface DestinationFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: Destination };
}
