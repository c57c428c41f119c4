import type { SubmissionResult } from "@conform-to/react";
import type { Counselor } from "@modules/counseling/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The counselor form action's answer when it does not redirect. */
export interface CounselorFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: Counselor };
}
