import type { SubmissionResult } from "@conform-to/react";
import type { Scholarship } from "@modules/funding/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The scholarship form action's answer when it does not redirect. */
export interface ScholarshipFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: Scholarship };
}
