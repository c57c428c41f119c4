import type { SubmissionResult } from "@conform-to/react";
import type { Pathway } from "@modules/catalog/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The pathway form action's answer when it does not redirect. */
export interface PathwayFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: Pathway };
}

/** The form's lists: the icons the site draws and the other pathways. */
export interface PathwayFormChoices {
  icons: readonly string[];
  pathways: readonly { slug: string; name: string }[];
}
