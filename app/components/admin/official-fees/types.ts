import type { SubmissionResult } from "@conform-to/react";
import type { UpfrontCost } from "@modules/portal/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The official fee form action's answer when it does not redirect. */
export interface OfficialFeeFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: UpfrontCost };
}

/** The exchange-rate form action's answer when it does not redirect. */
export interface ExchangeRateActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
}
