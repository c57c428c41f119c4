import type { SubmissionResult } from "@conform-to/react";
import type { School } from "@modules/catalog/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The school form action's answer when it does not redirect. */
export interface SchoolFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: School };
}
